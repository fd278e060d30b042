/** What the student page is sent about the stages (plain data, shared by the server and the page's script). */

export type StatusRow = {
  id: string;
  lab: string;
  title: string;
  status: string;
  passed: number;
  total: number;
  detail: string | null;
};

/**
 * A stage's check as the page shows it: the very lines and verdict the terminal's `check` prints
 * (report/checkTerminal.ts), already inert text, so that the page and the terminal cannot tell two stories.
 */
export type CheckSummary = {
  id: string;
  title: string;
  /** When the check ran (ISO time). */
  at: string;
  /** What passes, what fails and why: the lines between the terminal's title and its verdict. */
  lines: string[];
  /** Whether the stage is done (check's exit code 0), and the terminal's last line. */
  verdict: { done: boolean; summary: string };
  /** Under a stage that is done, how work is handed in (the terminal's last line then). */
  handIn: string | null;
  /** The address of the coverage report on this server. */
  coverageReport: string | null;
};

export type ProgressEvent = { type: 'status'; rows: StatusRow[] } | { type: 'check'; summary: CheckSummary };
