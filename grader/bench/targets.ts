/**
 * The bench's verdicts: each figure is a ratio of two times measured side by side in the same run (or a count, or a
 * memory budget), printed beside the absolute figures it comes from, the floor or peer it is measured against, and
 * its target. Absolute seconds are a property of the machine; the ratios are the kit's.
 */
export interface Row {
  figure: string;
  /** The absolute figures, as measured here. */
  measured: string;
  /** The ratio (or the value judged), and what it is of. */
  judged: string;
  target: string;
  met: boolean;
}

export const ratio = (part: number, whole: number) => `${(part / whole).toFixed(2)}×`;

export function table(rows: Row[], out: (line?: string) => void): void {
  out(`${'figure'.padEnd(46)} ${'measured'.padEnd(34)} ${'judged'.padEnd(30)} target`);
  for (const r of rows)
    out(
      `${r.figure.padEnd(46)} ${r.measured.padEnd(34)} ${r.judged.padEnd(30)} ${r.target} ${r.met ? 'met' : 'NOT MET'}`,
    );
}
