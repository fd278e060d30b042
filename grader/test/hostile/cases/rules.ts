import { all, problemMatches, type HostileCase, type Sources } from '../corpus.ts';

// The lab rules are checked on the code that runs, and fail closed. A file TypeScript's parser rejects does not run
// in any stage (its stage's tests cannot load it); under a rule, whatever the checker cannot see through (a value of
// type any, a computed member name, CommonJS, reflection, an ambient declaration) breaks the rule.
const PILES = 'klondike/03-piles';
const PILES_HIDDEN = 37;
const COORDINATE = 'montecarlo/01-coordinate';
const COORDINATE_HIDDEN = 14;
const GAME = 'montecarlo/02-game';
const GAME_HIDDEN = 35;

/** Klondike's piles as the reference has them, with `code` after CardList's (or the named file's) own code. */
const piles =
  (code: string, file = 'CardList.ts', extra: Record<string, string> = {}) =>
  (src: Sources) => {
    const files: Record<string, string> = {
      'CardDeck.ts': src.reference(PILES, 'CardDeck.ts'),
      'CardStack.ts': src.reference(PILES, 'CardStack.ts'),
      'CardList.ts': src.reference(PILES, 'CardList.ts'),
    };
    files[file] = `${files[file]}\n${code}\n`;
    return { ...files, ...extra };
  };

/** Monte Carlo's reference Coordinate with `code` after its own. */
const coordinate = (code: string) => (src: Sources) => ({
  'Coordinate.ts': `${src.reference(COORDINATE, 'Coordinate.ts')}\n${code}\n`,
});

/** Monte Carlo's reference Game with `code` after its own. */
const game = (code: string) => (src: Sources) => ({
  'Game.ts': `${src.reference(GAME, 'Game.ts')}\n${code}\n`,
});

const syntaxError = (pattern: RegExp) =>
  all(problemMatches(/could not load your code: .*syntax error/), problemMatches(pattern));

