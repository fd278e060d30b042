import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { ScriptedRandom } from '../../activities/shared/RandomSource.ts';
import { counted, fitWords } from '../src/kit/words.ts';
import { submissionFolder, testContext } from './support.ts';

async function hintFor(
  wanted: string,
  cwd = mkdtempSync(path.join(os.tmpdir(), 'cardlab-ids-')),
): Promise<{ code: number; out: string; err: string }> {
  const ctx = testContext([], { cwd });
  const code = await main(['hint', wanted], ctx);
  return { code, out: ctx.stdout.text, err: ctx.stderr.text };
}

describe('activity ids', () => {
  it('an_unknown_id_suggests_the_closest_instead_of_listing_every_id', async () => {
    const typo = await hintFor('elevens/01-crad');
    expect(typo.code).toBe(2);
    expect(typo.err).toBe('cardlab: there is no activity "elevens/01-crad"; did you mean elevens/01-card?\n');
    expect((await hintFor('eleven/03')).err).toMatch(/did you mean elevens\/03-shuffler\?$/m);
    expect((await hintFor('pyramid/veiw')).err).toMatch(/did you mean pyramid\/02-view\?$/m);
    const far = await hintFor('chess/01');
    expect(far.err).toMatch(
      /^cardlab: there is no activity "chess\/01": `cardlab list` shows them all \(an id such as elevens\/02-deck, or/m,
    );
    expect(far.err).not.toMatch(/klondike|pyramid|montecarlo/);
  });

  it('accepts_the_path_forms_tab_completion_and_editors_give', async () => {
    for (const form of [
      'activities/elevens/02-deck',
      'activities/elevens/02-deck/',
      './activities/elevens/02-deck//',
      'activities\\elevens\\02-deck\\',
      path.join(KIT_ROOT, 'activities', 'elevens', '02-deck') + path.sep,
      'activities/elevens/02-deck/Deck.ts',
    ]) {
      const { code, out } = await hintFor(form);
      expect(code, form).toBe(0);
      expect(out, form).toMatch(/^Hint 1 of \d+ for elevens\/02-deck: /);
    }
  });

  it('a_folder_named_from_inside_the_activities_folder_is_found_and_the_id_still_works_there', async () => {
    const sub = path.join(submissionFolder({ 'elevens/01-card': 'reference' }), 'sub');
    for (const wanted of ['01-card/', 'elevens/01']) {
      const ctx = testContext([], { cwd: path.join(KIT_ROOT, 'activities', 'elevens') });
      expect(await main(['list', wanted, '--dir', sub], ctx), wanted).toBe(0);
      expect(ctx.stdout.text, wanted).toMatch(
        /^✓ elevens\/01-card +Design and create a Card class +done +2\/2 public tests\n\n1 of 1 activity done/,
      );
    }
  });

  it('a_lab_where_one_activity_is_needed_is_a_usage_error_that_says_so', async () => {
    const { code, err } = await hintFor('activities/elevens/');
    expect(code).toBe(2);
    expect(err).toBe(
      'cardlab: hint takes one activity such as elevens/02, got "activities/elevens/", which is a whole lab\n',
    );
  });
});

describe('small things', () => {
  it('version_prints_the_kits_version', async () => {
    const { version } = JSON.parse(readFileSync(path.join(KIT_ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const ctx = testContext();
      expect(await main([flag], ctx)).toBe(0);
      expect(ctx.stdout.text).toBe(`cardlab ${version}\n`);
    }
  });

  it('counts_take_the_right_plural_and_titles_are_cut_after_a_whole_word', () => {
    expect([
      counted(1, 'test'),
      counted(2, 'test'),
      counted(0, 'test'),
      counted(1, 'activity', 'activities'),
      counted(3, 'activity', 'activities'),
    ]).toEqual(['1 test', '2 tests', '0 tests', '1 activity', '3 activities']);
    expect(fitWords('Adding a shuffle method to the Deck class', 40)).toBe(
      `Adding a shuffle method to the Deck…${' '.repeat(4)}`,
    );
    expect(fitWords('Thirteens and Tens: two more games on the abstract board', 40)).toBe(
      'Thirteens and Tens: two more games on…  ',
    );
    expect(fitWords('Short', 8)).toBe('Short   ');
    expect(fitWords('Supercalifragilistic', 8)).toBe('Superca…');
  });

  it('a_one_activity_grade_speaks_of_1_activity_and_1_test_and_names_where_the_whole_report_is', async () => {
    const oneTest =
      "import { expect, it } from 'vitest';\nimport { Card } from './Card.ts';\n" +
      "it('keeps_its_rank', () => expect(new Card('ace', 'hearts', 1).rank()).toBe('ace'));\n";
    const dir = submissionFolder({
      'elevens/01-card': { rest: 'stub', files: { 'CardTester.test.ts': { text: oneTest } } },
    });
    const plain = testContext([], { cwd: dir });
    expect(await main(['grade', 'sub', '--activity', 'elevens/01'], plain)).toBe(0);
    expect(plain.stdout.text).toMatch(/^cardlab grade · sub · 1 activity · /);
    expect(plain.stdout.text).toMatch(/^ {2}your tests {4}1 test · caught/m);
    // Ten hidden tests fail on the stub: five are shown, and the report says where the rest are, or how to get them.
    expect(plain.stdout.text).toContain('    … and 5 more (--json <file> writes them all)');
    expect(plain.stdout.text).not.toMatch(/see the JSON report/);
    const json = testContext([], { cwd: dir });
    await main(['grade', 'sub', '--activity', 'elevens/01', '--json', 'out/report.json'], json);
    expect(json.stdout.text).toContain('    … and 5 more (all of them are in out/report.json)');
  });

  it('the_example_report_says_where_the_examples_files_are', async () => {
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'cardlab-example-'));
    const ctx = testContext([], { cwd });
    expect(await main(['grade', '--example', 'alice', '--activity', 'elevens/03'], ctx)).toBe(0);
    expect(ctx.stdout.text).toMatch(
      /^The example's files: \.cardlab\/examples\/alice\/ \(built from grader\/examples\/alice\.json\)/m,
    );
    // Her test of which number gives heads assumes what the README leaves open: the report names the freedom.
    expect(ctx.stdout.text).toContain('1 of 2 tests pass on the reference and on all 2 other correct implementations');
    expect(ctx.stdout.text).toMatch(/over-specified: ShufflerTester > a_draw_of_0_is_heads .* fails where flip gives/);
    expect(
      readFileSync(path.join(cwd, '.cardlab', 'examples', 'alice', 'elevens', '03-shuffler', 'Shuffler.ts'), 'utf8'),
    ).toMatch(/perfectShuffle/);
  });

  it('a_scripted_random_source_that_runs_out_says_how_many_numbers_it_had', () => {
    const one = new ScriptedRandom([0]);
    one.nextInt(3);
    expect(() => one.nextInt(5)).toThrow(
      'ScriptedRandom ran out: it was given 1 number, and nextInt(5) asked for one more',
    );
    expect(() => new ScriptedRandom([]).nextInt(2)).toThrow(
      'ScriptedRandom ran out: it was given 0 numbers, and nextInt(2) asked for one more',
    );
  });

  it('output_cut_short_by_a_closed_pipe_ends_quietly', async () => {
    // `cardlab list | head -1`: the reader goes away after the first line.
    const child = spawn(process.execPath, [path.join(KIT_ROOT, 'grader', 'bin', 'cardlab.js'), 'list', 'elevens'], {
      cwd: KIT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(err).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });
});
