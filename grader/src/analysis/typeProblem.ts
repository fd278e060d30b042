/** A problem the type check found, where it is: the analysis makes these, the result model carries them. */
export interface TypeProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}