export const RULES_FAIL_CLOSED: HostileCase[] = [
  {
    name: 'control: the Monte Carlo game with numeric indices and a typed JSON value, as the rules allow',
    kind: 'rules',
    activity: GAME,
    files: game(
      'export const cell = (grid: number[][], r: number, c: number): number => grid[r]![c]!;\n' +
        'export const parsed: number = Number(JSON.stringify(3));\nconsole.log(typeof parsed);',
    ),
    points: GAME_HIDDEN,
  },
  {
    name: 'control: the Klondike piles reading a member by a literal name, as the rules allow',
    kind: 'rules',
    activity: PILES,
    files: piles("const labels: Record<string, string> = { top: 'T' };\nexport const top = labels['top'];"),
    points: PILES_HIDDEN,
  },
  {
    name: 'control: the Monte Carlo coordinate with a string split and indexed by number',
    kind: 'rules',
    activity: COORDINATE,
    files: coordinate("const parts = 'a,b'.split(',');\nexport const second = parts[parts.length - 1];"),
    points: COORDINATE_HIDDEN,
  },
  {
    // A private name is no value: `#kind in other` asks whether `other` has it (a brand check).
    name: 'control: the Monte Carlo coordinate with a brand check on a private field',
    kind: 'rules',
    activity: COORDINATE,
    files: coordinate(
      'export class Branded {\n  #kind = 1;\n  static is(other: object): boolean {\n    return #kind in other;\n  }\n}',
    ),
    points: COORDINATE_HIDDEN,
  },
  {
    name: 'a Klondike stack on [] in a CommonJS-style helper that holds a legacy octal literal',
    kind: 'rules',
    activity: PILES,
    // Not a module (no import or export), so esbuild compiles `010` as 8; TypeScript's parser rejects it.
    files: piles("import * as legacy from './legacy.ts';\nexport const kept = legacy;", 'CardStack.ts', {
      'legacy.ts': 'const held = [];\nheld.push(010);\nmodule.exports = { held };\n',
    }),
    points: 0,
    check: syntaxError(/legacy\.ts:2:11: syntax error: Octal literals are not allowed/),
  },
  {
    name: 'a Monte Carlo Map beside the string "\\8"',
    kind: 'rules',
    activity: GAME,
    files: game('export const seen = new Map<string, number>();\nexport const odd = "\\8";'),
    points: 0,
    check: syntaxError(/Game\.ts:\d+:\d+: syntax error: Escape sequence '\\8' is not allowed/),
  },
  {
    name: 'an octal escape in a string of a stage with no rule (Elevens)',
    kind: 'rules',
    activity: 'elevens/01-card',
    files: (src) => ({ 'Card.ts': `${src.reference('elevens/01-card', 'Card.ts')}\nexport const odd = '\\01';\n` }),
    points: 0,
    check: syntaxError(/Octal escape sequences are not allowed/),
  },
  {
    name: 'a legacy octal literal in the Pyramid card',
    kind: 'rules',
    activity: 'pyramid/01-model',
    files: (src) => ({
      'Card.ts': `${src.reference('pyramid/01-model', 'Card.ts')}\nexport const eight = 010;\n`,
      'BasicPyramidSolitaire.ts': src.reference('pyramid/01-model', 'BasicPyramidSolitaire.ts'),
    }),
    points: 0,
    check: syntaxError(/Octal literals are not allowed/),
  },
  {
    name: 'a with statement that calls push on an array without naming it',
    kind: 'rules',
    activity: COORDINATE,
    // In a file that is no module, where esbuild compiles `with` as it is.
    files: (src) => ({
      ...coordinate("import './pusher.ts';")(src),
      'pusher.ts': 'const made = [1];\nwith (made) {\n  push(2);\n}\n',
    }),
    points: 0,
    check: syntaxError(/'with' statements are not allowed/),
  },
  {
    name: 'an HTML-like comment that hides a push from TypeScript but not from the compiler',
    kind: 'rules',
    activity: COORDINATE,
    files: coordinate('let hidden = 1;\nhidden <!-- hidden /*\nconst made = [1];\nmade.push(2);\n// */'),
    points: 0,
    check: syntaxError(/'<!--' is read as a comment/),
  },
  {
    name: 'a Klondike array typed any through JSON.parse, used with push, pop and at',
    kind: 'rules',
    activity: PILES,
    files: piles("const made = JSON.parse('[]');\nmade.push(1);\nmade.pop();\nexport const first = made.at(0);"),
    points: 0,
    check: problemMatches(/uses a value of type any/),
  },
  {
    name: 'an array cast from unknown to an interface of its own in Klondike',
    kind: 'rules',
    activity: PILES,
    files: piles(
      "interface Pile {\n  push(x: number): number;\n}\nconst raw: unknown = JSON.parse('[]');\nexport const pile = raw as Pile;",
    ),
    points: 0,
    check: problemMatches(/uses a value of type (any|unknown)/),
  },
  {
    name: 'push called by a computed name in Monte Carlo',
    kind: 'rules',
    activity: COORDINATE,
    files: coordinate("const made = [1];\nmade[['pu', 'sh'].join('')](2);"),
    points: 0,
    check: problemMatches(/uses a member reached by a computed name/),
  },
  {
    name: 'push reached with Reflect.get',
    kind: 'rules',
    activity: COORDINATE,
    files: coordinate("const made = [1];\nReflect.get(made, 'push').call(made, 2);"),
    points: 0,
    check: problemMatches(/uses reflection/),
  },
  {
    name: 'push called through Function.prototype.call.call and a property descriptor',
    kind: 'rules',
    activity: GAME,
    files: game(
      'const made = [1];\nconst name = `p${"ush"}`;\n' +
        'Function.prototype.call.call(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(made), name)!.value, made, 2);',
    ),
    points: 0,
    check: problemMatches(/uses reflection/),
  },
  {
    name: "push reached by optional chaining, made?.['push']",
    kind: 'rules',
    activity: COORDINATE,
    files: coordinate("const made = [1];\nmade?.['push'](2);"),
    points: 0,
    check: problemMatches(/uses \.push/),
  },
  {
    name: 'push taken out by destructuring',
    kind: 'rules',
    activity: COORDINATE,
    files: coordinate('const made = [1];\nconst { push } = made;\npush.call(made, 2);'),
    points: 0,
    check: problemMatches(/uses \.push/),
  },
  {
    name: 'a member taken out by a computed name in a destructuring',
    kind: 'rules',
    activity: GAME,
    files: game(
      "const made = [1];\nconst key: string = 'po' + 'p';\nconst { [key]: taken } = made as unknown as Record<string, () => number>;\nexport const got = taken;",
    ),
    points: 0,
    check: problemMatches(/uses (a member reached by a computed name|a value of type unknown)/),
  },
  {
    name: 'Array.prototype.push.call on an array',
    kind: 'rules',
    activity: COORDINATE,
    files: coordinate('const made = [1];\nArray.prototype.push.call(made, 2);'),
    points: 0,
    check: problemMatches(/uses (reflection|\.push)/),
  },
  {
    name: 'a Map reached as globalThis.Map',
    kind: 'rules',
    activity: GAME,
    files: game('export const seen = new globalThis.Map<string, number>();'),
    points: 0,
    check: problemMatches(/uses reflection/),
  },
  {
    name: 'an array made by spreading a string in Klondike',
    kind: 'rules',
    activity: PILES,
    files: piles("export const letters = [...'ab'].length;"),
    points: 0,
    check: problemMatches(/uses an array/),
  },
  {
    name: 'an array from Array.from in Klondike',
    kind: 'rules',
    activity: PILES,
    files: piles("export const letters = Array.from('ab').length;", 'CardDeck.ts'),
    points: 0,
    check: problemMatches(/uses (an array|Array)/),
  },
  {
    name: 'an array from Object.values in Klondike',
    kind: 'rules',
    activity: PILES,
    files: piles('export const values = Object.values({ a: 1 }).length;', 'CardStack.ts'),
    points: 0,
    check: problemMatches(/uses an array/),
  },
  {
    name: 'CommonJS require in Monte Carlo',
    kind: 'rules',
    activity: COORDINATE,
    files: coordinate("const util = require('node:util');\nexport const kind = typeof util;"),
    points: 0,
    check: problemMatches(/uses CommonJS/),
  },
  {
    name: 'CommonJS module.exports in Klondike',
    kind: 'rules',
    activity: PILES,
    files: piles('module.exports.extra = 1;'),
    points: 0,
    check: problemMatches(/uses CommonJS/),
  },
  {
    name: 'an ambient declaration that names the array methods otherwise',
    kind: 'rules',
    activity: COORDINATE,
    files: coordinate('declare const made: { add(x: number): void };\nexport const use = () => made.add(1);'),
    points: 0,
    check: problemMatches(/uses an ambient declaration/),
  },
  {
    name: 'a .js helper beside a clean .ts one: the array in the file that runs is found',
    kind: 'rules',
    activity: PILES,
    files: piles("import { count } from './helper.js';\nexport const counted = count();", 'CardList.ts', {
      'helper.ts': 'export function count(): number {\n  return 2;\n}\n',
      'helper.js': "export function count(): number {\n  return 'ab'.split('').length;\n}\n",
    }),
    points: 0,
    check: problemMatches(/helper\.js:\d+:\d+ uses an array/),
  },
];
