import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { CLEAR_SCREEN } from '../cli/commands/watch.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../src/intake/assemble.ts';
import { HAND_IN } from '../src/report/handIn.ts';
import { testContext, wholeLab } from './support.ts';

const activities = listActivities(KIT_ROOT, 'elevens');

function submission(recipe: Recipe): { dir: string; sub: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-cli-'));
  const sub = path.join(dir, 'sub');
  assembleSubmission(KIT_ROOT, activities, wholeLab(recipe), sub);
  return { dir, sub };
}

describe('the command line', () => {
  it('help_lists_the_student_and_instructor_commands', async () => {
    const ctx = testContext();
    expect(await main(['--help'], ctx)).toBe(0);
    const commands = [
      'check',
      'watch',
      'list',
      'hint',
      'play',
      'simulate',
      'pack',
      'grade',
      'verify',
      'release',
      'new',
    ];
    for (const command of commands) expect(ctx.stdout.text).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it('an_unknown_command_exits_2_and_suggests_the_right_one', async () => {
    const ctx = testContext();
    expect(await main(['chek', 'elevens/01'], ctx)).toBe(2);
    expect(ctx.stderr.text).toMatch(/unknown command 'chek'[\s\S]*check/);
  });

  it('a_mistyped_activity_suggests_the_closest_id', async () => {
    const ctx = testContext();
    expect(await main(['check', 'elevens/42'], ctx)).toBe(2);
    expect(ctx.stderr.text).toBe('cardlab: there is no activity "elevens/42"; did you mean elevens/02-deck?\n');
  });

  it('check_reports_public_tests_own_tests_coverage_and_the_hidden_count', async () => {
    const { dir, sub } = submission({ 'elevens/01-card': 'reference' });
    const ctx = testContext([], { cwd: dir });
    expect(await main(['check', 'elevens/01', '--dir', sub], ctx)).toBe(0);
    expect(ctx.stdout.text).toContain('public tests  2/2 pass');
    expect(ctx.stdout.text).toMatch(/your tests    4\/4 pass · they cover 100% of your lines/);
    expect(ctx.stdout.text).toContain('types         ok');
    expect(ctx.stdout.text).toContain('all public tests pass; 10 hidden tests run at grading');
    // A stage that is done is ready to hand in: the last line says how.
    expect(ctx.stdout.text.trimEnd().split('\n').at(-1)).toBe(HAND_IN);
  });

  it('pack_zips_the_stage_folders_as_grading_reads_them_and_names_what_it_leaves_out', async () => {
    const { dir, sub } = submission({ 'elevens/01-card': 'reference', 'elevens/03-shuffler': 'omit' });
    symlinkSync('/etc/hostname', path.join(sub, 'elevens', '01-card', 'notes.ts'));
    // A helper of the student's beside the provided code, outside the lab folders: packed, as grading needs it.
    mkdirSync(path.join(sub, 'shared'), { recursive: true });
    writeFileSync(
      path.join(sub, 'shared', 'spaced.ts'),
      'export const spaced = (a: string, b: string) => `${a} ${b}`;\n',
    );
    const cardFile = path.join(sub, 'elevens', '01-card', 'Card.ts');
    const card = readFileSync(cardFile, 'utf8').replace(
      'return `${this.cardRank} of',
      'return `${spaced(this.cardRank, "of")}',
    );
    writeFileSync(cardFile, `import { spaced } from '../../shared/spaced.ts';\n${card}`);
    const ctx = testContext([], { cwd: dir });
    expect(await main(['pack', 'elevens', '--dir', sub, '--out', 'work.zip'], ctx), ctx.stderr.text).toBe(1);
    expect(ctx.stdout.text).toMatch(/^✗ left out elevens\/01-card\/notes\.ts: is a symbolic link/m);
    expect(ctx.stdout.text).toMatch(/^! elevens\/03-shuffler: Shuffler\.ts missing, so this stage is not handed in$/m);
    expect(ctx.stdout.text).toMatch(/^packed \d+ files into work\.zip \(\d+ KB\)$/m);
    expect(ctx.stdout.text).toContain(HAND_IN);
    // The zip is what grading reads: the reference stage in it gets full marks.
    const graded = testContext([], { cwd: dir });
    expect(await main(['grade', 'work.zip', '--activity', 'elevens/01', '--json', 'report.json'], graded)).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as {
      points: number;
      maxPoints: number;
    };
    expect(report.maxPoints).toBeGreaterThan(0);
    expect(report.points).toBe(report.maxPoints);
    const wrong = testContext([], { cwd: dir });
    expect(await main(['pack', 'elevens/01', '--dir', sub], wrong)).toBe(2);
    expect(wrong.stderr.text).toContain('pack takes a lab such as elevens, or nothing, got "elevens/01"');
  });

  it('check_on_a_stub_says_what_is_left_to_do', async () => {
    const { dir, sub } = submission({ 'elevens/02-deck': 'stub' });
    const ctx = testContext([], { cwd: dir });
    expect(await main(['check', 'elevens/02-deck', '--dir', sub], ctx)).toBe(1);
    expect(ctx.stdout.text).toMatch(/public tests  0\/3 pass/);
    expect(ctx.stdout.text).toContain('TODO');
    expect(ctx.stdout.text).toMatch(/your tests    none yet: add some to DeckTester\.test\.ts/);
    // An empty test file is "none yet", not an error of its own.
    expect(ctx.stdout.text).not.toMatch(/no tests found/);
    expect(ctx.stdout.text).toMatch(/^3 public tests to fix; 15 hidden tests run at grading$/m);
  });

  it('list_computes_each_status_by_running_the_public_tests', async () => {
    const { dir, sub } = submission({
      'elevens/01-card': { files: { 'Card.ts': 'buggy:tostring-no-space' } },
      'elevens/02-deck': 'stub',
      'elevens/03-shuffler': { files: { 'Shuffler.ts': { text: 'export function perfectShuffle( {\n' } } },
      'elevens/04-deck-shuffle': 'omit',
    });
    const ctx = testContext([], { cwd: dir });
    expect(await main(['list', '--dir', sub], ctx)).toBe(0);
    const line = (id: string) => ctx.stdout.text.split('\n').find((l) => l.includes(id)) ?? '';
    expect(line('elevens/06-playing')).toContain('done');
    // A later stage runs with the student's own earlier ones: 08 builds on the missing 04 and says so.
    const broken = /elevens\/08-abstract-board .* broken *\n +Board\.ts does not load: /.source;
    expect(ctx.stdout.text).toMatch(new RegExp(`${broken}.*cannot find '\\.\\./04-deck-shuffle/Deck\\.ts'`));
    expect(line('elevens/01-card')).toContain('in progress');
    expect(line('elevens/02-deck')).toContain('not started');
    expect(line('elevens/03-shuffler')).toContain('broken');
    expect(line('elevens/04-deck-shuffle')).toContain('missing files');
  });

  it('hint_gives_one_hint_at_a_time_and_remembers_where_it_was', async () => {
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'cardlab-hint-'));
    const hints = activities[0]!.manifest.hints;
    const outputs: string[] = [];
    for (let k = 0; k <= hints.length; k++) {
      const ctx = testContext([], { cwd });
      expect(await main(['hint', 'elevens/01'], ctx)).toBe(0);
      outputs.push(ctx.stdout.text);
    }
    hints.forEach((hint, k) =>
      expect(outputs[k]).toBe(`Hint ${k + 1} of ${hints.length} for elevens/01-card: ${hint}\n`),
    );
    expect(outputs[hints.length]).toMatch(/No more hints/);
    // Once every hint was seen, --all shows them all again, and says there are no more.
    const all = testContext([], { cwd });
    expect(await main(['hint', 'elevens/01', '--all'], all)).toBe(0);
    const every = hints.map((hint, k) => `Hint ${k + 1} of ${hints.length} for elevens/01-card: ${hint}\n`).join('');
    expect(all.stdout.text).toBe(`${every}That is every hint for elevens/01-card. (--reset starts over)\n`);
    const again = testContext([], { cwd });
    await main(['hint', 'elevens/01', '--reset'], again);
    expect(again.stdout.text).toContain(`Hint 1 of ${hints.length}`);
    // Part-way through, --all repeats those seen and adds the next.
    const partWay = testContext([], { cwd });
    await main(['hint', 'elevens/01', '--all'], partWay);
    const first = `Hint 1 of ${hints.length} for elevens/01-card: ${hints[0]}\n`;
    expect(partWay.stdout.text).toBe(`${first}Hint 2 of ${hints.length} for elevens/01-card: ${hints[1]}\n`);
  });

  it('watch_checks_again_after_a_save_and_stops_when_told', async () => {
    const { dir, sub } = submission({ 'elevens/01-card': 'reference' });
    const controller = new AbortController();
    const ctx = testContext([], { cwd: dir, signal: controller.signal });
    ctx.stdout.isTTY = true;
    const running = main(['watch', 'elevens/01', '--dir', sub, '--poll'], ctx);
    const waitFor = async (text: string, count: number) => {
      for (let i = 0; i < 600 && ctx.stdout.text.split(text).length - 1 < count; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await waitFor('watching elevens/01-card', 1);
    appendFileSync(path.join(sub, 'elevens', '01-card', 'Card.ts'), '\n// edited\n');
    await waitFor('cardlab check elevens/01-card', 2);
    controller.abort();
    expect(await running).toBe(0);
    // On a terminal, the screen is cleared between the two reports, and only there.
    const [first, second, ...more] = ctx.stdout.text.split(CLEAR_SCREEN);
    expect(more).toEqual([]);
    expect(first).toContain('cardlab check elevens/01-card');
    expect(second).toMatch(/^— change seen, checked again —\ncardlab check elevens\/01-card/);
  });

  it('verify_proves_an_activity_with_its_labs_fixtures_and_student_kit_and_ends_with_a_count_line', async () => {
    const ctx = testContext();
    expect(await main(['verify', 'elevens/01'], ctx)).toBe(0);
    expect(ctx.stdout.text).toMatch(/^✓ elevens\/01-card \((\d+)\/\1 checks\)$/m);
    expect(ctx.stdout.text).toMatch(/^✓ fixtures\/elevens\/card-text\.json /m);
    expect(ctx.stdout.text).toMatch(/^✓ release student /m);
    expect(ctx.stdout.text).toMatch(/^verify: \d+ passed, 0 failed$/m);
  });

  it('grade_of_something_that_is_not_a_folder_is_a_clear_error', async () => {
    const ctx = testContext();
    expect(await main(['grade', path.join(os.tmpdir(), 'no-such-submission-here')], ctx)).toBe(2);
    expect(ctx.stderr.text).toMatch(/is not a folder/);
  });

  it('bad_numbers_are_rejected_with_the_option_named', async () => {
    const ctx = testContext();
    expect(await main(['grade', '.', '--limit', 'soon'], ctx)).toBe(2);
    expect(ctx.stderr.text).toMatch(/--limit must be a whole number/);
  });

  it('play_starts_a_pyramid_game_and_refuses_options_of_other_games', async () => {
    const ctx = testContext(['q']);
    expect(await main(['play', 'pyramid', '--seed', '5', '--rows', '3', '--draw', '1'], ctx)).toBe(0);
    expect(ctx.stdout.text).toContain('Pyramid Solitaire, 3 rows, 1 draw card (seed 5');
    expect(ctx.stdout.text).toContain('Goodbye. Score: ');
    const wrong = testContext();
    expect(await main(['play', 'pyramid', '--game', '3'], wrong)).toBe(2);
    expect(wrong.stderr.text).toMatch(/--game does not apply to pyramid/);
    const unknown = testContext();
    expect(await main(['play', 'solitaire'], unknown)).toBe(2);
    expect(unknown.stderr.text).toMatch(/unknown game "solitaire": choose one of [\w, ]*\bpyramid\b/);
  });
});
