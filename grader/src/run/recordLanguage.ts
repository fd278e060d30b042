// Maintainer's script (`npm run record-language`): records the language's surface on Node 20, the oldest Node the
// kit supports, into run/worker/languageSurface.json, which the worker keeps to on every Node (oldestLanguage.ts).
// Run it on Node 20 after adding an intrinsic to languageSurface.ts, or when the kit's oldest Node changes. It
// refuses any other Node: a record made on a newer one would let graded code see that Node's additions.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { surfaceNow } from './worker/languageSurface.ts';

const OLDEST = 20;

const major = Number(process.versions.node.split('.')[0]);
if (major !== OLDEST) {
  console.error(`record-language records Node ${OLDEST}'s language; this is Node ${process.versions.node}`);
  process.exit(1);
}
const file = path.join(import.meta.dirname, 'worker', 'languageSurface.json');
writeFileSync(file, `${JSON.stringify(surfaceNow(), null, 2)}\n`);
console.log(`recorded ${path.relative(process.cwd(), file)} on Node ${process.versions.node}`);
