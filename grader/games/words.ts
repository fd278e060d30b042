/** Words the games share. */

/** `1 card`, `3 cards`: a count and its noun, in the plural unless there is exactly one. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
