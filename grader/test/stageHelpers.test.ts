import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { needsOwnProgram } from '../src/analysis/stageHelpers.ts';

const kit = kitPaths(KIT_ROOT);
const stage = findActivity(listActivities(KIT_ROOT), 'elevens/09-elevens-board');

/** A submission of `files` (paths under the lab's folder), the stage's subject file first among them. */
function submission(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-stage-helpers-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'elevens', name)), { recursive: true });
    writeFileSync(path.join(root, 'elevens', name), text);
  }
  return root;
}

const usesHelper = "import { count } from '../shared/count.ts';\nexport class ElevensBoard {}\n";

describe('whether a stage that uses a helper of its own needs a type-check program of its own', () => {
  it('shares_the_program_of_the_other_stages_where_the_helper_reads_another_stages_file_its_reference_has', () => {
    const root = submission({
      '09-elevens-board/ElevensBoard.ts': usesHelper,
      'shared/count.ts': "import type { Board } from '../08-abstract-board/Board.ts';\nexport const count = 1;\n",
    });
    expect(needsOwnProgram(kit, root, stage)).toBe(false);
  });

  it('has_its_own_where_a_helper_reads_a_file_of_the_stage_itself_directly_or_through_another_helper', () => {
    const direct = submission({
      '09-elevens-board/ElevensBoard.ts': usesHelper,
      'shared/count.ts':
        "import type { ElevensBoard } from '../09-elevens-board/ElevensBoard';\nexport const count = 1;\n",
    });
    expect(needsOwnProgram(kit, direct, stage)).toBe(true);
    const through = submission({
      '09-elevens-board/ElevensBoard.ts': usesHelper,
      'shared/count.ts': "export { count } from './inner.ts';\n",
      'shared/inner.ts': '/// <reference path="../09-elevens-board/ElevensBoard.ts" />\nexport const count = 1;\n',
    });
    expect(needsOwnProgram(kit, through, stage)).toBe(true);
  });

  it('has_its_own_where_its_files_reach_a_file_of_another_stage_that_the_reference_lacks_or_one_deeper_in_a_folder', () => {
    const unknown = submission({
      '09-elevens-board/ElevensBoard.ts': `${usesHelper}import { x } from '../08-abstract-board/extra.ts';\n`,
      'shared/count.ts': 'export const count = 1;\n',
    });
    expect(needsOwnProgram(kit, unknown, stage)).toBe(true);
    const deeper = submission({
      '09-elevens-board/ElevensBoard.ts': `${usesHelper}import { x } from './more/extra.ts';\n`,
      'shared/count.ts': 'export const count = 1;\n',
    });
    expect(needsOwnProgram(kit, deeper, stage)).toBe(true);
    const folder = submission({
      '09-elevens-board/ElevensBoard.ts': `${usesHelper}import { x } from './more';\n`,
      '09-elevens-board/more/index.ts': 'export const x = 1;\n',
      'shared/count.ts': 'export const count = 1;\n',
    });
    expect(needsOwnProgram(kit, folder, stage)).toBe(true);
  });
});
