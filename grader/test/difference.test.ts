import { describe, expect, it } from 'vitest';
import { differenceLines, failureText, firstDifference, ownWords } from '../src/report/difference.ts';

const DECK =
  'size = 6\nUndealt cards: \n' +
  'C of Lions (point value = 6), B of Lions (point value = 1), \nA of Lions (point value = 2)';
// The separator written after the line break instead of before it: the issue's Deck.
const SWAPPED =
  'size = 6\nUndealt cards: \n' +
  'C of Lions (point value = 6), B of Lions (point value = 1)\n, A of Lions (point value = 2)';

describe('the first difference of two texts', () => {
  it('same_texts_have_no_difference', () => {
    expect(firstDifference('a\nb', 'a\nb')).toBeUndefined();
    expect(differenceLines({ expected: '', actual: '' })).toEqual([]);
  });

  it('multi_line_texts_give_the_line_and_column_and_show_line_breaks', () => {
    const found = firstDifference(DECK, SWAPPED)!;
    expect([found.line, found.column]).toEqual([3, 59]);
    expect([found.expectedChar, found.actualChar]).toEqual([',', '\n']);
    expect(found.expectedExcerpt).toBe('…·Lions·(point·value·=·1),·⏎A·of·Lions·(point·value·=·2)');
    expect(found.actualExcerpt).toBe('…·Lions·(point·value·=·1)⏎,·A·of·Lions·(point·value·=·2)');
    const lines = differenceLines({ expected: DECK, actual: SWAPPED });
    expect(lines[0]).toBe('first difference at line 3, column 59: expected "," but got a line break');
    // The caret sits under the first character that differs, in both excerpts.
    const caret = lines[3]!.indexOf('^');
    expect(lines[1]!.slice(caret)).toMatch(/^,·⏎A/);
    expect(lines[2]!.slice(caret)).toMatch(/^⏎,·A/);
    expect(lines[4]).toBe('  (· is a space, ⏎ is a line break)');
  });

  it('a_line_break_counts_once_whether_it_is_lf_or_crlf', () => {
    const crlf = firstDifference('one\r\ntwo\r\nthree', 'one\r\ntwo\nthree')!;
    expect([crlf.line, crlf.column, crlf.expectedChar, crlf.actualChar]).toEqual([2, 4, '\r\n', '\n']);
    expect(crlf.expectedExcerpt).toBe('one␍⏎two␍⏎three');
    expect(differenceLines({ expected: 'a\r\n', actual: 'a\n' })[0]).toBe(
      'first difference at line 1, column 2: expected a Windows line break (\\r\\n) but got a line break',
    );
  });

  it('trailing_spaces_and_tabs_are_made_visible', () => {
    const found = firstDifference('Undealt cards: \n', 'Undealt cards:\n')!;
    expect([found.line, found.column]).toEqual([1, 15]);
    expect(found.expectedExcerpt).toBe('Undealt·cards:·⏎');
    expect(found.actualExcerpt).toBe('Undealt·cards:⏎');
    expect(differenceLines({ expected: 'x\ty', actual: 'x y' })[0]).toMatch(/expected a tab but got a space$/);
  });

  it('one_text_a_prefix_of_the_other_says_which_ends_and_how_much_is_left', () => {
    expect(differenceLines({ expected: 'abc\n\n', actual: 'abc' })[0]).toBe(
      'first difference at line 1, column 4: ' +
        'the actual text ends here, but the expected one goes on with a line break (2 more characters)',
    );
    expect(differenceLines({ expected: 'abc', actual: 'abc!' })[0]).toBe(
      'first difference at line 1, column 4: ' +
        'the expected text ends here, but the actual one goes on with "!" (1 more character)',
    );
    expect(firstDifference('', 'x')).toMatchObject({ line: 1, column: 1, expectedChar: undefined, actualChar: 'x' });
  });

  it('unicode_characters_count_as_one_and_look_alikes_are_told_apart_by_code_point', () => {
    // é as one code point and as e + a combining accent look the same: the code points say why they differ.
    const accents = differenceLines({ expected: 'café', actual: 'cafe\u0301' });
    expect(accents[0]).toBe(
      'first difference at line 1, column 4: expected "\u00e9" (U+00E9) but got "e\u0301" (U+0065 U+0301)',
    );
    // A card outside the Basic Multilingual Plane is two UTF-16 units but one column.
    expect(firstDifference('🂡 🂢 🂣', '🂡 🂢 🂤')).toMatchObject({ line: 1, column: 5 });
    expect(differenceLines({ expected: 'A♠ K♣', actual: 'A♠ K♠' })[0]).toMatch(
      /column 5: expected "♣" \(U\+2663\) but got "♠" \(U\+2660\)$/,
    );
  });

  it('the_caret_allows_for_wide_characters', () => {
    const lines = differenceLines({ expected: '日本語テキスト', actual: '日本語テスト' });
    // Four wide characters before the difference: eight columns.
    expect(lines[3]).toBe(`${' '.repeat(12)}${' '.repeat(8)}^`);
  });

  it('invisible_characters_are_shown_by_code_point', () => {
    const found = firstDifference('ab', 'a\u200bb')!;
    expect(found.actualExcerpt).toBe('a⟨U+200B⟩b');
    expect(differenceLines({ expected: 'ab', actual: 'a\u200bb' })[0]).toMatch(
      /expected "b" but got "⟨U\+200B⟩" \(U\+200B\)$/,
    );
  });

  it('long_texts_are_cut_around_the_difference_with_marks', () => {
    const long = `${'x'.repeat(100)}A${'y'.repeat(100)}`;
    const found = firstDifference(long, long.replace('A', 'B'))!;
    expect(found.column).toBe(101);
    expect(found.expectedExcerpt).toBe(`…${'x'.repeat(24)}A${'y'.repeat(31)}…`);
  });
});

