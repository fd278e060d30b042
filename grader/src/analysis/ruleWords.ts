// How check and list speak of a broken lab rule, kept apart from the rule's checker so that they do not load the
// TypeScript compiler to say it.
import type { ForbiddenUse } from '../analysis/forbiddenUse.ts';
import { counted } from '../kit/words.ts';

/** What breaking the rule costs at grading, as check and list say it (grading's report says it its own way). */
export function ruleCost(hiddenCount?: number): string {
  const tests =
    hiddenCount === 1
      ? 'its hidden test'
      : hiddenCount
        ? `all ${counted(hiddenCount, 'hidden test')}`
        : 'every hidden test';
  return `at grading this costs the points of ${tests}, even those that pass, until it is gone`;
}

/**
 * A forbidden API as a sentence names it: the typed rule's `array` is "an array", with the code that makes it where
 * the finding has it ("an array (`line.split(',')`)"): the type alone does not say which construct to replace.
 */
export function apiName(api: string, construct?: string): string {
  if (api === 'array') return construct ? `an array (\`${construct}\`)` : 'an array';
  if (api === 'array-literal') return 'an array literal ([…])';
  return UNPROVABLE_NAMES[api] ?? api;
}

/** The first use and how many more: `Game.ts:12:5 uses Map (and 2 more uses)`. */
export function summarizeUses(uses: ForbiddenUse[]): string {
  const first = uses[0]!;
  const more = uses.length > 1 ? ` (and ${counted(uses.length - 1, 'more use')})` : '';
  return `${first.file}:${first.line}:${first.column} uses ${apiName(first.api, first.construct)}, which this lab's rule forbids${more}`;
}

/**
 * What a lab rule's checker cannot see through (unprovable.ts), as findings name it, and what to write instead: under
 * a rule such code counts as breaking it, since a forbidden API reached that way leaves no name to find.
 */
const UNPROVABLE_NAMES: Record<string, string> = {
  any: 'a value of type any, which the rule cannot see into',
  unknown: 'a value of type unknown used as an object or cast to another type',
  'computed-name': 'a member reached by a computed name (x[name] with a string, not a number)',
  commonjs: 'CommonJS (require, module, exports)',
  reflection: "reflection (Reflect, Proxy, globalThis, Function, a prototype, Object's property descriptors)",
  declare: 'an ambient declaration (declare)',
};

export const UNPROVABLE_INSTEAD: Record<string, string> = {
  any: 'give every value a precise type: no any, no JSON.parse, no casts through any',
  unknown: 'check what it is with typeof or instanceof before you use it, instead of casting it',
  'computed-name': 'write the member name itself (x.name), or index with a number',
  commonjs: 'use import and export',
  reflection: 'call the methods you need by their names on your own values',
  declare: 'write the code itself: the rule cannot check what a declaration stands for',
};
