import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeLoadFailure, isLoadError, loadFailure } from '../src/analysis/loadError.ts';

describe('reading a load error for a student', () => {
  it('what_the_runner_reports_about_time_limits_and_empty_files_is_not_a_load_error', () => {
    for (const kind of ['empty', 'timeout', 'crash', 'truncated'] as const)
      expect(isLoadError({ kind }), kind).toBe(false);
    expect(isLoadError({ kind: 'load' })).toBe(true);
  });

  it('paths_are_shown_from_the_students_folder_whether_absolute_or_relative_to_the_kit', () => {
    const kitRoot = path.join(os.tmpdir(), 'kit');
    const work = path.join(os.tmpdir(), 'someone', 'work');
    const relative = path.relative(kitRoot, work).split(path.sep).join('/');
    const places = { roots: [work, path.join(kitRoot, 'activities')], kitRoot, files: [] };
    const frame = `   ╭─[ ${relative}/elevens/02-deck/Deck.ts:12:5 ]\n 12 │ x(;\n`;
    const transform = `Error: Transform failed with 1 error:\n\n[PARSE_ERROR] Unexpected token\n${frame}`;
    expect(loadFailure(transform, path.join(work, 'elevens/02-deck/DeckTester.test.ts'), places)).toEqual({
      file: 'elevens/02-deck/Deck.ts',
      line: 12,
      column: 5,
      why: 'syntax error: Unexpected token',
    });
    const student = path.join(work, 'elevens', '02-deck', 'Deck.ts');
    const runner = path.join(kitRoot, 'node_modules', 'vitest', 'x.js');
    const thrown = `TypeError: x is not a function\n    at ${student}:3:9\n    at ${runner}:1:1`;
    expect(describeLoadFailure(loadFailure(thrown, '', places))).toBe(
      'Deck.ts does not load: elevens/02-deck/Deck.ts:3:9: TypeError: x is not a function',
    );
  });

  it('a_syntax_error_v8_meets_as_a_module_is_read_is_told_as_v8_says_it_not_as_the_compiled_codes_line', () => {
    const work = path.join(os.tmpdir(), 'someone', 'work');
    const places = { roots: [work], kitRoot: work, files: [] };
    const thrown =
      'elevens/01-card/Card.ts:23\nconst LETTERS = /(?i:a)/;\n                ^^^^^^^^\n\n' +
      'SyntaxError: Invalid regular expression: /(?i:a)/: Invalid group\n    at new Script (node:vm:99:7)';
    expect(loadFailure(thrown, path.join(work, 'elevens', '01-card', 'Card.ts'), places).why).toBe(
      'SyntaxError: Invalid regular expression: /(?i:a)/: Invalid group',
    );
  });

  it('an_import_named_but_not_placed_is_found_in_the_stages_files', () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'cardlab-load-'));
    mkdirSync(path.join(work, 'klondike', '02-lists'), { recursive: true });
    const file = path.join(work, 'klondike', '02-lists', 'LinkedList.ts');
    writeFileSync(file, '// a list\nimport { Node } from "../shared/Node.ts";\n');
    const places = { roots: [work], kitRoot: work, files: [file] };
    const message =
      "Error: '../shared/Node.ts' leads outside the submission: graded code may import only its own files";
    expect(loadFailure(message, path.join(work, 'klondike', '02-lists', 'x.test.ts'), places)).toMatchObject({
      file: 'klondike/02-lists/LinkedList.ts',
      line: 2,
      column: 22,
    });
    // Nothing names a place and nothing is found: the file the run started from is blamed, without a line.
    expect(loadFailure('Error: something else', path.join(work, 'klondike', '02-lists', 'x.test.ts'), places)).toEqual({
      file: 'klondike/02-lists/x.test.ts',
      why: 'something else',
    });
  });
});
