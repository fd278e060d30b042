import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KIT_ROOT } from './grader/cli/context.ts';
import { findActivity, listActivities } from './grader/src/activities.ts';
import { checkForbidden } from './grader/src/forbidden.ts';
import { kitPaths } from './grader/src/kit.ts';
const kit = kitPaths(KIT_ROOT);
const acts = listActivities(KIT_ROOT);
const base = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'try-'));
cpSync(kit.solutions, base, { recursive: true });
cpSync(path.join(kit.activities, 'montecarlo/shared'), path.join(base, 'montecarlo/shared'), { recursive: true });
cpSync(path.join(kit.activities, 'klondike/shared'), path.join(base, 'klondike/shared'), { recursive: true });
const attacks: [string, string, string][] = [
  ['klondike/03-piles', 'CardList.ts', "const made = JSON.parse('[]');\nmade.push(1);\nexport const n = made.at(0);"],
  ['montecarlo/02-game', 'Game.ts', "const made = [1];\nmade[['pu','sh'].join('')](2);"],
  ['montecarlo/02-game', 'Game.ts', "const made = [1];\nReflect.get(made, 'push').call(made, 2);"],
  ['montecarlo/02-game', 'Game.ts', "const made = [1];\nFunction.prototype.call.call(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(made), 'pu' + 'sh')!.value, made, 2);"],
  ['montecarlo/02-game', 'Game.ts', "const made = [1];\nmade?.['push'](2);"],
  ['montecarlo/02-game', 'Game.ts', "const made = [1];\nconst { push } = made;\npush.call(made, 2);"],
  ['montecarlo/02-game', 'Game.ts', "const made = [1];\nconst k = 'pu' + 'sh';\nconst { [k]: f } = made as unknown as Record<string, () => void>;"],
  ['montecarlo/02-game', 'Game.ts', "export const m = new globalThis.Map();"],
  ['montecarlo/02-game', 'Game.ts', "const made = [1];\nArray.prototype.push.call(made, 2);"],
  ['montecarlo/02-game', 'Game.ts', "module.exports.x = 1;"],
  ['montecarlo/02-game', 'Game.ts', "const m = require('node:util');"],
  ['montecarlo/02-game', 'Game.ts', "declare const made: { add(x: number): void };\nmade.add(1);"],
  ['klondike/03-piles', 'CardList.ts', "export const made = [...'ab'];"],
  ['klondike/03-piles', 'CardList.ts', "export const made = Array.from('ab');"],
  ['klondike/03-piles', 'CardList.ts', "export const made = Object.values({ a: 1 });"],
  ['klondike/03-piles', 'CardList.ts', "interface Pile { push(x: number): number }\nconst raw: unknown = JSON.parse('[]');\nexport const p = raw as Pile;"],
  ['klondike/03-piles', 'CardList.ts', "export const ok = 1;"],
];
for (const [id, file, code] of attacks) {
  const a = findActivity(acts, id);
  const target = path.join(base, id, file);
  const orig = readFileSync(path.join(kit.solutions, id, file), 'utf8');
  writeFileSync(target, `${orig}\n${code}\n`);
  const files = Object.fromEntries(a.manifest.files.subject.map((n) => [n, path.join(base, id, n)]));
  const uses = checkForbidden(a.manifest, files, base, kit);
  console.log(code.replace(/\n/g, ' ⏎ ').slice(0, 90), '=>', uses.map((u) => `${u.line}:${u.column} ${u.api}`).join(', ') || 'NONE');
  writeFileSync(target, orig);
}
