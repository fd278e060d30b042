// Suggestions for a mistyped name ("did you mean elevens/01-card?"), by edit distance.

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** A name that may be written in several forms (`elevens/01-card`, `elevens/01`, `elevens/card`). */
export interface Candidate {
  name: string;
  forms: string[];
}

/**
 * The candidates closest to what was typed, when close enough to be a slip (a third of its length, at least 2
 * edits); ties are all given, in their order.
 */
export function closest(wanted: string, candidates: Candidate[], most = 3): string[] {
  const typed = wanted.toLowerCase();
  const scored = candidates.map(({ name, forms }) => ({
    name,
    distance: Math.min(...forms.map((form) => editDistance(typed, form.toLowerCase()))),
  }));
  const best = Math.min(...scored.map((s) => s.distance));
  if (!Number.isFinite(best) || best > Math.max(2, Math.floor(typed.length / 3))) return [];
  return scored
    .filter((s) => s.distance === best)
    .map((s) => s.name)
    .slice(0, most);
}
