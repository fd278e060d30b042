import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
import { grade } from '../src/score/grade.ts';
import { kitCompilerOptions, kitCompilerSettings } from '../src/analysis/typecheck.ts';
import { beginRequest, endRequest, hostFor } from '../src/analysis/compilerHost.ts';
import { fakeKit, submissionFolder, testContext } from './support.ts';

const activities = listActivities(KIT_ROOT, 'elevens');

// Stage 04's README tells students to print a deck with console.log: the editor and `npm run typecheck` accept it.
const OWN_TESTS = `import { expect, it } from 'vitest';
import { Deck } from './Deck.ts';
import { SeededRandom } from '../../shared/RandomSource.ts';

it('a_shuffled_deck_still_holds_every_card', () => {
  const deck = new Deck(['ace', '2', '3'], ['spades', 'hearts'], [1, 2, 3], new SeededRandom(4));
  console.log(String(deck));
  expect(deck.size()).toBe(6);
});
`;

describe('one set of compiler options: the kit tsconfig.json', () => {
  it('are_read_from_the_kits_tsconfig_and_nowhere_else', () => {
    const loose = fakeKit({
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: false, lib: ['ES2022', 'DOM'], types: [] } }),
    });
    const options = kitCompilerOptions(loose);
    expect(options.strict).toBe(false);
    expect(options.lib).toEqual(['lib.es2022.d.ts', 'lib.dom.d.ts']);
    expect(options.noEmit).toBe(true);
    const kit = kitCompilerOptions(KIT_ROOT);
    expect([kit.strict, kit.types, kit.moduleResolution]).toEqual([true, [], ts.ModuleResolutionKind.Bundler]);
  });

  it('a_kit_without_a_usable_tsconfig_is_a_clear_error', () => {
    expect(() => kitCompilerOptions(fakeKit({}))).toThrow(/the kit's tsconfig\.json cannot be used: .*tsconfig\.json/);
    expect(() =>
      kitCompilerOptions(fakeKit({ 'tsconfig.json': '{ "compilerOptions": { "target": "ES1999" } }' })),
    ).toThrow(/cannot be used: .*target/);
  });

  it('take_no_library_from_a_package_of_the_machine_above_the_kit', () => {
    // TypeScript would take `lib.es2015.d.ts` from an `@typescript/lib-es2015` package found in any folder above the
    // tsconfig.json: what a folder of the grading machine holds would change what the check finds.
    const kit = fakeKit({
      'tsconfig.json': JSON.stringify({ compilerOptions: { lib: ['ES2022'], types: [], strict: true } }),
      'node_modules/@typescript/lib-es2015/package.json': JSON.stringify({
        name: '@typescript/lib-es2015',
        types: 'index.d.ts',
      }),
      'node_modules/@typescript/lib-es2015/index.d.ts': 'declare var planted: number;\n',
      'work/uses.ts': 'export const seen: number = planted;\n',
    });
    const options = kitCompilerOptions(kit);
    const host = hostFor(options, path.join(kit, 'work'), { root: kit });
    const program = ts.createProgram({ rootNames: [path.join(kit, 'work', 'uses.ts')], options, host });
    const messages = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
    expect(messages).toEqual(["Cannot find name 'planted'."]);
  });

  it('are_read_once_in_a_request_and_afresh_in_the_next', () => {
    const kit = fakeKit({ 'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, types: [] } }) });
    const loosen = () =>
      writeFileSync(path.join(kit, 'tsconfig.json'), JSON.stringify({ compilerOptions: { types: [] } }));
    beginRequest();
    try {
      expect(kitCompilerSettings(kit).options.strict).toBe(true);
      loosen();
      // The request's programs share one reading (a request neither changes the kit nor lasts past its answer).
      expect(kitCompilerSettings(kit).options.strict).toBe(true);
    } finally {
      endRequest();
    }
    expect(kitCompilerSettings(kit).options.strict).toBeUndefined();
  });

  it('check_and_grade_accept_console_as_the_editor_does_and_still_report_real_type_errors', async () => {
    const dir = submissionFolder({
      'elevens/04-deck-shuffle': { rest: 'reference', files: { 'DeckTester.test.ts': { text: OWN_TESTS } } },
    });
    const ctx = testContext([], { cwd: dir });
    expect(await main(['check', 'elevens/04', '--dir', 'sub'], ctx)).toBe(0);
    expect(ctx.stdout.text).toContain('types         ok');
    const graded = await grade({
      kitRoot: KIT_ROOT,
      submissionDir: path.join(dir, 'sub'),
      activities: activities.filter((a) => a.id === 'elevens/04-deck-shuffle'),
      outDir: dir,
    });
    expect(graded.activities[0]!.typeProblems).toEqual([]);
    // A real mistake is still one.
    const wrongTests = { 'DeckTester.test.ts': { text: OWN_TESTS.replace('deck.size()', 'deck.count()') } };
    const wrongDir = submissionFolder({ 'elevens/04-deck-shuffle': { rest: 'reference', files: wrongTests } });
    const wrong = testContext([], { cwd: wrongDir });
    await main(['check', 'elevens/04', '--dir', 'sub'], wrong);
    expect(wrong.stdout.text).toMatch(
      /types {9}1 problem\n {2}! elevens\/04-deck-shuffle\/DeckTester\.test\.ts:8:15 Property 'count' does not exist/,
    );
  });
});
