// The reporters, by the output they make: `grade` and `grade-all` pick theirs from here by name, and every one renders
// the result model (a GradeReport, or a class of them) and nothing else.
import type { Gradebook } from '../score/gradebook.ts';
import type { GradeReport } from '../score/result.ts';
import { writeClassReport } from './classReport/classReport.ts';
import { renderClassTable } from './classTable.ts';
import { gradebookCsv, type GradebookFormat } from './gradebookCsv.ts';
import { toGradescope, type Visibility } from './gradescope.ts';
import { writeValidated, writeWhole } from './json.ts';
import { toJUnit } from './junit.ts';
import { toPrairieLearn } from './prairielearn.ts';
import { renderTerminal } from './terminal.ts';

/** What the reporters are told besides their subject. */
export interface ReportSettings {
  /** The kit's schemas folder (fixtures/schemas): JSON outputs are validated against them before they are written. */
  schemas: string;
  /** Whether the terminal shows colours. */
  color: boolean;
  /** Where the JSON report was written, for the terminal to point at (it shows only the first few failures). */
  jsonReport?: string;
  /** When an activity's hidden tests are shown (its manifest's `gradescope.hiddenVisibility`). */
  visibility?: (activityId: string) => Visibility;
  /** Gradescope: show the total even while hidden tests are not shown yet (report/gradescope.ts says why not). */
  showTotal?: boolean;
  /** The gradebook's layout. */
  format?: GradebookFormat;
}

/** A reporter whose output is text for the terminal. */
export interface ShownReporter<Subject> {
  show(subject: Subject, settings: ReportSettings): string;
}

/**
 * A reporter whose output is a file (or a folder: the class report) it writes at `target`, whole or not at all; it
 * returns the file to open. A failure of the file system is thrown as it is, for the caller to name.
 */
export interface WrittenReporter<Subject> {
  write(subject: Subject, target: string, settings: ReportSettings): string;
}

/** A class: every student's report, the gradebook made from them, and the title its report shows. */
export interface ClassSubject {
  reports: GradeReport[];
  book: Gradebook;
  title: string;
  /** The folder the reports' `coverageReport` paths are relative to (grade-all's --out): the report links them. */
  reportsDir?: string;
}

export type GradeOutput = 'json' | 'gradescope' | 'prairielearn' | 'junit';
export type ClassOutput = 'gradebook' | 'class-report';

export const GRADE_REPORTERS: { terminal: ShownReporter<GradeReport> } & Record<
  GradeOutput,
  WrittenReporter<GradeReport>
> = {
  terminal: {
    show: (report, settings) => renderTerminal(report, settings.color, { jsonReport: settings.jsonReport }),
  },
  json: {
    write: (report, file, settings) => {
      writeValidated(file, report, settings.schemas, 'grade-report');
      return file;
    },
  },
  gradescope: {
    write: (report, file, settings) => {
      const results = toGradescope(report, settings.visibility, { showTotal: settings.showTotal });
      writeValidated(file, results, settings.schemas, 'gradescope-results');
      return file;
    },
  },
  prairielearn: {
    write: (report, file, settings) => {
      writeValidated(file, toPrairieLearn(report, settings.visibility), settings.schemas, 'prairielearn-results');
      return file;
    },
  },
  junit: {
    write: (report, file) => {
      writeWhole(file, toJUnit(report));
      return file;
    },
  },
};

export const CLASS_REPORTERS: { terminal: ShownReporter<ClassSubject> } & Record<
  ClassOutput,
  WrittenReporter<ClassSubject>
> = {
  terminal: { show: ({ book }, settings) => renderClassTable(book, settings.color) },
  gradebook: {
    write: ({ book }, file, settings) => {
      writeWhole(file, gradebookCsv(book, settings.format));
      return file;
    },
  },
  'class-report': {
    write: ({ book, reports, title, reportsDir }, dir) => writeClassReport(dir, book, reports, title, reportsDir),
  },
};