describe('the words of a failure', () => {
  it('keeps_the_tests_own_message_and_drops_values_vitest_cut_short', () => {
    expect(ownWords('isEmpty after the last deal: expected false to be true // Object.is equality')).toBe(
      'isEmpty after the last deal',
    );
    expect(
      ownWords("expected 'size = 6\\nUndealt cards: \\nC of Lions…' to be 'size = 6…' // Object.is equality"),
    ).toBe('');
    expect(ownWords('Cannot read properties of undefined')).toBe('Cannot read properties of undefined');
  });

  it('failure_text_has_the_difference_when_there_is_one_and_the_message_otherwise', () => {
    expect(
      failureText("the deck's text: expected 'a' to be 'b'", { expected: 'b', actual: 'a' }).split('\n').slice(0, 2),
    ).toEqual(["the deck's text", 'first difference at line 1, column 1: expected "b" but got "a"']);
    expect(failureText('expected {} to be {} // Object.is equality', { expected: '{}', actual: '{}' })).toBe(
      'expected {} to be {} // Object.is equality',
    );
    expect(failureText('boom', undefined)).toBe('boom');
  });
});

// How the worker records a failure of `toBe(true)`, `toBe(6)`, `toBe('ace')` on undefined: vitest prints values
// that are not strings (and a string compared with one, quoted), and `strings` says which sides were strings.
const NOT_STRINGS = { expected: false, actual: false };

