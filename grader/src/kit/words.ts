// Small helpers for the words of every report: a count with the right plural, a title fitted to its column.

/** `1 test`, `2 tests`, `1 activity`, `3 activities` (give the plural when it is not the word and an s). */
export function counted(count: number, word: string, plural = `${word}s`): string {
  return `${count} ${count === 1 ? word : plural}`;
}

/** `text` in `width` columns, cut after a whole word and marked `…` when it is longer (a single long word is cut). */
export function fitWords(text: string, width: number): string {
  if (text.length <= width) return text.padEnd(width);
  const room = text.slice(0, width - 1);
  const space = room.lastIndexOf(' ');
  const kept = (space > 0 ? room.slice(0, space) : room).replace(/[\s,;:·—-]+$/, '');
  return `${kept}…`.padEnd(width);
}

/**
 * The order names are listed in (students, stages, files): English's, whatever the machine's language. Compared in
 * the process's own locale (`localeCompare()` with none given), Ärlig came after Zhang in the gradebook of a machine
 * set to Swedish and before it on one set to English: the same class gave two gradebooks.
 */
export const byName: (a: string, b: string) => number = new Intl.Collator('en').compare;
