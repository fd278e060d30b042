import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { grade } from '../src/score/grade.ts';
import { intake } from '../src/intake/intake.ts';
import type { TestResultOut } from '../src/run/protocol.ts';
import { addFileOutcome, COMPARISON_LIMIT, TESTS_PER_FILE } from '../src/run/outcomes.ts';
import { LIMITS, workingCopy } from '../src/intake/workingCopy.ts';
import { extractZip } from '../src/intake/unzip.ts';
import type { GradeReport } from '../src/score/result.ts';
import { testContext } from './support.ts';

/** What a student uploads, and what grading may take from it: bounds on everything unpacked, links, and outputs. */
const elevens = listActivities(KIT_ROOT, 'elevens');
const every = listActivities(KIT_ROOT);

/** A zip of `entries` (name → content, or a zip's bytes), made in memory. */
async function zipOf(entries: Record<string, string | Buffer>, links: Record<string, string> = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    // A name ending in `/` is a folder entry, as zip tools store one.
    if (name.endsWith('/')) zip.addEmptyDirectory(name);
    else zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  }
  // A symbolic link as zip tools store one: its target as the content, S_IFLNK in the entry's mode.
  for (const [name, target] of Object.entries(links)) zip.addBuffer(Buffer.from(target), name, { mode: 0o120777 });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Every byte and entry under `dir`. */
/**
 * The reference's elevens/01-card in `dir/sub`, with `test` added to its tests right after their vitest import: the
 * stage, as grade takes it.
 */
function referenceCardWith(dir: string, test: string) {
  const card = elevens.filter((a) => a.id === 'elevens/01-card');
  assembleSubmission(KIT_ROOT, card, { 'elevens/01-card': 'reference' }, path.join(dir, 'sub'));
  const tests = path.join(dir, 'sub', 'elevens', '01-card', 'CardTester.test.ts');
  writeFileSync(tests, readFileSync(tests, 'utf8').replace(/(import \{[^}]*\} from 'vitest';)/, `$1\n${test}`));
  return card;
}

function sizeOf(dir: string): { bytes: number; entries: number } {
  let bytes = 0;
  let entries = 0;
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    entries++;
    bytes += statSync(path.join(dir, name)).size;
  }
  return { bytes, entries };
}

