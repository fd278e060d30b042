// How soon V8 optimizes a function, for the kit's own processes: the grader's (and its analysis thread, which
// shares its flags) and each test worker's. A grade is short-lived work: a four-lab grade spent 2.7 s of its 8 s of
// CPU in TurboFan, the optimizing compiler, on TypeScript's checker, the test runtime and the tests, most of it
// for functions that then ran too little to pay it back. A threshold fifteen times V8's own leaves them in the
// baseline tiers: a four-lab grade took 30% less CPU. What runs long (a student's simulation, a hot loop) still
// gets optimized, a few milliseconds later, at the same speed from then on. Nothing here changes what code does.
'use strict';
const v8 = require('node:v8');

const LATER = 15;

/**
 * The flag for this V8 (V8's defaults times LATER): V8 11 (Node 20) counts bytecode run since the last tick, V8 12 and
 * later (Node 22, 24) invocations. Set from inside the process, never on a command line: a flag a future V8 no
 * longer knows is then a line on stderr, not a process that refuses to start.
 */
function optimizeLaterFlag(version = process.versions.v8) {
  const major = Number(version.split('.')[0]);
  return major < 12 ? `--interrupt-budget=${67_584 * LATER}` : `--invocation-count-for-turbofan=${3_000 * LATER}`;
}

/** Raises this process's threshold for optimizing a function (once is enough; again is harmless). */
function optimizeLater() {
  v8.setFlagsFromString(optimizeLaterFlag());
}

module.exports = { optimizeLater, optimizeLaterFlag };