describe('values that are not both strings', () => {
  it('booleans_numbers_and_null_are_shown_whole_not_by_character', () => {
    expect(differenceLines({ expected: 'true', actual: 'false', strings: NOT_STRINGS })).toEqual([
      'expected true, got false',
    ]);
    expect(differenceLines({ expected: '6', actual: '8', strings: NOT_STRINGS })).toEqual(['expected 6, got 8']);
    expect(differenceLines({ expected: 'null', actual: 'undefined', strings: NOT_STRINGS })).toEqual([
      'expected null, got undefined',
    ]);
  });

  it('a_string_against_undefined_is_shown_quoted_not_from_its_quote_mark', () => {
    const comparison = { expected: '"ace"', actual: 'undefined', strings: { expected: true, actual: false } };
    expect(differenceLines(comparison)).toEqual(['expected "ace", got undefined']);
    expect(failureText("expected undefined to be 'ace' // Object.is equality", comparison)).toBe(
      'expected "ace", got undefined',
    );
    expect(
      failureText('the top card: expected false to be true // Object.is equality', {
        expected: 'true',
        actual: 'false',
        strings: NOT_STRINGS,
      }),
    ).toBe('the top card\nexpected true, got false');
  });

  it('two_strings_that_read_like_values_are_still_compared_by_character', () => {
    const strings = { expected: true, actual: true };
    expect(differenceLines({ expected: 'true', actual: 'false', strings })[0]).toBe(
      'first difference at line 1, column 1: expected "t" but got "f"',
    );
    expect(differenceLines({ expected: '6', actual: '8' })[0]).toBe(
      'first difference at line 1, column 1: expected "6" but got "8"',
    );
  });

  it('objects_printed_over_many_lines_are_shown_compact_with_a_caret_where_they_part', () => {
    const lines = differenceLines({ expected: '{\n  "a": 2,\n}', actual: '{\n  "a": 1,\n}', strings: NOT_STRINGS });
    expect(lines).toEqual([
      'first difference at this place: expected "2" but got "1"',
      '  expected: {"a": 2}',
      '  actual:   {"a": 1}',
      '                  ^',
    ]);
    // `toBe` on two equal objects prints them alike: vitest's message (use toEqual) is the whole story.
    expect(differenceLines({ expected: '{}', actual: '{}', strings: NOT_STRINGS })).toEqual([]);
    expect(
      failureText('expected {} to be {} // Object.is equality', { expected: '{}', actual: '{}', strings: NOT_STRINGS }),
    ).toBe('expected {} to be {} // Object.is equality');
  });

  it('long_printed_values_are_cut', () => {
    const many = `[\n${Array.from({ length: 30 }, (_, k) => `  ${k},`).join('\n')}\n]`;
    const lines = differenceLines({ expected: many, actual: 'undefined', strings: NOT_STRINGS });
    expect(lines.slice(11, 14)).toEqual(['    … (22 more lines)', 'got:', '    undefined']);
    const wide = differenceLines({
      expected: `"${'x'.repeat(300)}"`,
      actual: '1',
      strings: { expected: true, actual: false },
    });
    expect(wide[0]).toBe(`expected "${'x'.repeat(119)}…, got 1`);
  });
});

/** An array of strings as vitest prints it. */
function printed(lines: string[]): string {
  if (lines.length === 0) return '[]';
  return `[\n${lines.map((line) => `  "${line.replace(/["\\]/g, '\\$&')}",\n`).join('')}]`;
}

function screens(expected: string[], actual: string[]): string[] {
  return differenceLines({ expected: printed(expected), actual: printed(actual), strings: NOT_STRINGS });
}

const KLONDIKE = ['Draw: 3♠ 8♦', 'Foundation: <none>, <none>, <none>, <none>', ' A♣  ?   ?', '     K♥  ?'];

describe('two arrays of strings, as screens of lines', () => {
  it('a_trailing_space_is_at_its_screen_line_and_column_not_in_the_printed_array', () => {
    const actual = KLONDIKE.map((line, k) => (k === 1 ? `${line} ` : line));
    expect(screens(KLONDIKE, actual)).toEqual([
      'first difference at line 2, column 43: ' +
        'the expected line ends here, but the actual one goes on with a space (1 more character)',
      '  expected: …,·<none>,·<none>,·<none>',
      '  actual:   …,·<none>,·<none>,·<none>·',
      `            ${' '.repeat(25)}^`,
      '  (· is a space)',
    ]);
  });

  it('a_differing_character_gives_the_line_and_column_within_it', () => {
    const actual = [...KLONDIKE];
    actual[2] = ' A♣  ?  ?';
    const lines = screens(KLONDIKE, actual);
    expect(lines[0]).toBe('first difference at line 3, column 9: expected a space but got "?"');
    expect(lines[1]).toBe('  expected: ·A♣··?···?');
  });

  it('missing_and_extra_lines_say_which_side_has_them', () => {
    expect(screens(KLONDIKE, KLONDIKE.slice(0, 3))).toEqual([
      'first difference at line 4: line 4 is missing from the actual (it has 3 lines, the expected 4)',
      '  expected: ·····K♥··?',
      '  (· is a space)',
    ]);
    expect(screens(KLONDIKE, KLONDIKE.slice(0, 1))[0]).toBe(
      'first difference at line 2: lines 2 to 4 are missing from the actual (it has 1 line, the expected 4)',
    );
    expect(screens(KLONDIKE, [...KLONDIKE, ''])).toEqual([
      'first difference at line 5: the actual has an extra line 5 (it has 5 lines, the expected 4)',
      '  actual:   (an empty line)',
    ]);
    expect(screens([], ['a', 'b'])[0]).toBe(
      'first difference at line 1: the actual has extra lines 1 to 2 (it has 2 lines, the expected 0)',
    );
  });

  it('a_line_that_differs_where_the_counts_differ_too_says_both', () => {
    const lines = screens(['a', 'b', 'c'], ['a', 'x']);
    expect(lines[0]).toBe('first difference at line 2, column 1: expected "b" but got "x"');
    expect(lines.at(-1)).toBe('  (the expected has 3 lines, the actual 2)');
  });

  it('quotes_and_backslashes_in_lines_are_the_students_characters', () => {
    expect(screens(['say "hi"', 'a\\b'], ['say "hi"', 'a/b'])[0]).toBe(
      'first difference at line 2, column 2: expected "\\" but got "/"',
    );
  });

  it('arrays_of_other_values_are_shown_compact_and_named_by_the_index_where_they_part', () => {
    const lines = differenceLines({ expected: '[\n  1,\n  2,\n]', actual: '[\n  1,\n  3,\n]', strings: NOT_STRINGS });
    expect(lines).toEqual([
      'first difference at element [1]: expected 2 but got 3',
      '  expected: [1, 2]',
      '  actual:   [1, 3]',
      '                ^',
    ]);
    // An array of strings against a string is no screen to compare line by line.
    const mixed = differenceLines({
      expected: '"a"',
      actual: '[\n  "a",\n]',
      strings: { expected: true, actual: false },
    });
    expect(mixed).toEqual(['expected:', '    "a"', 'got:', '    [', '      "a",', '    ]']);
  });
});