describe('an upload is unpacked within one allowance, and leaves nothing behind', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cardlab-bounds-'));
  const previous = process.env.TMPDIR;
  // The intake's temporary folders go here, where nothing else of the machine writes: it must be empty after each.
  const temp = path.join(scratch, 'tmp');
  beforeAll(() => {
    mkdirSync(temp);
    process.env.TMPDIR = temp;
  });
  afterAll(() => {
    process.env.TMPDIR = previous;
    rmSync(scratch, { recursive: true, force: true });
  });

  it('a_zip_of_zips_is_bounded_in_total_and_the_temporary_folder_is_left_empty', async () => {
    // 40 inner zips, each 1 KB unpacking to 0.9 MB: 36 MB in all, past the 20 MB of a submission.
    const pad = '0'.repeat(900_000);
    const card = readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', 'Card.ts'), 'utf8');
    const inner: Record<string, Buffer> = { 'a-card.zip': await zipOf({ 'elevens/01-card/Card.ts': card }) };
    for (let k = 0; k < 40; k++)
      inner[`pad-${String(k).padStart(2, '0')}.zip`] = await zipOf({ [`pad/${k}.txt`]: pad });
    const upload = path.join(scratch, 'upload.zip');
    writeFileSync(upload, await zipOf(inner));
    const laid = await intake(upload, elevens);
    try {
      expect(readFileSync(path.join(laid.dir, 'elevens', '01-card', 'Card.ts'), 'utf8')).toBe(card);
      const stopped = laid.notes.find((note) => note.includes('unpacking stopped'));
      expect(stopped).toMatch(
        /^pad-\d\d\.zip: unpacking stopped at pad\/\d+\.txt: everything unpacked from one submission, zips inside zips included, is bounded \(2000 files, 20 MB in all\)/,
      );
      expect(laid.notes.some((note) => /^pad-\d\d\.zip, .* and \d+ more were not unpacked/.test(note))).toBe(true);
      // Unpacked and laid out, the intake's folder holds at most the allowance twice (each file once unpacked, once
      // placed), whatever the upload's nesting.
      expect(sizeOf(temp).bytes).toBeLessThanOrEqual(2 * LIMITS.totalBytes + 100_000);
    } finally {
      laid.remove();
    }
    expect(readdirSync(temp)).toEqual([]);
  });

  it('zips_nested_past_the_bound_are_named_and_not_unpacked', async () => {
    let zip = await zipOf({ 'elevens/01-card/Card.ts': 'export class Card {}\n' });
    for (const name of ['d3.zip', 'd2.zip', 'd1.zip']) zip = await zipOf({ [name]: zip });
    const upload = path.join(scratch, 'nested.zip');
    writeFileSync(upload, zip);
    const laid = await intake(upload, elevens);
    try {
      expect(laid.notes.join('\n')).toContain('d3.zip was not unpacked: zips may be nested 3 deep');
      expect(existsSync(path.join(laid.dir, 'elevens'))).toBe(false);
    } finally {
      laid.remove();
    }
    expect(readdirSync(temp)).toEqual([]);
  });

  it('a_link_in_a_zip_is_named_and_the_rest_is_laid_out', async () => {
    const upload = path.join(scratch, 'links.zip');
    writeFileSync(
      upload,
      await zipOf(
        { 'elevens/01-card/Card.ts': 'export class Card {}\n' },
        { 'elevens/02-deck/Deck.ts': '/etc/passwd' },
      ),
    );
    const laid = await intake(upload, elevens);
    try {
      expect(laid.notes).toContain(
        'links.zip: elevens/02-deck/Deck.ts is a symbolic link: zip the file itself, not a link to it; it was left out',
      );
      expect(existsSync(path.join(laid.dir, 'elevens', '01-card', 'Card.ts'))).toBe(true);
      expect(existsSync(path.join(laid.dir, 'elevens', '02-deck', 'Deck.ts'))).toBe(false);
    } finally {
      laid.remove();
    }
  });

  // A NUL in a file's name made the file system throw inside the zip reader's callback: the process ended, and with
  // it a whole grade-all batch, leaving no report for anyone.
  it('an_entry_whose_name_holds_a_nul_is_named_and_left_out_and_the_rest_is_laid_out', async () => {
    const upload = path.join(scratch, 'nul.zip');
    writeFileSync(
      upload,
      await zipOf({
        'elevens/01-card/Card.ts': 'export class Card {}\n',
        'elevens/01-card/notes\u0000.txt': 'x',
        'elevens/x\u0000y/Deck.ts': 'x',
      }),
    );
    const laid = await intake(upload, elevens);
    try {
      for (const name of ['elevens/01-card/notes\\x00.txt', 'elevens/x\\x00y/Deck.ts'])
        expect(laid.notes).toContain(
          `nul.zip: ${name} has a NUL character (\\x00) in its name, which no file name may hold; it was left out`,
        );
      expect(readdirSync(path.join(laid.dir, 'elevens'))).toEqual(['01-card']);
      expect(readdirSync(path.join(laid.dir, 'elevens', '01-card'))).toEqual(['Card.ts']);
    } finally {
      laid.remove();
    }
  });

  it('a_zip_holding_one_name_as_a_file_and_a_folder_is_refused_naming_the_entry_and_leaves_nothing', async () => {
    const escape = '\u001b[2J\u001b]52;c;b3duZWQ=\u0007';
    // Each order of each clash: a file where a folder must be made, and a folder where a file must be written.
    const clashes: [string, Record<string, string>, string][] = [
      [
        'file-first',
        { 'elevens/01-card': 'x', 'elevens/01-card/Card.ts': 'export class Card {}' },
        'elevens/01-card/Card.ts',
      ],
      ['folder-first', { 'elevens/01-card/Card.ts/': '', 'elevens/01-card/Card.ts': 'x' }, 'elevens/01-card/Card.ts'],
      [
        'file-then-folder',
        { 'elevens/01-card/Card.ts': 'x', 'elevens/01-card/Card.ts/': '' },
        'elevens/01-card/Card.ts/',
      ],
      ['escapes', { [`x${escape}`]: 'x', [`x${escape}/Card.ts`]: 'x' }, 'x\\x1b[2J\\x1b]52;c;b3duZWQ=\\x07/Card.ts'],
    ];
    for (const [name, entries, entry] of clashes) {
      const upload = path.join(scratch, `${name}.zip`);
      writeFileSync(upload, await zipOf(entries));
      const refused = await intake(upload, elevens).then(
        () => new Error('unpacked'),
        (error: Error) => error,
      );
      expect(refused.message, name).toBe(
        `${name}.zip could not be unpacked: zip entry ${entry} cannot be written: the zip holds it, or a folder on ` +
          'its path, both as a file and as a folder (a name is one or the other); zip the folder again',
      );
      expect(readdirSync(temp), name).toEqual([]);
    }
  });

  it('two_zips_that_give_the_same_stage_are_laid_out_once_and_the_second_copy_named', async () => {
    const folder = path.join(scratch, 'twice');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'first.zip'), await zipOf({ 'elevens/01-card/Card.ts': '// first\n' }));
    writeFileSync(path.join(folder, 'second.zip'), await zipOf({ 'elevens/01-card/Card.ts': '// second\n' }));
    const laid = await intake(folder, elevens);
    try {
      expect(readFileSync(path.join(laid.dir, 'elevens', '01-card', 'Card.ts'), 'utf8')).toBe('// first\n');
      expect(laid.notes).toContain(
        'elevens/01-card/Card.ts is in the upload twice: the first one was graded; it was not graded',
      );
    } finally {
      laid.remove();
    }
  });
});

