import { appendFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { analyseAside } from '../src/analysis/analysis.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { listActivities } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { aliasChain } from './typeChains.ts';

const card = listActivities(KIT_ROOT, 'elevens').find((a) => a.id === 'elevens/01-card')!;

describe('the type check of a long chain of type aliases', () => {
  // TypeScript's checker recurses once per alias, and how deep V8 gets in the thread's stack depends on how far the
  // JIT compiled each of its functions: a chain of 66,000 passed the check of a fresh thread and overflowed that of
  // one that had checked other students first (grade-all), 70,000 overflowed even a fresh one. An overflow is checked
  // again in a fresh thread with a deep stack: the verdict no longer rests on the thread's history. Each alias here
  // holds its predecessor in 100 brackets, through which the checker recurses too: 12,000 of them overflow a fresh
  // thread (4,500 did) at a small part of the computing a plain chain that deep takes (it grows with the square of
  // the aliases, analysis/analysisBudget.ts).
  it('is checked, in a thread of its own if it overflows the first: one verdict, whichever thread was asked', async () => {
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-alias-chain-')), 'work');
    assembleSubmission(KIT_ROOT, [card], { [card.id]: 'reference' }, root);
    appendFileSync(path.join(root, card.id, 'Card.ts'), aliasChain(12_000, 100));
    const analysis = await analyseAside(kitPaths(KIT_ROOT), root, [card], { types: {}, rules: { ownStages: false } });
    expect(analysis.typeProblems.get(card.id) ?? []).toEqual([]);
    expect(analysis.forbidden.get(card.id) ?? []).toEqual([]);
  });
});
