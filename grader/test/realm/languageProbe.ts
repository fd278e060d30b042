// Run by languageSurface.test.ts in a process of its own, as the recorder runs (run/recordLanguage.ts): prints the
// language's surface walked over the record's intrinsics before and after the worker's removal (oldestLanguage.ts),
// and what that removed. A process of its own: the removal would take a newer Node's additions from vitest's.
import record from '../../src/run/worker/languageSurface.json' with { type: 'json' };
import { INTRINSICS, intrinsic, surfaceNow } from '../../src/run/worker/languageSurface.ts';
import { keepOldestLanguage } from '../../src/run/worker/oldestLanguage.ts';

const names = Object.keys(record.intrinsics);
const before = surfaceNow(names);
// What the recorder would record here: every intrinsic of the walk this Node has.
const walked = INTRINSICS.filter((name) => intrinsic(name));
const trimmed = keepOldestLanguage();
const after = surfaceNow(names);
process.stdout.write(JSON.stringify({ before, after, walked, ...trimmed }));
