// How `grade-all` spreads a class over the cores it may use (cores.ts). A student's grade keeps about one core
// busy on average, not more: its type check is one thread, most of its grade long, beside a few short test workers
// and the grader's own work. So a class is graded one student per core, at least two at once (while one student's
// code is type-checked, the other's tests keep the cores busy). One grader process serves up to four students at
// once: each process pays its own start (Node, the bundle, TypeScript and its libraries loaded and warmed up in each
// thread), which on 16 cores cost a tenth of the CPU in eight processes of two; but a process has one thread for its
// own work (compiling, scoring, serving the workers), about an eighth of a student's CPU, which eight students at once
// kept busy enough to leave a quarter of the cores idle. The worker slots are the cores shared out among the
// processes, so that all of them together never run more test workers than there are cores (limits count CPU time,
// so more would not change a grade, only slow it).

/** One grader process's share of a class. */
export interface ClassShare {
  /** Students it grades at once. */
  students: number;
  /** Test workers it runs at once. */
  slots: number;
}

export const STUDENTS_PER_PROCESS = 4;

/** Splits `total` into `parts` whole shares differing by at most one, the larger ones first. */
function split(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, k) => Math.floor(total / parts) + (k < total % parts ? 1 : 0));
}

/**
 * The processes that grade a class of `students` on `cores` cores: one share means this process grades them.
 * Without a sandbox (`confined` false) a grade snapshots and restores the kit around its runs (grade.ts), so
 * students are then graded one at a time.
 */
export function classShares(cores: number, students: number, confined: boolean): ClassShare[] {
  const usable = Math.max(1, Math.floor(cores));
  if (!confined) return [{ students: 1, slots: usable }];
  const atOnce = Math.max(1, Math.min(Math.max(2, usable), students));
  const processes = Math.ceil(atOnce / STUDENTS_PER_PROCESS);
  const slots = split(usable, processes);
  return split(atOnce, processes).map((count, k) => ({ students: count, slots: Math.max(1, slots[k]!) }));
}
