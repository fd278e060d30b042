import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { listLabs } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { labTitle } from '../src/kit/labTitle.ts';

describe("a lab's title", () => {
  it('is_the_labs_own_name_from_its_readme_not_its_folder_name', () => {
    const kit = kitPaths(KIT_ROOT);
    expect(Object.fromEntries(listLabs(kit).map((lab) => [lab, labTitle(kit, lab)]))).toEqual({
      elevens: 'Elevens',
      klondike: 'Klondike',
      montecarlo: 'Monte Carlo Solitaire',
      pyramid: 'Pyramid Solitaire',
    });
  });
});
