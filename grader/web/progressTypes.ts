/** What the student page is sent about the stages (plain data, shared by the server and the page's script). */
import type { CoverageFigure } from '../src/result.ts';

export type StatusRow = {
  id: string;
  lab: string;
  title: string;
  status: string;
  passed: number;
  total: number;
  detail: string | null;
};

type Failed = { name: string; message: string };

export type CheckSummary = {
  id: string;
  title: string;
  /** When the check ran (ISO time). */
  at: string;
  missing: string[];
  visible: { passed: number; total: number; failed: Failed[]; errors: string[] };
  ownTests: { passed: number; total: number; failed: Failed[]; errors: string[] };
  coverage: CoverageFigure | null;
  /** The address of the coverage report on this server. */
  coverageReport: string | null;
  types: string[];
  forbidden: string[];
  buggy: { id: string; caught: boolean; hint: string | null }[] | null;
  /** What check says of the wheats (report/wheatWords.ts), where the stage has them. */
  wheats: { head: string; tests: string[] } | null;
  hiddenCount: number | null;
};

export type ProgressEvent = { type: 'status'; rows: StatusRow[] } | { type: 'check'; summary: CheckSummary };
