// What the lab rules report (forbidden.ts finds them, typedRules.ts with types, ruleWords.ts words them): a module of
// its own, so that those three import it and not each other.

/** One use of an API the activity forbids (the Monte Carlo and Klondike no-collections rules). */
export interface ForbiddenUse {
  file: string;
  line: number;
  column: number;
  api: string;
  why: string;
  /** The code that makes the forbidden thing, as written (`line.split(',')`): what "an array" is, at that place. */
  construct?: string;
}