describe('a zip is graded as the folder it was made from', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cardlab-zip-as-folder-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const card = readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', 'Card.ts'), 'utf8');
  const deep = (folders: number) => Array.from({ length: folders }, (_, k) => String.fromCharCode(97 + k)).join('/');

  /** What grading takes from an upload: each file of its working copy with its content, and what was refused. */
  async function graded(upload: string): Promise<{ files: Record<string, string>; refused: string[] }> {
    const laid = await intake(upload, elevens);
    const copy = workingCopy(laid.dir, KIT_ROOT);
    try {
      const files: Record<string, string> = {};
      for (const name of readdirSync(copy.dir, { recursive: true }) as string[]) {
        const at = path.join(copy.dir, name);
        if (statSync(at).isFile()) files[name.split(path.sep).join('/')] = readFileSync(at, 'utf8');
      }
      return { files, refused: copy.refused.map((entry) => `${entry.path} ${entry.reason}`).sort() };
    } finally {
      copy.remove();
      laid.remove();
    }
  }

  it('the_same_files_and_refusals_from_a_folder_and_its_zip_whatever_it_holds', async () => {
    const shapes: Record<string, Record<string, string>> = {
      // A stage folder beside the lab folder: neither way graded in place of the lab folder's own.
      stray: { 'elevens/02-deck/Deck.ts': "// the lab folder's\n", '02-deck/Deck.ts': '// beside it\n' },
      // Twelve folders deep is within the bound, thirteen is not, counted alike.
      deep: {
        'elevens/01-card/Card.ts': card,
        [`elevens/01-card/${deep(10)}/h.ts`]: 'export const h = 1;\n',
        [`elevens/01-card/${deep(11)}/k.ts`]: 'export const k = 1;\n',
      },
      // In a copy of the kit, the wrappers and activities/ above the labs count for neither.
      wrapped: {
        [`cardlab-main/activities/elevens/01-card/${deep(10)}/h.ts`]: 'export const h = 1;\n',
        'cardlab-main/activities/elevens/01-card/Card.ts': card,
      },
      // Wrapped (as `zip -r sub.zip sub` makes it): a loose file beside the lab folder is not graded in place of the
      // lab folder's, and a helper of the student's in activities/shared/ is kept, as in the folder.
      wrappedStray: { 'sub/elevens/01-card/Card.ts': card, 'sub/Card.ts': 'export const broken = ;\n' },
      wrappedShared: {
        'work/activities/elevens/01-card/Card.ts': card,
        'work/activities/shared/MyUtil.ts': 'export const mine = 1;\n',
      },
      // Five wrappers (a zip of the folder adds a sixth), and a zip beside the lab folders (a backup, or pack's own
      // zip): the folders are graded as they are, the zip is not unpacked over them.
      deepWrappers: { 'v1/v2/v3/v4/activities/elevens/01-card/Card.ts': card },
      zipBeside: {
        'activities/elevens/01-card/Card.ts': card,
        'activities/shared/MyUtil.ts': 'export const mine = 1;\n',
        'activities/backup.zip': 'an old zip',
      },
      // What zip tools add is left out wherever it is, in a folder too.
      noise: {
        'elevens/01-card/Card.ts': card,
        'elevens/01-card/__MACOSX/sep.ts': 'export const sep = 1;\n',
        'elevens/01-card/.DS_Store': 'x',
      },
      // A file past the bound is refused by the same rule, and named.
      big: { 'elevens/01-card/Card.ts': card, 'elevens/01-card/big.ts': `//${'x'.repeat(LIMITS.fileBytes)}\n` },
    };
    for (const [name, entries] of Object.entries(shapes)) {
      const folder = path.join(scratch, name);
      for (const [file, text] of Object.entries(entries)) {
        mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
        writeFileSync(path.join(folder, file), text);
      }
      writeFileSync(`${folder}.zip`, await zipOf(entries));
      const [fromFolder, fromZip] = [await graded(folder), await graded(`${folder}.zip`)];
      expect(fromZip, name).toEqual(fromFolder);
      expect(Object.keys(fromFolder.files).length, name).toBeGreaterThan(0);
    }
    const taken = async (name: string) => Object.keys((await graded(path.join(scratch, name))).files).sort();
    // Grading reads a stage from its lab folder only (the stray folder is said to be beside it, not graded).
    expect((await graded(path.join(scratch, 'stray'))).files['elevens/02-deck/Deck.ts']).toBe("// the lab folder's\n");
    expect(await taken('deep')).toEqual(['elevens/01-card/Card.ts', `elevens/01-card/${deep(10)}/h.ts`]);
    expect(await taken('noise')).toEqual(['elevens/01-card/Card.ts']);
    expect((await graded(path.join(scratch, 'wrappedStray'))).files['elevens/01-card/Card.ts']).toBe(card);
    expect(await taken('wrappedShared')).toEqual(['elevens/01-card/Card.ts', 'shared/MyUtil.ts']);
    expect(await taken('deepWrappers')).toEqual(['elevens/01-card/Card.ts']);
    expect(await taken('zipBeside')).toEqual(['backup.zip', 'elevens/01-card/Card.ts', 'shared/MyUtil.ts']);
    expect((await graded(path.join(scratch, 'big'))).refused).toEqual(['elevens/01-card/big.ts is larger than 1 MB']);
  });

  it('a_file_a_zip_marks_unreadable_is_unpacked_readable_by_the_grader_whoever_runs_it', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(card), 'elevens/01-card/Card.ts', { mode: 0o100200 });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
    const upload = path.join(scratch, 'write-only.zip');
    writeFileSync(upload, Buffer.concat(chunks));
    const dir = path.join(scratch, 'write-only');
    await extractZip(upload, dir);
    expect(statSync(path.join(dir, 'elevens', '01-card', 'Card.ts')).mode & 0o777).toBe(0o600);
  });
});