/** A value as vitest prints an array (pretty-format): one element a line, a comma after each. */
function prettyPrinted(value: unknown, indent = ''): string {
  if (!Array.isArray(value)) return JSON.stringify(value);
  const inner = value.map((element) => `${indent}  ${prettyPrinted(element, `${indent}  `)},\n`).join('');
  return `[\n${inner}${indent}]`;
}

describe('two long arrays', () => {
  it('are_cut_around_their_first_difference_not_before_it', () => {
    // elevens/09's legal groups: two expected, and a long list of the student's after them.
    const groups = (extra: number) => [[0, 3], [3, 7], ...Array.from({ length: extra }, (_, k) => [k % 9, 8])];
    const lines = differenceLines({
      expected: prettyPrinted(groups(0)),
      actual: prettyPrinted(groups(200)),
      strings: NOT_STRINGS,
    });
    expect(lines).toEqual([
      'first difference at element [2]: the actual has an element there, the expected array ends before it',
      '  expected: [[0, 3], [3, 7]]',
      '  actual:   [[0, 3], [3, 7], [0, 8], [1, 8], [2, 8], [3, 8]…',
      '                           ^',
      '  (the expected has 2 elements, the actual 202)',
    ]);
  });

  it('name_two_elements_that_differ_as_wholes_by_their_values', () => {
    const lines = differenceLines({
      expected: prettyPrinted(['ace', '3', '2']),
      actual: prettyPrinted([undefined, 'ace', '3']).replace('null', 'undefined'),
      strings: NOT_STRINGS,
    });
    expect(lines.slice(0, 4)).toEqual([
      'first difference at element [0]: expected "ace" but got undefined',
      '  expected: ["ace", "3", "2"]',
      '  actual:   [undefined, "ace", "3"]',
      '             ^',
    ]);
  });

  it('show_a_difference_deep_inside_them_with_its_index', () => {
    const numbers = Array.from({ length: 300 }, (_, k) => k);
    const changed = numbers.map((n) => (n === 250 ? -1 : n));
    const lines = differenceLines({
      expected: prettyPrinted(numbers),
      actual: prettyPrinted(changed),
      strings: NOT_STRINGS,
    });
    expect(lines[0]).toBe('first difference at element [250]: expected 250 but got -1');
    expect(lines[1]).toMatch(/^ {2}expected: …[\d, ]*249, 250, 251,[\d, ]*…$/);
    expect(lines[2]).toMatch(/^ {2}actual: {3}…[\d, ]*249, -1, 251,[\d, ]*…$/);
    expect(lines[3]!.indexOf('^')).toBe(lines[2]!.indexOf('-1'));
    expect(lines.join('\n')).not.toMatch(/more lines/);
  });
});
