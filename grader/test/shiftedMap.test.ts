import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { shiftedMap, type Edit } from '../src/run/edits.ts';

/** The rule, read plainly: each segment moves by what every edit on its line before it (or inserting at it) adds. */
function plainShift(map: string, code: string, edits: Edit[]): string {
  const lineStarts = [0, ...[...code.matchAll(/\n/g)].map((match) => match.index + 1)];
  const lineOf = (at: number) => lineStarts.filter((start) => start <= at).length - 1;
  const parsed = JSON.parse(map) as { mappings: string };
  const lines = decode(parsed.mappings);
  for (const [line, segments] of lines.entries()) {
    const shifts = edits
      .filter((edit) => lineOf(edit.at) === line)
      .map((edit) => [edit.at - lineStarts[line]!, edit.text.length - (edit.cut ?? 0), (edit.cut ?? 0) > 0] as const);
    for (const segment of segments) {
      const added = shifts.filter(([at, , replaces]) => at < segment[0] || (at === segment[0] && !replaces));
      segment[0] += added.reduce((sum, [, by]) => sum + by, 0);
    }
  }
  return JSON.stringify({ ...parsed, mappings: encode(lines) });
}

/** A generator of numbers from a seed, so that every run draws the same cases. */
function draws(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe('source maps moved by the edits made to graded code', () => {
  it('move every segment as the plain rule says, on many lines and on one long line', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const draw = draws(seed);
      const lineCount = seed % 3 === 0 ? 1 : 1 + draw(8);
      const lengths = Array.from({ length: lineCount }, () => 1 + draw(120));
      const code = lengths.map((length) => 'x'.repeat(length)).join('\n');
      // Segments at increasing columns of each line; some at the very columns the edits are made at.
      const lines: SourceMapSegment[][] = lengths.map((length) => {
        const columns = [...new Set(Array.from({ length: draw(12) }, () => draw(length)))].sort((a, b) => a - b);
        return columns.map((column) => [column, 0, draw(5), draw(40)]);
      });
      const offsets = [...new Set(Array.from({ length: draw(30) }, () => draw(code.length)))].sort((a, b) => a - b);
      // shiftedMap reads only where each edit is, what it puts there and what it cuts.
      const node = { type: 'Identifier', start: 0, end: 0 };
      const edits: Edit[] = offsets.map((at, seq) =>
        draw(3) === 0
          ? { at, text: 'yy', cut: 1 + draw(1), node, seq }
          : { at, text: 'z'.repeat(1 + draw(6)), node, seq },
      );
      const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: encode(lines) });
      expect(shiftedMap(map, code, edits), `seed ${seed}`).toBe(plainShift(map, code, edits));
    }
  });
});
