import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageScripts, type ScriptCoverage } from '../src/run/worker/coverageScripts.ts';

/**
 * The coverage files Node writes for `code`, run with NODE_V8_COVERAGE as a coverage worker is, read as the worker
 * reads them: right after takeCoverage. Node names a file by its process and millisecond, so the file it writes at
 * exit can replace the one takeCoverage wrote in that same millisecond; read after exit, the test would flake.
 */
function coverageOf(code: string): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-v8-coverage-'));
  const read = `const fs = require('node:fs'); const d = process.env.NODE_V8_COVERAGE;
process.stdout.write(JSON.stringify(fs.readdirSync(d).map((n) => fs.readFileSync(d + '/' + n, 'utf8'))));`;
  const out = execFileSync(process.execPath, ['-e', `${code}\n${read}`], {
    env: { ...process.env, NODE_V8_COVERAGE: dir },
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[];
}

const whole = (text: string, wanted: (url: string) => boolean) =>
  (JSON.parse(text) as { result: ScriptCoverage[] }).result.filter((script) => wanted(script.url));

// A script of its own, whose function names hold what marks an entry's start and the list's end.
const SOURCE = `const o = { '{"scriptId":"9","url":"node:fake"}'() { return 1; }, '],"timestamp":1}'() { return 2; } };
for (const key of Object.keys(o)) o[key]();`;
const PROGRAM = `new (require('node:vm').Script)(${JSON.stringify(SOURCE)}, { filename: 'graded-unit-7.js' })
  .runInThisContext();
require('node:v8').takeCoverage();`;

describe('the scripts of a V8 coverage file that the worker keeps', () => {
  const files = coverageOf(PROGRAM);

  it('are_the_scripts_a_whole_parse_gives_whatever_the_names_inside_them', () => {
    const wanted = (url: string) => url.endsWith('graded-unit-7.js');
    const found = files.flatMap((text) => coverageScripts(text, wanted));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(files.flatMap((text) => whole(text, wanted)));
    const names = found.flatMap((script) =>
      (script.functions as { functionName: string }[]).map((f) => f.functionName),
    );
    expect(names).toContain('{"scriptId":"9","url":"node:fake"}');
  });

  it('are_the_same_for_every_url_asked_and_for_the_last_entry_of_the_list', () => {
    for (const text of files) {
      const urls = whole(text, () => true).map((script) => script.url);
      expect(coverageScripts(text, () => true).map((script) => script.url)).toEqual(urls);
      const last = urls.at(-1)!;
      expect(coverageScripts(text, (url) => url === last)).toEqual(whole(text, (url) => url === last));
    }
  });

  it('come_from_a_whole_parse_where_the_file_is_laid_out_otherwise', () => {
    const text = files[0]!;
    const spaced = JSON.stringify(JSON.parse(text), null, 1);
    const wanted = (url: string) => url.startsWith('node:internal');
    expect(coverageScripts(spaced, wanted)).toEqual(whole(text, wanted));
    expect(coverageScripts(spaced, wanted).length).toBeGreaterThan(0);
  });
});
