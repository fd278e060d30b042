// The edits the worker's bundle makes to the matcher libraries it bundles (kit/generated.ts): each recursion over the
// values a matcher compares counts its levels (worker/matcherLevels.ts says why). vitest's `eq` is where its equality
// recurses (through objects, iterables, errors, and toMatchObject's subsets); getObjectSubset recurses on its own to
// build toMatchObject's message; chai's deep-eql recurses through `deepEqual`. The libraries offer no hook for this,
// so their code is edited as it is bundled, each edit found exactly as often as expected: a new version that moved
// the code fails the bundle, naming the edit, rather than leave a recursion uncounted.
import path from 'node:path';

interface Edit {
  /** What it does, for the error when it does not apply. */
  why: string;
  find: string;
  replace: string;
  count: number;
}

export interface PackageEdits {
  /** The package, as the bundled code imports it. */
  name: string;
  /** Its one module that the bundle takes (the package's entry), inside the package's folder. */
  entry: string;
  edits: Edit[];
}

const HOOKS = path.join(import.meta.dirname, '..', 'run', 'worker', 'matcherLevels.ts');

/** A function declaration `name(params)` that counts a level, then runs the original, renamed `<name>Uncounted`. */
function countedDeclaration(name: string, params: string): Edit {
  const declaration = `function ${name}(${params}) {`;
  return {
    why: `count the levels of ${name}`,
    find: declaration,
    replace:
      `${declaration} __cardlabEnter(); try { return ${name}Uncounted(${params}); } finally { __cardlabLeave(); } }\n` +
      `function ${name}Uncounted(${params}) {`,
    count: 1,
  };
}

export const MATCHER_EDITS: PackageEdits[] = [
  {
    name: '@vitest/expect',
    entry: 'dist/index.js',
    edits: [
      countedDeclaration('eq', 'a, b, aStack, bStack, customTesters, hasKey'),
      {
        why: "count the levels of getObjectSubset's own recursion",
        find: 'getObjectSubsetWithContext(seenReferences)(',
        replace: '__cardlabCounted(getObjectSubsetWithContext(seenReferences))(',
        count: 3,
      },
    ],
  },
  {
    name: 'chai',
    entry: 'index.js',
    edits: [countedDeclaration('deepEqual', 'leftHandOperand, rightHandOperand, options')],
  },
];

/** `text` with `edits` made, or an error naming the first that does not apply as often as it should. */
export function applyEdits(text: string, { name, edits }: PackageEdits): string {
  let edited = text;
  for (const edit of edits) {
    const found = edited.split(edit.find).length - 1;
    if (found !== edit.count)
      throw new Error(
        `cardlab's edit of ${name} (${edit.why}) found its code ${found} times, not ${edit.count}: the package ` +
          'changed; update grader/src/kit/countedMatchers.ts for its new code',
      );
    edited = edited.replaceAll(edit.find, edit.replace);
  }
  const hooks =
    'import { enterCompared as __cardlabEnter, leaveCompared as __cardlabLeave, countedCompare as __cardlabCounted }' +
    ` from ${JSON.stringify(HOOKS)};\n`;
  return hooks + edited;
}
