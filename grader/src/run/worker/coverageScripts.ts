// The scripts of a V8 coverage file (what NODE_V8_COVERAGE writes at each takeCoverage) that a caller wants, parsed
// alone. The file lists every script the process compiled, this runtime and Node's own modules first: those were most
// of each file's text, parsed after every graded test file only to be thrown away (a coverage worker's largest cost).

export interface ScriptCoverage {
  url: string;
  functions: unknown[];
}

// What opens each script's entry, and what follows the list: raw quotes, which a string inside the JSON never holds
// (it escapes them), so they mark the file's own structure whatever the names in it.
const ENTRY = '{"scriptId":"';
const AFTER_LIST = '],"timestamp":';
const URL_AT_START = /^\{"scriptId":"[^"\\]*","url":"((?:[^"\\]|\\.)*)"/;

/**
 * The entries of `text` whose url `wanted` accepts. Each entry's url is read from its start and only the wanted
 * entries are parsed; a file laid out otherwise (another Node's writer) is parsed whole, with the same result.
 */
export function coverageScripts(text: string, wanted: (url: string) => boolean): ScriptCoverage[] {
  const whole = () => (JSON.parse(text) as { result: ScriptCoverage[] }).result.filter((script) => wanted(script.url));
  const end = text.lastIndexOf(AFTER_LIST);
  if (!text.startsWith(`{"result":[`) || end < 0) return whole();
  const starts: number[] = [];
  for (let at = text.indexOf(ENTRY); at >= 0 && at < end; at = text.indexOf(ENTRY, at + ENTRY.length)) starts.push(at);
  const scripts: ScriptCoverage[] = [];
  for (const [k, start] of starts.entries()) {
    // Entries are separated by a comma; the last one ends where the list does.
    const stop = k + 1 < starts.length ? starts[k + 1]! - 1 : end;
    const url = URL_AT_START.exec(text.slice(start, Math.min(stop, start + 4096)));
    if (!url || text[stop] !== (k + 1 < starts.length ? ',' : ']')) return whole();
    if (!wanted(JSON.parse(`"${url[1]}"`) as string)) continue;
    try {
      scripts.push(JSON.parse(text.slice(start, stop)) as ScriptCoverage);
    } catch {
      return whole();
    }
  }
  return scripts;
}
