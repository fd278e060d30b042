import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { listLabs } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { labTitle } from '../src/kit/labTitle.ts';

describe("a lab's title", () => {
  it('is_the_labs_own_name_from_its_readme_not_its_folder_name', () => {
    const kit = kitPaths(KIT_ROOT);
    const titles = Object.fromEntries(listLabs(kit).map((lab) => [lab, labTitle(kit, lab)]));
    expect(titles).toMatchObject({
      elevens: 'Elevens',
      klondike: 'Klondike',
      montecarlo: 'Monte Carlo Solitaire',
      pyramid: 'Pyramid Solitaire',
    });
    // Any other lab the kit has (a new one) is named by its README's heading too (`# The War lab`, or `# War`).
    for (const [lab, title] of Object.entries(titles))
      expect(readFileSync(path.join(kit.activities, lab, 'README.md'), 'utf8').split('\n')[0]).toMatch(
        new RegExp(`^# (The )?${title}( lab)?$`),
      );
  });
});
