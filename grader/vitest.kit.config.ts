import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import { overlayVitePlugin } from './src/kit/solutionsOverlay.ts';

/**
 * Authoring aid: runs hidden suites and reference student tests directly (they import the reference, so a
 * plain run tests the reference). CARDLAB_BIND swaps one reference file for another, e.g.
 *   CARDLAB_BIND=elevens/01-card/Card.ts=buggy/elevens/01-card/Card.matches-or.ts \
 *     npx vitest run --config grader/vitest.kit.config.ts grader/suites/elevens/01-card
 * Grading itself does this through the engine (grader/src/kit/binding.ts), not through this file.
 */
const kitRoot = path.resolve(import.meta.dirname, '..');

function bindFromEnv(spec: string | undefined): Plugin[] {
  if (!spec) return [];
  const [from, to] = spec.split('=');
  if (!from || !to) throw new Error('CARDLAB_BIND must look like lab/activity/File.ts=path/to/impl.ts');
  const source = path.join(kitRoot, 'solutions', from);
  const target = path.join(kitRoot, to);
  return [
    {
      name: 'cardlab-dev-bind',
      enforce: 'pre',
      async resolveId(id, importer) {
        if (importer === target) return null;
        const resolved = await this.resolve(id, importer, { skipSelf: true });
        return resolved?.id === source ? target : null;
      },
    },
  ];
}

/**
 * CARDLAB_REFERENCE=1 runs files in activities/ (visible tests) against the reference solutions instead; with
 * CARDLAB_BIND, a bound stub's own imports of earlier stages also go to the reference, as in grading.
 */
function activitiesToReference(enabled: boolean): Plugin[] {
  if (!enabled) return [];
  const activities = path.join(kitRoot, 'activities') + path.sep;
  return [
    {
      name: 'cardlab-dev-reference',
      enforce: 'pre',
      async resolveId(id, importer) {
        const resolved = await this.resolve(id, importer, { skipSelf: true });
        if (!resolved?.id.startsWith(activities)) return null;
        const reference = path.join(kitRoot, 'solutions', resolved.id.slice(activities.length));
        return existsSync(reference) ? reference : null;
      },
    },
  ];
}

export default defineConfig({
  plugins: [
    // References import provided code as students' files do (`../shared/x.ts`): it is found under activities/.
    overlayVitePlugin(kitRoot),
    ...bindFromEnv(process.env.CARDLAB_BIND),
    ...activitiesToReference(process.env.CARDLAB_REFERENCE === '1' || Boolean(process.env.CARDLAB_BIND)),
  ],
  test: {
    root: kitRoot,
    include: ['grader/suites/**/*.test.ts', 'solutions/**/*.test.ts', 'activities/**/*.visible.test.ts'],
  },
});