describe('links and outputs, through the command line', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-bounds-cli-'));
  const sub = path.join(dir, 'sub');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeAll(() => {
    const pyramid = every.filter((a) => a.id === 'pyramid/01-model' || a.id === 'elevens/01-card');
    assembleSubmission(KIT_ROOT, pyramid, Object.fromEntries(pyramid.map((a) => [a.id, 'reference'])), sub);
    // Elevens' folder is moved away and a dangling link left in its place, listed before pyramid.
    rmSync(path.join(sub, 'elevens'), { recursive: true });
    symlinkSync('/nonexistent/elevens', path.join(sub, 'elevens'));
  });

  it('a_dangling_lab_folder_link_costs_that_lab_only_and_names_itself', async () => {
    const json = path.join(dir, 'report.json');
    const ctx = testContext();
    const code = await main(['grade', sub, '--activity', 'pyramid/01', '--json', json], ctx);
    expect(ctx.stderr.text).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(report.points).toBe(report.maxPoints);
    expect(report.maxPoints).toBeGreaterThan(60);
    const own = testContext();
    expect(await main(['grade', sub, '--activity', 'elevens/01', '--json', json], own)).toBe(0);
    const refused = JSON.parse(readFileSync(json, 'utf8'));
    expect(refused.points).toBe(0);
    expect(refused.activities[0].problems[0]).toBe(
      'elevens is a symbolic link (to /nonexistent/elevens): submit the file or folder itself, not a link to it; it was not graded',
    );
  });

  it('an_output_that_cannot_be_written_is_named_and_the_report_still_shown_with_exit_3', async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'x');
    const junit = path.join(dir, 'out', 'junit.xml');
    const ctx = testContext();
    const code = await main(
      [
        'grade',
        sub,
        '--activity',
        'pyramid/01',
        '--json',
        path.join(file, 'report.json'),
        '--gradescope',
        '/proc/cardlab-none/results.json',
        '--junit',
        junit,
      ],
      ctx,
    );
    expect(code).toBe(3);
    expect(ctx.stdout.text).toMatch(/Total (\d+)\/\1 /);
    expect(ctx.stderr.text.trim().split('\n')).toEqual([
      `cardlab: the JSON report (--json) could not be written to ${path.join(file, 'report.json')}: a part of the path is a file, not a folder (ENOTDIR)`,
      "cardlab: Gradescope's results (--gradescope) could not be written to /proc/cardlab-none/results.json: a folder of the path does not exist and cannot be made (ENOENT)",
    ]);
    expect(readFileSync(junit, 'utf8')).toContain('<testsuites');
  });

  it('grade_all_says_an_unwritable_out_folder_before_grading_and_a_report_not_written_after', async () => {
    const classDir = path.join(dir, 'class');
    mkdirSync(classDir);
    assembleSubmission(KIT_ROOT, elevens.slice(0, 1), { 'elevens/01-card': 'reference' }, path.join(classDir, 'ann'));
    const underFile = testContext();
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'x');
    expect(
      await main(['grade-all', classDir, '--activity', 'elevens/01', '--out', path.join(file, 'grades')], underFile),
    ).toBe(2);
    expect(underFile.stderr.text).toContain('a part of the path is a file, not a folder (ENOTDIR)');
    const out = path.join(dir, 'grades');
    // A folder where ann's report must go: it cannot be written, and the gradebook is made all the same.
    mkdirSync(path.join(out, 'ann.json'), { recursive: true });
    const ctx = testContext();
    expect(await main(['grade-all', classDir, '--activity', 'elevens/01', '--out', out], ctx)).toBe(3);
    expect(ctx.stderr.text).toContain(
      `cardlab: the report of ann could not be written to ${path.join(out, 'ann.json')}: a folder of that name is there (EISDIR)`,
    );
    expect(ctx.stdout.text).toContain('graded 1, up to date 0, of 1 submissions');
    expect(readFileSync(path.join(out, 'gradebook.csv'), 'utf8')).toContain('ann');
  });
});

