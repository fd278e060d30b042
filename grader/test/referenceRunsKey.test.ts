import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitPaths } from '../src/kit/kit.ts';
import { forgetLabHashes, labHash } from '../src/plan/referenceRuns.ts';
import { fakeKit } from './support.ts';

// Kit-only runs that passed whole (a hidden suite on the reference, a wheat's probes on it) are kept, keyed by what
// they depend on. A part left out of the key kept a stale verdict after an edit: `verify` would still pass a wheat
// whose probes an edit had broken, and a grade would go on using the old reference's results.
describe('the key of a lab’s kept kit-only runs', () => {
  const FILES = [
    'activities/elevens/01-card/Card.ts',
    'activities/shared/RandomSource.ts',
    'solutions/elevens/01-card/Card.ts',
    'buggy/elevens/01-card/Card.wrong.ts',
    'wheats/elevens/01-card/Card.other.ts',
    'wheats/shared/probes.ts',
    'grader/suites/elevens/01-card/Card.hidden.test.ts',
    'fixtures/elevens/deck.json',
  ];

  it.each(FILES)('changes when %s changes', (file) => {
    const root = fakeKit({ 'package.json': '{"version":"1.0.0"}', ...Object.fromEntries(FILES.map((f) => [f, 'a'])) });
    const kit = kitPaths(root);
    forgetLabHashes();
    const before = labHash(kit, 'elevens');
    writeFileSync(path.join(root, file), 'b');
    forgetLabHashes();
    expect(labHash(kit, 'elevens')).not.toBe(before);
  });

  it('does not change with another lab’s files', () => {
    const root = fakeKit({ 'package.json': '{"version":"1.0.0"}', 'solutions/pyramid/01-model/M.ts': 'a' });
    const kit = kitPaths(root);
    forgetLabHashes();
    const before = labHash(kit, 'elevens');
    writeFileSync(path.join(root, 'solutions/pyramid/01-model/M.ts'), 'b');
    forgetLabHashes();
    expect(labHash(kit, 'elevens')).toBe(before);
  });
});
