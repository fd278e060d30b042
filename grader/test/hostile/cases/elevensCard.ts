import { readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import {
  all,
  caughtNone,
  nothingLeaks,
  nothingShownAtOnce,
  problemMatches,
  replacing,
  testingNoteMatches,
  type CaseContext,
  type HostileCase,
} from '../corpus.ts';

// Elevens stage 01: 10 hidden tests worth 11 points (toString is worth 2), 4 testing points for catching 3 buggy Cards.
const CARD = 'elevens/01-card';
const FULL_HIDDEN = 11;
const FULL = 15;
/** The points of the Card suite's tests of toString (its pinned formats, 2; template literals, 1). */
const TO_STRING_HIDDEN = 3;
/** The points of the Card suite's tests that make a seven of diamonds. */
const SEVEN_OF_DIAMONDS_HIDDEN = 3;
/** A Card that answers every question wrongly: it passes only the 3 tests expecting two cards not to match. */
const WRONG =
  "export class Card { constructor(..._args: unknown[]) {} rank(): unknown { return 'wrong'; } suit(): unknown { return 'wrong'; } pointValue(): unknown { return -1; } matches(_other: unknown) { return false; } toString() { return 'wrong'; } }\n";
const WRONG_POINTS = 3;

const subject = (text: string) => () => ({ 'Card.ts': text });
const wrongWith = (code: string) => subject(`${code}\n${WRONG}`);
const reference = (edit: (text: string) => string) => (src: { reference: (a: string, f: string) => string }) => ({
  'Card.ts': edit(src.reference(CARD, 'Card.ts')),
});
const referenceWithTests =
  (tests: (original: string) => string) =>
  (src: { reference: (a: string, f: string) => string; tests: (a: string, f: string) => string }) => ({
    'Card.ts': src.reference(CARD, 'Card.ts'),
    'CardTester.test.ts': tests(src.tests(CARD, 'CardTester.test.ts')),
  });
/** The reference Card with a test file of one test: whatever it catches, it catches by cheating. */
const onlyTest = (test: string) => (src: { reference: (a: string, f: string) => string }) => ({
  'Card.ts': src.reference(CARD, 'Card.ts'),
  'CardTester.test.ts': `import { expect, it, vi } from 'vitest';\nimport { Card } from './Card.ts';\nvoid vi;\n${test}\n`,
});
/** The reference Card with one piece of code replaced, and the reference's own tests beside it. */
const referenceEditedWithTests =
  (find: string, replace: string) =>
  (src: { reference: (a: string, f: string) => string; tests: (a: string, f: string) => string }) => ({
    'Card.ts': replacing(src.reference(CARD, 'Card.ts'), find, replace),
    'CardTester.test.ts': src.tests(CARD, 'CardTester.test.ts'),
  });
const extraTest = (body: string) => (original: string) => `${original}\nit('extra', async () => {\n${body}\n});\n`;

export const ELEVENS_CARD: HostileCase[] = [
  // Controls: what honest work scores, so that every attack below can be read against them.
  {
    name: 'control: the reference with the reference tests',
    kind: 'framework',
    activity: CARD,
    files: referenceWithTests((t) => t),
    points: FULL,
  },
  {
    // vitest's asymmetric matchers are chai methods of `expect`: they once failed every test that used one, on the
    // reference too, so honest tests written with them were invalid and earned nothing.
    name: 'control: the reference tests and more, written with asymmetric matchers',
    kind: 'framework',
    activity: CARD,
    files: referenceWithTests(
      extraTest(
        "  const card = new Card('ace', 'hearts', 1);\n" +
          '  expect({ card }).toEqual({ card: expect.any(Card) });\n' +
          "  expect([card.rank(), card.suit()]).toEqual(expect.arrayContaining(['hearts']));\n" +
          "  expect({ text: card.toString() }).toEqual({ text: expect.stringContaining('ace'), more: undefined });\n" +
          '  expect({ value: card.pointValue() }).not.toEqual({ value: expect.anything(), other: expect.anything() });',
      ),
    ),
    points: FULL,
    check: (result) => result.testing.note,
  },
  {
    name: 'control: a Card that answers wrongly',
    kind: 'framework',
    activity: CARD,
    files: subject(WRONG),
    points: WRONG_POINTS,
  },

  // The operating system: what the test workers may not do, tried from the student's own tests and code.
  {
    name: 'a test writes a results file with node:fs',
    kind: 'os',
    activity: CARD,
    files: referenceWithTests(
      (t) => `import { writeFileSync } from 'node:fs';\n${t}\nwriteFileSync('/tmp/results.json', '{"score":100}');\n`,
    ),
    points: FULL_HIDDEN,
    check: testingNoteMatches(/not allowed/),
  },
  {
    name: 'a test starts a detached process',
    kind: 'os',
    activity: CARD,
    files: referenceWithTests(
      (t) => `import { spawn } from 'node:child_process';\n${t}\nspawn('sleep', ['60'], { detached: true }).unref();\n`,
    ),
    points: FULL_HIDDEN,
  },
  {
    name: 'a test connects to a local socket',
    kind: 'os',
    activity: CARD,
    files: (src, ctx) =>
      referenceWithTests((t) => `import { connect } from 'node:net';\n${t}\nconnect(${ctx.port}, '127.0.0.1');\n`)(src),
    points: FULL_HIDDEN,
  },
  {
    name: 'the subject fetches a local address at import',
    kind: 'os',
    activity: CARD,
    files: (_src, ctx) => wrongWith(`void fetch('http://127.0.0.1:${ctx.port}/');`)(),
    points: 0,
  },
  {
    name: 'the subject ends the process through globalThis',
    kind: 'os',
    activity: CARD,
    files: wrongWith('(globalThis as any).process.exit(0);'),
    points: 0,
  },
  {
    name: 'the subject looks for the environment but cannot reach it',
    kind: 'os',
    activity: CARD,
    files: reference((t) =>
      replacing(
        t,
        'return this.cardRank;',
        'try { return String((process as any).env.HOME); } catch { return this.cardRank; }',
      ),
    ),
    points: FULL_HIDDEN,
  },
  // The compiler folds the two strings into one path, so the test file is refused before it runs.
  {
    name: 'a test imports node:fs at run time',
    kind: 'os',
    activity: CARD,
    files: referenceWithTests(
      extraTest(
        "const fs = await import('node:' + 'fs'); expect(fs.readFileSync('/etc/hostname', 'utf8')).toBeTruthy();",
      ),
    ),
    points: FULL_HIDDEN,
    check: testingNoteMatches(/'node:fs' is not allowed/),
  },
  {
    name: 'a test imports node:fs by a path computed at run time',
    kind: 'os',
    activity: CARD,
    files: referenceWithTests(
      extraTest(
        "const name = ['node', 'fs'].join(':'); const fs = await import(name); expect(fs.readFileSync('/etc/hostname', 'utf8')).toBeTruthy();",
      ),
    ),
    points: FULL_HIDDEN,
    check: testingNoteMatches(/fail on a correct implementation/),
  },
  {
    // vitest's runner fails on it (it reads the message to report the failure); the worker had then sat silent until
    // the grader's wait limits, twice: 90 s of a grade under --limit 10. Now that test fails at once, saying why, the
    // worker is not used again (the runner is left inside that test), and the file's other tests run in a fresh one.
    name: 'a test throws an error whose message getter throws it again',
    kind: 'framework',
    activity: CARD,
    files: referenceWithTests(
      extraTest("const e = new Error('x'); Object.defineProperty(e, 'message', { get() { throw e; } }); throw e;"),
    ),
    points: FULL_HIDDEN,
    check: all(testingNoteMatches(/fail on a correct implementation/), (result) => {
      const extra = result.testing.tests.find((test) => test.name === 'extra');
      const others = result.testing.tests.filter((test) => test.name !== 'extra');
      if (
        !/the test runner failed in (CardTester > )?extra: a test threw a value that cannot be read/.test(
          extra?.message ?? '',
        )
      )
        return `the test does not say why it failed: ${extra?.message ?? 'no such test'}`;
      return others.length > 0 && others.every((test) => test.validOnReference)
        ? undefined
        : "the file's other tests did not run as they would have";
    }),
  },
  {
    // The same error thrown by the code under test, inside a hidden test: the runner's failure names the test
    // running then, and the error's text is graded code's (it can hold what the suite passed it). Told as a problem,
    // shown at once where hidden tests are not, it gave away the suite's test names and inputs before publication.
    // It is told with the hidden tests only; a throw as the student's module loads is still a problem (checkLoad).
    // It costs the tests that call toString, each saying why; the suite's other tests run in a fresh worker.
    name: 'the code under test throws, in a hidden test, an error whose message getter throws it again',
    runtimeOnly: true,
    kind: 'secrets',
    activity: CARD,
    files: referenceEditedWithTests(
      'return `${this.cardRank} of ${this.cardSuit} (point value = ${this.cardPointValue})`;',
      "const e = new Error(`${this.cardRank}`); Object.defineProperty(e, 'message', { get() { throw e; } }); throw e;",
    ),
    points: FULL - TO_STRING_HIDDEN,
    check: all(nothingShownAtOnce, (result) => {
      const failed = result.hidden.filter((test) => !test.passed);
      return failed.length > 0 &&
        failed.every((test) => /^toString|toString$/.test(test.name)) &&
        failed.every((test) => /the test runner failed in Card > /.test(test.message ?? ''))
        ? undefined
        : `not exactly the toString tests failed, saying why: ${failed.map((test) => test.name).join(', ')}`;
    }),
  },
  {
    // An error whose text holds a stack frame at line 0, thrown for a card only the hidden suite makes: mapping that
    // frame to the student's TypeScript threw, the stage was called ungradable (0 points) in a problem shown at once,
    // so whether the suite builds that card showed before the hidden tests did. The frame is now left as written.
    name: 'the code under test throws, for a card only the hidden suite makes, an error with a frame at line 0',
    runtimeOnly: true,
    kind: 'secrets',
    activity: CARD,
    files: referenceEditedWithTests(
      'constructor(rank: string, suit: string, pointValue: number) {',
      "constructor(rank: string, suit: string, pointValue: number) {\n    if (rank === '7' && suit === 'diamonds') throw new Error('no\\n    at elevens/01-card/Card.ts:0:1');",
    ),
    points: FULL - SEVEN_OF_DIAMONDS_HIDDEN,
    check: all(nothingShownAtOnce, (result) =>
      result.coverage ? undefined : "the coverage of the student's own tests is missing",
    ),
  },
  {
    // Grading binds another stage a student's file imports to the kit's reference: a later stage's, or another lab's,
    // would run the hidden material, and what it computes could be written into a test's name, shown at once.
    name: "a test runs another lab's reference and writes what it computes into its name",
    runtimeOnly: true,
    kind: 'secrets',
    activity: CARD,
    files: referenceWithTests(
      (original) =>
        `import { Game } from '../../montecarlo/03-hint/Game.ts';\n${original}\n` +
        'it(`seen ${String(new Game(5, 5).getHint())}`, () => {});\n',
    ),
    points: FULL_HIDDEN,
    check: testingNoteMatches(
      /is a file of the montecarlo lab: the elevens lab's files may import only its own stages/,
    ),
  },
  {
    // Another stage's test file is the kit's reference tests there: they would count as the student's own.
    name: "a test imports a later stage's test file, the kit's reference tests there",
    runtimeOnly: true,
    kind: 'secrets',
    activity: CARD,
    files: referenceWithTests((original) => `import '../09-elevens-board/ElevensBoardTester.test.ts';\n${original}`),
    points: FULL_HIDDEN,
    check: testingNoteMatches(/is a test file of another stage/),
  },
  {
    name: 'a test kills the grader',
    kind: 'os',
    activity: CARD,
    files: referenceWithTests(extraTest('(process as any).kill((process as any).ppid);')),
    points: FULL_HIDDEN,
  },
  {
    name: 'a test reaches require',
    kind: 'os',
    activity: CARD,
    files: referenceWithTests(extraTest("(require as any)('fs');")),
    points: FULL_HIDDEN,
  },
  {
    name: 'the subject calls process.binding at import',
    kind: 'os',
    activity: CARD,
    files: wrongWith("(process as any).binding('fs');"),
    points: 0,
  },

  // The test framework: graded code cannot reach its globals, its registries or the kit's classes.
  {
    name: 'the worker state global at import',
    kind: 'framework',
    activity: CARD,
    files: wrongWith('(__vitest_worker__ as any).current.result = { state: "pass" };'),
    points: 0,
  },
  {
    name: 'the worker state through a computed global name',
    kind: 'framework',
    activity: CARD,
    files: wrongWith("(globalThis as any)['__vitest_' + 'worker__'].current.mode = 'skip';"),
    points: 0,
  },
  {
    name: 'an equality tester that accepts anything',
    kind: 'framework',
    activity: CARD,
    files: wrongWith(
      "(globalThis as any)[Symbol.for('$$jest-matchers-object')].customEqualityTesters.push(() => true);",
    ),
    points: 0,
  },
  {
    name: 'matchers replaced in the registry',
    kind: 'framework',
    activity: CARD,
    files: wrongWith(
      "Object.assign((globalThis as any)[Symbol.for('matchers-object')].matchers, { toBe: () => ({ pass: true }) });",
    ),
    points: 0,
  },
  {
    name: 'answers that pretend to be asymmetric matchers',
    kind: 'framework',
    activity: CARD,
    files: subject(
      WRONG.replaceAll("return 'wrong';", 'return { asymmetricMatch: () => true, toString: () => "ace" };'),
    ),
    points: WRONG_POINTS,
  },
  {
    name: 'answers that are Proxies',
    kind: 'framework',
    activity: CARD,
    files: subject(WRONG.replaceAll("return 'wrong';", 'return new Proxy({}, { get: () => () => true });')),
    points: WRONG_POINTS,
  },
  {
    name: 'in-source tests registered through import.meta',
    kind: 'framework',
    activity: CARD,
    files: wrongWith("(import.meta as any).vitest?.it('rank_returns_the_rank_given_to_the_constructor', () => {});"),
    points: WRONG_POINTS,
  },
  {
    name: 'the test framework imported by the subject',
    kind: 'framework',
    activity: CARD,
    files: wrongWith(
      "import { expect } from 'vitest';\nexpect.extend({ toBe: () => ({ pass: true, message: () => '' }) });",
    ),
    points: 0,
    check: problemMatches(/not allowed/),
  },
  {
    name: 'the expect package imported directly',
    kind: 'framework',
    activity: CARD,
    files: wrongWith("import * as e from '@vitest/expect';\nvoid e;"),
    points: 0,
  },
  {
    name: 'a built-in replaced (Object.is)',
    kind: 'framework',
    activity: CARD,
    files: wrongWith('(Object as { is: unknown }).is = () => true;'),
    points: 0,
  },
  {
    name: 'a prototype method replaced (Array.prototype.every)',
    kind: 'framework',
    activity: CARD,
    files: wrongWith('Array.prototype.every = () => true;'),
    points: 0,
  },
  // Object.prototype and the typed array prototypes are locked property by property rather than frozen (realm.ts): the same rule holds.
  {
    name: 'Object.prototype given a property every object inherits',
    kind: 'framework',
    activity: CARD,
    files: wrongWith('(Object.prototype as any).asymmetricMatch = () => true;'),
    points: 0,
  },
  {
    name: 'Object.prototype given a property by defineProperty',
    kind: 'framework',
    activity: CARD,
    files: wrongWith("Object.defineProperty(Object.prototype, 'asymmetricMatch', { value: () => true });"),
    points: 0,
  },
  {
    name: 'a typed array method replaced',
    kind: 'framework',
    activity: CARD,
    files: wrongWith('(Object.getPrototypeOf(Uint8Array).prototype as any).fill = () => undefined;'),
    points: 0,
  },
  {
    name: 'a Map method replaced to catch the runner’s objects',
    kind: 'framework',
    activity: CARD,
    files: wrongWith('WeakMap.prototype.get = function () { return undefined; };'),
    points: 0,
  },
  {
    name: 'Error.prototype replaced',
    kind: 'framework',
    activity: CARD,
    files: wrongWith('Object.setPrototypeOf(Error.prototype, null);'),
    points: 0,
  },
  {
    name: 'code generated from a string (Function)',
    kind: 'framework',
    activity: CARD,
    files: wrongWith("(Function('return globalThis')() as any).__vitest_worker__.current.mode = 'skip';"),
    points: 0,
  },
  {
    name: 'code generated through an async function constructor',
    kind: 'framework',
    activity: CARD,
    files: wrongWith("void (async () => {}).constructor('return globalThis')();"),
    points: 0,
  },
  {
    name: 'a reserved grader name declared',
    kind: 'framework',
    activity: CARD,
    files: wrongWith('const __cardlabGuard = () => {}; void __cardlabGuard;'),
    points: 0,
    check: problemMatches(/reserved for the grader/),
  },

  // State shared between runs: a student's test cannot tell the reference run from a buggy one.
  {
    name: 'a test that fails when a path names a buggy file or the reference',
    kind: 'state',
    activity: CARD,
    files: onlyTest(
      "it('cheat', () => { let where = String(import.meta.url); try { (Card.prototype.matches as any).call(null, null); } catch (error) { where += String((error as Error).stack); } expect(where).not.toMatch(/buggy|solutions/); });",
    ),
    points: FULL_HIDDEN,
    check: caughtNone,
  },
  {
    name: 'a test that counts the runs in the environment',
    kind: 'state',
    activity: CARD,
    files: onlyTest(
      "it('counts', () => { const n = Number(import.meta.env.CARDLAB_COUNT ?? 0) + 1; vi.stubEnv('CARDLAB_COUNT', String(n)); expect(n).toBe(1); });",
    ),
    points: FULL_HIDDEN,
  },
  {
    name: 'a test that counts the runs in a global',
    kind: 'state',
    activity: CARD,
    files: onlyTest(
      "it('counts', () => { vi.stubGlobal('cardlabRuns', (globalThis as any).cardlabRuns ?? 0); expect(++(globalThis as any).cardlabRuns).toBe(1); });",
    ),
    points: FULL_HIDDEN,
    check: testingNoteMatches(/fail on a correct implementation/),
  },
  // One worker process runs the student's tests on the reference and on each buggy Card, one file after another:
  // nothing a file leaves reaches the next. A test that passes only in the first run it sees would otherwise be
  // valid on the reference whenever the reference ran first, and catch every buggy Card after it. Storing on a
  // built-in or reassigning a global name throws, so such a test fails on the reference and earns nothing.
  {
    name: 'a test remembers earlier runs on a built-in function',
    kind: 'state',
    activity: CARD,
    files: onlyTest(
      "it('first run only', () => { const seen = (parseInt as any).seenBefore; (parseInt as any).seenBefore = true; expect(seen).toBeUndefined(); });",
    ),
    points: FULL_HIDDEN,
    check: testingNoteMatches(/fail on a correct implementation/),
  },
  {
    name: 'a test remembers earlier runs by reassigning a global name',
    kind: 'state',
    activity: CARD,
    files: onlyTest(
      "it('first run only', () => { const seen = (JSON as any).seenBefore; // @ts-expect-error on purpose\n JSON = Object.assign(Object.create(JSON), { seenBefore: true }); expect(seen).toBeUndefined(); });",
    ),
    points: FULL_HIDDEN,
    check: testingNoteMatches(/fail on a correct implementation/),
  },
  {
    name: 'a test remembers earlier runs on Object.prototype',
    kind: 'state',
    activity: CARD,
    files: onlyTest(
      // Were Object.prototype open, the first run would mark it and every later run fail, some of them on a buggy
      // implementation only; locked, the mark never takes, and every run passes alike (it catches nothing).
      "it('first run only', () => { const seen = ({} as any).seenBefore; try { Object.defineProperty(Object.prototype, 'seenBefore', { value: true }); } catch {} expect(seen).toBeUndefined(); });",
    ),
    points: FULL_HIDDEN,
    check: caughtNone,
  },
  {
    name: 'a test remembers earlier runs on the console',
    kind: 'state',
    activity: CARD,
    files: onlyTest(
      "it('first run only', () => { const seen = (console as any).seenBefore; (console as any).seenBefore = true; expect(seen).toBeUndefined(); });",
    ),
    points: FULL_HIDDEN,
    check: testingNoteMatches(/fail on a correct implementation/),
  },
  {
    name: 'a timer left by one run marks the next',
    kind: 'state',
    activity: CARD,
    files: onlyTest(
      "it('first run only', async () => { const seen = (console as any).marked; setInterval(() => { (console as any).marked = true; }, 1); await new Promise((r) => setTimeout(r, 20)); expect(seen).toBeUndefined(); });",
    ),
    points: FULL_HIDDEN,
    check: caughtNone,
  },
  {
    name: 'a test that reads the implementation’s source',
    kind: 'state',
    activity: CARD,
    files: referenceWithTests(
      extraTest(
        "const { Card } = await import('./Card.ts'); expect(Card.prototype.matches.toString()).toContain('&&');",
      ),
    ),
    points: FULL_HIDDEN,
    check: testingNoteMatches(/fail on a correct implementation/),
  },
  {
    name: 'a test that leaks the reference source into its names',
    kind: 'secrets',
    activity: CARD,
    files: referenceWithTests(
      (t) =>
        `${t}\nimport { Card as Leaked } from './Card.ts';\nit(String(Leaked) + Leaked.prototype.toString.toString(), () => {});\n`,
    ),
    points: FULL,
    check: nothingLeaks('cardPointValue'),
  },

  // Secret material: references, hidden suites, buggy sources and the machine's files stay out of reach.
  {
    name: 'the reference re-exported by a relative path',
    kind: 'secrets',
    activity: CARD,
    files: subject("export * from '../../../../../solutions/elevens/01-card/Card.ts';\n"),
    points: 0,
    check: problemMatches(/leads outside the submission|not allowed/),
  },
  {
    name: 'the reference re-exported by an absolute path',
    kind: 'secrets',
    activity: CARD,
    files: (_src, ctx) => subject(`export * from '${ctx.kitRoot}/solutions/elevens/01-card/Card.ts';\n`)(),
    points: 0,
  },
  {
    name: 'the reference imported by a file URL',
    kind: 'secrets',
    activity: CARD,
    files: (_src, ctx) => subject(`export * from 'file://${ctx.kitRoot}/solutions/elevens/01-card/Card.ts';\n`)(),
    points: 0,
  },
  {
    name: 'the reference imported with a run query',
    kind: 'secrets',
    activity: CARD,
    files: subject("export * from './Card.ts?cardlab-run=000000000000000000000000';\n"),
    points: 0,
  },
  {
    name: 'a provided file imported with a query',
    kind: 'secrets',
    activity: CARD,
    files: wrongWith("import '../../shared/errors.ts?raw';"),
    points: 0,
  },
  {
    name: 'the hidden suite imported as a module',
    kind: 'secrets',
    activity: CARD,
    files: wrongWith("import '../../../../../grader/suites/elevens/01-card/Card.hidden.test.ts';"),
    points: 0,
  },
  {
    name: 'the reference loaded by a dynamic import at test time',
    kind: 'secrets',
    activity: CARD,
    files: (_src, ctx) => ({
      'Card.ts': WRONG.replace(
        "rank(): unknown { return 'wrong'; }",
        `rank(): unknown { void import('${ctx.kitRoot}/solutions/elevens/01-card/Card.ts'); return 'wrong'; }`,
      ),
    }),
    points: 0,
    check: all(problemMatches(/not allowed/), nothingLeaks('grader/src')),
  },
  {
    name: 'the reference loaded by a computed dynamic import at test time',
    kind: 'secrets',
    activity: CARD,
    files: (_src, ctx) => ({
      'Card.ts': WRONG.replace(
        "rank(): unknown { return 'wrong'; }",
        `rank(): unknown { void import(['${ctx.kitRoot}', 'solutions/elevens/01-card/Card.ts'].join('/')).then((m) => { (globalThis as any).leak = m; }); return 'wrong'; }`,
      ),
    }),
    points: WRONG_POINTS,
  },
  {
    name: 'the reference compiled with the bundled typescript',
    kind: 'secrets',
    activity: CARD,
    files: wrongWith("import ts from 'typescript';\nvoid ts;"),
    points: 0,
  },
  {
    name: 'the reference read from disk',
    kind: 'secrets',
    activity: CARD,
    files: (_src, ctx) =>
      wrongWith(
        `import { readFileSync } from 'node:fs';\nexport const leaked = readFileSync('${ctx.kitRoot}/solutions/elevens/01-card/Card.ts', 'utf8');`,
      )(),
    points: 0,
    check: nothingLeaks('cardPointValue'),
  },
  {
    name: 'a buggy implementation’s parent imported by a test',
    kind: 'secrets',
    activity: CARD,
    files: referenceWithTests(
      (t) =>
        `import { Card as Parent } from '../../../../../solutions/elevens/01-card/Card.ts';\n${t}\nit('parent', () => { expect(Parent).toBeDefined(); });\n`,
    ),
    points: FULL_HIDDEN,
    check: testingNoteMatches(/not allowed|outside/),
  },
  linkedCard(
    'Card.ts a symbolic link to the reference',
    (_dir, ctx) => `${ctx.kitRoot}/solutions/elevens/01-card/Card.ts`,
  ),
  linkedCard('Card.ts a relative symbolic link out of the submission', (dir, ctx) =>
    path.relative(`${dir}/elevens/01-card`, `${ctx.kitRoot}/solutions/elevens/01-card/Card.ts`),
  ),
  linkedCard(
    'Card.ts a symbolic link through /proc/self/cwd',
    () => '/proc/self/cwd/solutions/elevens/01-card/Card.ts',
  ),
  {
    name: 'a helper that is a symbolic link to /etc/hostname',
    kind: 'secrets',
    activity: CARD,
    files: (src) => ({
      'Card.ts': `import text from './host.txt?raw';\nexport const leaked = text;\n${src.reference(CARD, 'Card.ts')}`,
    }),
    prepare: (dir) => symlink('/etc/hostname', `${dir}/elevens/01-card/host.txt`),
    points: 0,
    check: all(problemMatches(/symbolic link/), nothingLeaks(hostname())),
  },
];

function symlink(target: string, at: string): void {
  symlinkSync(target, at);
}

/** Card.ts handed in as a symbolic link to `target`: refused, so the activity has no Card at all. */
function linkedCard(name: string, target: (dir: string, ctx: CaseContext) => string): HostileCase {
  return {
    name,
    kind: 'secrets',
    activity: CARD,
    files: () => ({}),
    prepare: (dir, ctx) => symlink(target(dir, ctx), `${dir}/elevens/01-card/Card.ts`),
    points: 0,
    check: problemMatches(/symbolic link/),
  };
}

function hostname(): string {
  try {
    return readFileSync('/etc/hostname', 'utf8').trim() || '\0none';
  } catch {
    return '\0none';
  }
}