describe('a zip that cannot be unpacked, through the command line', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-bounds-clash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists_forty_warnings_at_most_however_many_entries_an_upload_leaves_out', async () => {
    // A zip inside a zip of 3,000 entries nested too deep: each left out with a warning of its own had been listed,
    // 95,000 of them in 35 MB of every report from a 663 KB upload.
    const deep = Array.from({ length: 27 }, () => 'd').join('/');
    const entries: Record<string, string> = {};
    for (let k = 0; k < 3000; k++) entries[`${deep}/${k}`] = '';
    const card = readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', 'Card.ts'), 'utf8');
    const upload = path.join(dir, 'deep.zip');
    writeFileSync(upload, await zipOf({ '01-card/Card.ts': card, 'deep.zip': await zipOf(entries) }));
    const json = path.join(dir, 'deep.json');
    expect(await main(['grade', upload, '--activity', 'elevens/01', '--json', json], testContext())).toBe(0);
    const report = JSON.parse(readFileSync(json, 'utf8')) as GradeReport;
    expect(report.activities[0]!.hidden.every((test) => test.passed)).toBe(true);
    expect(report.warnings).toHaveLength(40);
    expect(report.warnings!.filter((warning) => /nested more than \d+ folders deep/.test(warning))).toHaveLength(39);
    expect(report.warnings![38]).toMatch(
      /^… and 2961 more warnings like those above, not listed \(a report lists 40 at most\)$/,
    );
  });

  it('fails_that_submission_with_a_report_saying_why_and_grade_all_goes_on', async () => {
    const clash = await zipOf({ 'elevens/01-card/Card.ts/': '', 'elevens/01-card/Card.ts': 'x' });
    const upload = path.join(dir, 'clash.zip');
    writeFileSync(upload, clash);
    const json = path.join(dir, 'clash.json');
    const ctx = testContext();
    expect(await main(['grade', upload, '--activity', 'elevens/01', '--json', json], ctx)).toBe(1);
    const { error } = JSON.parse(readFileSync(json, 'utf8'));
    expect(error).toMatch(/^clash\.zip could not be unpacked: zip entry elevens\/01-card\/Card\.ts cannot be written/);
    // Nothing of the grading machine's temporary folders reaches the student.
    expect(error).not.toContain(os.tmpdir());
    // A class whose first submission is that zip: the ones after it are graded and the gradebook is made.
    const classDir = path.join(dir, 'class');
    mkdirSync(classDir);
    writeFileSync(path.join(classDir, 'aaron.zip'), clash);
    assembleSubmission(KIT_ROOT, elevens.slice(0, 1), { 'elevens/01-card': 'reference' }, path.join(classDir, 'ann'));
    const out = path.join(dir, 'grades');
    const batch = testContext();
    expect(await main(['grade-all', classDir, '--activity', 'elevens/01', '--out', out], batch)).toBe(0);
    expect(batch.stdout.text).toContain('graded 2, up to date 0, of 2 submissions');
    expect(JSON.parse(readFileSync(path.join(out, 'aaron.json'), 'utf8')).error).toBe(error.replace('clash', 'aaron'));
    expect(JSON.parse(readFileSync(path.join(out, 'ann.json'), 'utf8')).points).toBe(15);
    expect(readFileSync(path.join(out, 'gradebook.csv'), 'utf8')).toMatch(/aaron[^]*ann/);
  });
});

