import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageScripts, type ScriptCoverage } from '../src/run/worker/coverageScripts.ts';

/** The coverage files Node writes for `code`, run with NODE_V8_COVERAGE as a coverage worker is. */
function coverageOf(code: string): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-v8-coverage-'));
  execFileSync(process.execPath, ['-e', code], { env: { ...process.env, NODE_V8_COVERAGE: dir } });
  return readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8'));
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
