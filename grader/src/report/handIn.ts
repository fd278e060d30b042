// How work is handed in, and what `grade` means in a student kit: said in the kit's README, under a check that is
// done, by `pack` and by `grade` in a kit, in these words only.

/** The course's ways of handing in, as one sentence. */
export const HAND_IN =
  'To hand in: upload your stage folders to Gradescope, or the zip that `npx cardlab pack` makes ' +
  '(your stage folders, laid out as grading reads them).';

/** What grading is, seen from a student kit (which has no hidden tests). */
export const GRADE_MEANS =
  'grade runs the hidden tests your instructor grades with, and this kit does not have them: your work is graded ' +
  'once it is handed in.';

/** What `npx cardlab grade` says in a student kit. */
export const GRADE_IN_A_KIT =
  `${GRADE_MEANS} \`npx cardlab check <stage>\` runs everything this kit can (the public tests, your own tests ` +
  'against your code and, in Elevens 05, the buggy decks) and says how many hidden tests run at grading. ' +
  HAND_IN;
