import { PLACEHOLDER } from './placeholders.ts';

/** What a new stage is called: `elevens/12-war`, subject `War`. */
export interface StageName {
  lab: string;
  slug: string;
  /** `12` */
  number: string;
  subject: string;
}

/** The id of a bug the example buggy implementation has (its file is `<Subject>.<id>.ts`). */
export const EXAMPLE_BUG = 'label-upper-case';

/** The id of the freedom the example wheat takes (its file is `wheats/<stage>/<Subject>.<id>.ts`). */
export const EXAMPLE_WHEAT = 'other-message';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function readme({ lab, number, subject }: StageName): string {
  return `# ${capitalised(lab)} ${number} · ${PLACEHOLDER} the stage's title

${PLACEHOLDER} what the student builds in this stage and why it matters, in our own words (facts, rules and
formats may come from the handout; its sentences may not).

## Your task

Complete \`${subject}.ts\`:

- ${PLACEHOLDER} each constructor and method: what it takes, what it gives back, with an example. State every
  rule and exact format the hidden tests check.

Then write your own tests in \`${subject}Tester.test.ts\`. At grading they run against a correct \`${subject}\` (each
must pass) and against several broken ones; you earn the testing points by catching them.

## Where the handout is silent

- ${PLACEHOLDER} each detail the handout leaves open: a wheat shows it is open, or the kit's own rule is stated
  here (grader/AUTHORING.md, "Wheats"). Where nothing is, one line starting "Nothing is left open" says why.
- The message of the error for an empty label is yours: tests check which error is thrown, not its words.

## Checking your work

\`\`\`
npx cardlab check ${lab}/${number}
npx cardlab hint ${lab}/${number}
\`\`\`
`;
}

