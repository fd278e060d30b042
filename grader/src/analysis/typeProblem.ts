/** A problem the type check found, where it is: the analysis makes these, the result model carries them. */
export interface TypeProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  /**
   * Found in a file students never see (a hidden suite, a reference). Its words are the student's own terms
   * (hiddenTypeProblem.ts), but that it is there at all says something of the hidden tests (whether one passes a
   * chosen value): a grading service shows it only as it shows the hidden tests.
   */
  hidden?: true;
}