describe('every test of a file counts, up to a stated bound', () => {
  it('twenty_thousand_generated_tests_and_the_real_ones_after_them_all_count', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-generated-'));
    try {
      const card = referenceCardWith(
        dir,
        "it.each(Array.from({ length: 20_000 }, (_, i) => i))('generated %i', (i) => { expect(i + 1).toBeGreaterThan(i); });",
      );
      const report = await grade({
        kitRoot: KIT_ROOT,
        submissionDir: path.join(dir, 'sub'),
        activities: card,
        outDir: path.join(dir, 'out'),
      });
      const [result] = report.activities;
      expect(result!.testing.tests).toHaveLength(20_004);
      expect(result!.testing.buggy.every((bug) => bug.caught)).toBe(true);
      expect(report.points).toBe(15);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('past_the_bound_every_failure_counts_and_the_report_says_how_many_passing_tests_did_not', () => {
    const tests = new Map<string, TestResultOut>();
    const total = TESTS_PER_FILE + 10_003;
    for (let k = 0; k < total; k++) {
      const state = k >= total - 3 ? 'fail' : 'pass';
      tests.set(`t${k}`, {
        name: `t${k}`,
        fullName: `t${k}`,
        state,
        durationMs: 0,
        message: state === 'fail' ? 'caught' : undefined,
      });
    }
    const outcome = { tests: [], fileErrors: [] } as Parameters<typeof addFileOutcome>[0];
    addFileOutcome(outcome, 'CardTester.test.ts', { tests, stops: new Map() }, (text) => text);
    expect(outcome.tests).toHaveLength(TESTS_PER_FILE);
    expect(outcome.tests.filter((test) => test.state === 'failed').map((test) => test.name)).toEqual([
      `t${total - 3}`,
      `t${total - 2}`,
      `t${total - 1}`,
    ]);
    expect(outcome.fileErrors).toEqual([
      {
        file: 'CardTester.test.ts',
        kind: 'truncated',
        message:
          'this file has 60,003 tests; at most 50,000 a file are counted: every test that failed or did not run, then ' +
          'passing ones in the order of the file; 10,003 passing tests were not counted',
      },
    ]);
  });
});

describe('a compared value is cut to what the report may hold', () => {
  const schema = JSON.parse(
    readFileSync(path.join(KIT_ROOT, 'fixtures', 'schemas', 'grade-report.schema.json'), 'utf8'),
  );
  const sides = schema.definitions.comparison.properties;

  it('the_cut_is_the_schemas_bound_its_mark_included_and_never_half_a_character', () => {
    expect([sides.expected.maxLength, sides.actual.maxLength]).toEqual([COMPARISON_LIMIT, COMPARISON_LIMIT]);
    // What a worker sends of a 30,000-character value (its own cut, with its mark), and one cut inside a pair.
    const worker = `${'x'.repeat(COMPARISON_LIMIT)}…`;
    const pair = `${'y'.repeat(COMPARISON_LIMIT - 2)}😀tail`;
    const tests = new Map<string, TestResultOut>(
      [worker, pair].map((actual, k) => [
        `t${k}`,
        { name: `t${k}`, fullName: `t${k}`, state: 'fail', durationMs: 0, message: 'differs', expected: 'x', actual },
      ]),
    );
    const outcome = { tests: [], fileErrors: [] } as Parameters<typeof addFileOutcome>[0];
    addFileOutcome(outcome, 'CardTester.test.ts', { tests, stops: new Map() }, (text) => text);
    const [long, split] = outcome.tests.map((test) => test.comparison!.actual);
    // Lengths and ends, not the texts: a failure prints what it compares.
    expect([long!.length, long!.slice(-2)]).toEqual([COMPARISON_LIMIT, 'x…']);
    expect([split!.length, split!.slice(-2)]).toEqual([COMPARISON_LIMIT - 1, 'y…']);
  });

  it('a_failed_comparison_of_30000_characters_is_written_in_the_json_report', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-compared-'));
    try {
      referenceCardWith(dir, "it('a long value', () => { expect('x'.repeat(30_000)).toBe('x'); });");
      const json = path.join(dir, 'report.json');
      const ctx = testContext();
      expect(await main(['grade', path.join(dir, 'sub'), '--activity', 'elevens/01', '--json', json], ctx)).toBe(0);
      expect(ctx.stderr.text).toBe('');
      const report = JSON.parse(readFileSync(json, 'utf8')) as GradeReport;
      const failed = report.activities[0]!.testing.tests.find((test) => test.name === 'a long value');
      const actual = failed?.comparison?.actual ?? '';
      expect([actual.length, actual.slice(-2)]).toEqual([COMPARISON_LIMIT, 'x…']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