function manifest({ subject }: StageName): string {
  const data = {
    $schema: '../../../fixtures/schemas/activity.schema.json',
    title: `${PLACEHOLDER} the stage's title`,
    files: {
      subject: [`${subject}.ts`],
      visibleTests: [`${subject}.visible.test.ts`],
      studentTests: [`${subject}Tester.test.ts`],
    },
    hidden: [{ suite: `${subject}.hidden.test.ts` }],
    testing: { points: 4 },
    wheats: { [`${subject}.ts`]: [EXAMPLE_WHEAT] },
    buggy: { [`${subject}.ts`]: [EXAMPLE_BUG] },
    hints: [
      `${PLACEHOLDER} the first hint: where to start (hints are shown one at a time, the least telling first).`,
      `${PLACEHOLDER} a later hint, closer to the answer without giving it.`,
    ],
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

function stub({ lab, number, subject }: StageName): string {
  return `/**
 * ${capitalised(lab)} ${number}: complete this class. See README.md in this folder.
 * Keep the class name, the constructor's parameters and the method names: the grader calls them.
 */
// ${PLACEHOLDER} the reference's API (the same names, parameters and types); every method, constructor included,
// throws a TODO error saying what is not written yet. Members given to the student go in providedMembers.
export class ${subject} {
  constructor(label: string) {
    throw new Error('TODO: ${subject} constructor is not written yet');
  }

  label(): string {
    throw new Error('TODO: ${subject}.label is not written yet');
  }
}
`;
}

function visibleTests({ lab, number, subject }: StageName): string {
  return `// Public tests: \`cardlab check ${lab}/${number}\` runs them. The grader's hidden tests check more.
// ${PLACEHOLDER} a few easy cases, the README's examples; never a hidden test's name.
import { describe, expect, it } from 'vitest';
import { ${subject} } from './${subject}.ts';

describe('${subject} (public)', () => {
  it('gives_back_its_label', () => {
    expect(new ${subject}('first').label()).toBe('first');
  });
});
`;
}

function starterTests({ subject }: StageName): string {
  return `// Your own tests for ${subject}. The grader runs them against a correct ${subject} (each must pass)
// and against several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { ${subject} } from './${subject}.ts';

describe('${subject}Tester', () => {
  // Write your tests here, for example:
  // it('what_your_test_checks', () => { ... });
});
`;
}

function reference({ subject }: StageName): string {
  return `// ${PLACEHOLDER} the reference: what the stage asks, in small methods that a buggy implementation can
// override one at a time (grader/AUTHORING.md, "Designing a reference").
import { IllegalArgumentError } from '../../shared/errors.ts';

/** ${PLACEHOLDER} what a ${subject} is. */
export class ${subject} {
  private readonly text: string;

  constructor(label: string) {
    if (label === '') throw new IllegalArgumentError('a label cannot be empty');
    this.text = label;
  }

  label(): string {
    return this.text;
  }
}
`;
}

function referenceTests({ subject }: StageName): string {
  return `// The reference student tests: they pass on the reference and catch every buggy implementation.
// ${PLACEHOLDER} the tests a good student would write; each buggy implementation must fail at least one.
import { describe, expect, it } from 'vitest';
import { ${subject} } from './${subject}.ts';

describe('${subject}Tester', () => {
  it('the_label_is_kept_as_given', () => {
    expect(new ${subject}('Mixed case').label()).toBe('Mixed case');
  });
});
`;
}

function hiddenSuite({ lab, slug, subject }: StageName): string {
  return `// ${PLACEHOLDER} one test per rule of the specification, named in snake_case for what it checks, each expect
// saying what was checked. A fixture is imported from fixtures/${lab}/ (grader/AUTHORING.md).
import { describe, expect, it } from 'vitest';
import { ${subject} } from '../../../../solutions/${lab}/${slug}/${subject}.ts';
import { IllegalArgumentError } from '../../../../activities/shared/errors.ts';

describe('${subject}', () => {
  it('label_returns_the_text_given_to_the_constructor', () => {
    const made = new ${subject}('Queen of clubs');
    expect(made.label(), 'label() of new ${subject}("Queen of clubs")').toBe('Queen of clubs');
  });

  it('an_empty_label_is_refused', () => {
    expect(() => new ${subject}(''), 'new ${subject}("")').toThrow(IllegalArgumentError);
  });
});
`;
}

function buggy({ lab, slug, subject }: StageName): string {
  return `/**
 * @bug label() gives the text in capitals.
 * @misconception ${PLACEHOLDER} the wrong idea that leads a student to this bug.
 * @hint ${PLACEHOLDER} a question about what the student's tests do not look at (shown to students: never the fix).
 */
import { ${subject} as Reference${subject} } from '../../../solutions/${lab}/${slug}/${subject}.ts';

export class ${subject} extends Reference${subject} {
  override label(): string {
    return super.label().toUpperCase();
  }
}
`;
}

function wheat({ lab, slug, subject }: StageName): string {
  return `/**
 * @freedom the error for an empty label carries another message: the README names the error, not its words.
 */
// ${PLACEHOLDER} a wheat is a correct implementation that differs from the reference in one detail the README leaves
// open, written to follow "fails where" in a student's report (grader/AUTHORING.md, "Wheats").
import { ${subject} as Reference${subject} } from '../../../solutions/${lab}/${slug}/${subject}.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';

export class ${subject} extends Reference${subject} {
  constructor(label: string) {
    if (label === '') throw new IllegalArgumentError('no label');
    super(label);
  }
}
`;
}

function probes({ lab, slug, subject }: StageName): string {
  return `// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
// ${PLACEHOLDER} a probe for each wheat, asserting what the reference does where the wheat differs.
import { describe, expect, it } from 'vitest';
import { ${subject} } from '../../../solutions/${lab}/${slug}/${subject}.ts';

describe('what ${subject} leaves open', () => {
  it('an_empty_label_is_refused_saying_why', () => {
    expect(() => new ${subject}('')).toThrow(/cannot be empty/);
  });
});
`;
}

/** Every file of a new stage, by its path in the kit (forward slashes), with its starting text. */
export function stageFiles(name: StageName): Record<string, string> {
  const { lab, slug, subject } = name;
  const stage = `${lab}/${slug}`;
  return {
    [`activities/${stage}/README.md`]: readme(name),
    [`activities/${stage}/activity.json`]: manifest(name),
    [`activities/${stage}/${subject}.ts`]: stub(name),
    [`activities/${stage}/${subject}.visible.test.ts`]: visibleTests(name),
    [`activities/${stage}/${subject}Tester.test.ts`]: starterTests(name),
    [`solutions/${stage}/${subject}.ts`]: reference(name),
    [`solutions/${stage}/${subject}Tester.test.ts`]: referenceTests(name),
    [`grader/suites/${stage}/${subject}.hidden.test.ts`]: hiddenSuite(name),
    [`buggy/${stage}/${subject}.${EXAMPLE_BUG}.ts`]: buggy(name),
    [`wheats/${stage}/${subject}.${EXAMPLE_WHEAT}.ts`]: wheat(name),
    [`wheats/${stage}/probes.test.ts`]: probes(name),
  };
}
