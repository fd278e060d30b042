// How many warnings one report lists. An upload decides how many things it holds that are left out or not understood:
// a zip of 95,000 entries nested too deep (663 KB, a zip inside a zip) had given 95,000 warnings, 35 MB in every
// report of the student's, on Gradescope and PrairieLearn and in the class report. Past the bound the rest are
// counted in one line; the last warning is kept, as it says what to do about those before it (the layout to upload).

/** The most warnings a report lists, the line that counts the others included. */
export const WARNINGS_LISTED = 40;

/** `warnings` as a report lists them: all of them, or the first ones, a line counting the rest, and the last one. */
export function boundedWarnings(warnings: string[]): string[] {
  if (warnings.length <= WARNINGS_LISTED) return warnings;
  const shown = warnings.slice(0, WARNINGS_LISTED - 2);
  const hidden = warnings.length - shown.length - 1;
  return [
    ...shown,
    `… and ${hidden} more warnings like those above, not listed (a report lists ${WARNINGS_LISTED} at most)`,
    warnings.at(-1)!,
  ];
}
