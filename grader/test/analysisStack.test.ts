import { appendFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { analyseAside } from '../src/analysis/analysis.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { listActivities } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';

const card = listActivities(KIT_ROOT, 'elevens').find((a) => a.id === 'elevens/01-card')!;

/** Names of one to three characters, none of them a word TypeScript reserves. */
function names(count: number): string[] {
  const first = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const rest = `${first}0123456789_$`;
  const reserved = new Set([
    'as',
    'do',
    'if',
    'in',
    'is',
    'of',
    'any',
    'for',
    'get',
    'let',
    'new',
    'set',
    'try',
    'var',
  ]);
  const out: string[] = [];
  for (const a of first) out.push(a);
  for (const a of first) for (const b of rest) out.push(a + b);
  for (const a of first) for (const b of rest) for (const c of rest) out.push(a + b + c);
  return out.filter((name) => !reserved.has(name)).slice(0, count);
}

describe('the type check of a long chain of type aliases', () => {
  // TypeScript's checker recurses once per alias, and how deep V8 gets in the thread's stack depends on how far the
  // JIT compiled each of its functions: a chain of 66,000 passed the check of a fresh thread and overflowed that of
  // one that had checked other students first (grade-all), 70,000 overflowed even a fresh one. An overflow is checked
  // again in a fresh thread with a deep stack: the verdict no longer rests on the thread's history.
  it('is checked, in a thread of its own if it overflows the first: one verdict, whichever thread was asked', async () => {
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-alias-chain-')), 'work');
    assembleSubmission(KIT_ROOT, [card], { [card.id]: 'reference' }, root);
    const chain = names(70_001);
    const aliases = chain.slice(1).map((name, k) => `type ${name}=${chain[k]};`);
    appendFileSync(
      path.join(root, card.id, 'Card.ts'),
      `\nexport type Deep = ${chain.at(-1)};\ntype ${chain[0]}=string;${aliases.reverse().join('')}\n`,
    );
    const analysis = await analyseAside(kitPaths(KIT_ROOT), root, [card], { types: {}, rules: { ownStages: false } });
    expect(analysis.typeProblems.get(card.id) ?? []).toEqual([]);
    expect(analysis.forbidden.get(card.id) ?? []).toEqual([]);
  });
});
