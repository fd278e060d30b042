import { describe, expect, it } from 'vitest';
import { forCsv, forHtml, forText, forXml } from '../src/report/inert.ts';
import { RAW_UNSAFE } from './hostile/cases/text.ts';

describe('forText: what a terminal or a text view shows of a student', () => {
  it('shows_escape_sequences_as_the_escapes_a_programmer_writes', () => {
    const clear = '\u001b[2J\u001b[H';
    const clipboard = '\u001b]52;c;ZWNobyBvd25lZA==\u0007';
    const link = '\u001b]8;;http://evil.example\u001b\\click\u001b]8;;\u001b\\';
    expect(forText(clear)).toBe('\\x1b[2J\\x1b[H');
    expect(forText(clipboard)).toBe('\\x1b]52;c;ZWNobyBvd25lZA==\\x07');
    expect(forText(link)).toBe('\\x1b]8;;http://evil.example\\x1b\\click\\x1b]8;;\\x1b\\');
  });

  it('shows_every_C0_and_C1_control_DEL_and_bidirectional_character', () => {
    expect(forText('a\bb\u000ec\u007fd\u009be')).toBe('a\\x08b\\x0ec\\x7fd\\x9be');
    expect(forText('\u202egnp.exe \u2066x\u2069 \u200f')).toBe('\\u202egnp.exe \\u2066x\\u2069 \\u200f');
    expect(forText('zero\u200bwidth\ufeff\u2028')).toBe('zero\\u200bwidth\\ufeff\\u2028');
    expect(forText('tag \u{e0041}')).toBe('tag \\u{e0041}');
    expect(forText('lone \ud800 surrogate')).toBe('lone \\ud800 surrogate');
  });

  it('keeps_line_breaks_only_where_the_layout_has_room_for_lines', () => {
    expect(forText('a\nTotal 15/15\r\nb\rc\td')).toBe('a\\nTotal 15/15\\r\\nb\\rc\\td');
    expect(forText('a\nTotal 15/15\r\nb\rc\td', { lines: true })).toBe('a\nTotal 15/15\nb\\rc\\td');
  });

  it('leaves_ordinary_text_of_any_script_and_emoji_as_it_is', () => {
    const plain = 'Zoë · 10♠ ≠ 10♤ 日本語 مرحبا 👩‍👩‍👧 ‌x "q" <b> & \\x1b';
    expect(forText(plain)).toBe(plain);
    expect(forText(42)).toBe('42');
  });

  it('every_code_point_it_gives_is_safe', () => {
    const all = Array.from({ length: 0x3000 }, (_, k) => String.fromCharCode(k)).join('');
    expect(forText(all)).not.toMatch(RAW_UNSAFE);
    expect(forText(all, { lines: true }).replaceAll('\n', '')).not.toMatch(RAW_UNSAFE);
  });
});

describe('forHtml and forXml: text that is never markup', () => {
  it('escapes_markup_in_elements_and_quoted_attributes', () => {
    const html = forHtml(`<script>alert('x')</script> "a" & b`);
    expect(html).toBe('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot;a&quot; &amp; b');
    expect(forHtml(3)).toBe('3');
  });

  it('shows_control_characters_xml_forbids_and_keeps_line_breaks', () => {
    expect(forXml('a\u0001b\u001b[31m\u0000\ufffe\nc')).toBe('a\\x01b\\x1b[31m\\x00\\ufffe\nc');
    expect(forHtml('\u202e<b>')).toBe('\\u202e&lt;b&gt;');
  });
});

describe('forCsv: a cell a spreadsheet never runs', () => {
  it('neutralises_formulas_even_after_spaces_and_keeps_numbers', () => {
    expect(forCsv('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(forCsv('  =1+1')).toBe("'  =1+1");
    expect(forCsv('\t=1')).toBe("'\\t=1");
    expect(forCsv('-2.5')).toBe('-2.5');
    expect(forCsv(-3)).toBe('-3');
  });

  it('keeps_each_cell_on_one_line_with_controls_shown', () => {
    expect(forCsv('alice\r\n=cmd\u001b[2J')).toBe('alice\\r\\n=cmd\\x1b[2J');
    expect(forCsv('a, b')).toBe('"a, b"');
  });
});
