import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Activity } from '../../src/kit/activities.ts';
import type { Check } from '../../src/verify.ts';
import { painter } from '../../src/report/terminal.ts';
import { UsageError } from '../context.ts';
import { activityAsMeant, discoverActivities, idFromPath } from '../../src/kit/activities.ts';
import type { CliContext } from '../context.ts';
import { activitiesFor } from '../resolve.ts';
import type { RegisterCommand } from '../context.ts';
import { byName } from '../../src/kit/words.ts';

function render(checks: Check[], color: boolean, verbose: boolean): string {
  const paint = painter(color);
  const lines: string[] = [];
  const subjects = [...new Set(checks.map((check) => check.subject))];
  for (const subject of subjects) {
    const own = checks.filter((check) => check.subject === subject);
    const failed = own.filter((check) => !check.ok);
    const mark = failed.length === 0 ? paint('green', '✓') : paint('red', '✗');
    lines.push(`${mark} ${subject} ${paint('dim', `(${own.length - failed.length}/${own.length} checks)`)}`);
    for (const check of verbose ? own : failed) {
      const mark = check.ok ? paint('green', '✓') : paint('red', '✗');
      lines.push(`    ${mark} ${check.claim}${check.detail ? `: ${check.detail}` : ''}`);
    }
  }
  const failures = checks.filter((check) => !check.ok).length;
  // A plain closing line that CI systems read: "N passed, N failed".
  lines.push('', `verify: ${checks.length - failures} passed, ${failures} failed`);
  return `${lines.join('\n')}\n`;
}

/** Whether `file` (`activities/<lab>/<NN-slug>/activity.json`) is in the scope of `wanted` (all, a lab, a stage). */
function inScope(file: string, wanted: string | undefined): boolean {
  if (wanted === undefined) return true;
  const [lab, stage] = idFromPath(wanted).split('/');
  const [, fileLab, folder = ''] = file.split('/');
  if (fileLab !== lab) return false;
  return stage === undefined || folder === stage || folder.startsWith(`${stage}-`) || folder.slice(3) === stage;
}

/**
 * In verify, a manifest that does not load is a failed check naming its file and fields, not a warning. The other
 * stages are verified all the same, and so is its own when its only fault is a misspelled field (read as the field
 * it is a slip for): one typo hides no other mistake.
 */
function brokenManifests(
  ctx: CliContext,
  wanted: string | undefined,
): { lab: string; check: Check; asMeant?: Activity }[] {
  const lab = wanted === undefined ? undefined : idFromPath(wanted).split('/')[0];
  return discoverActivities(ctx.kitRoot, lab)
    .broken.filter((error) => inScope(error.file, wanted))
    .map((error) => {
      const asMeant = activityAsMeant(ctx.kitRoot, error);
      const then = asMeant
        ? 'the rest of the stage is verified as if each misspelled field were the one suggested'
        : 'the stage is verified once it loads';
      return {
        lab: error.file.split('/')[1]!,
        check: {
          subject: error.file,
          claim: 'the manifest loads',
          ok: false,
          detail: `${error.problems.join('; ')}; ${then}`,
        },
        ...(asMeant ? { asMeant } : {}),
      };
    });
}

/** The activities to verify: none when the one stage asked for is a broken manifest (which is reported). */
function verifiedActivities(ctx: CliContext, wanted: string | undefined, brokenStage: boolean): Activity[] {
  try {
    return activitiesFor(ctx, wanted, { quiet: true });
  } catch (error) {
    if (brokenStage && error instanceof UsageError) return [];
    throw error;
  }
}

/** The student kit built from this kit holds nothing secret: built in a temporary folder and scanned. */
async function studentKitCheck(ctx: CliContext, labs: string[]): Promise<Check[]> {
  const { buildStudentKit } = await import('../../src/release/studentKit.ts');
  const { scanStudentKit } = await import('../../src/release/scan.ts');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-verify-kit-'));
  try {
    try {
      await buildStudentKit(ctx.kitRoot, dir, labs);
    } catch (error) {
      // A refused release (a changed or answered stub) is a failed check, with its reasons.
      return [
        {
          subject: 'release student',
          claim: 'a student kit can be built from the committed stubs',
          ok: false,
          detail: (error as Error).message,
        },
      ];
    }
    const problems = scanStudentKit(ctx.kitRoot, dir);
    return [
      {
        subject: 'release student',
        claim: 'the student kit holds no solution, hidden test, buggy source or instructor fixture',
        ok: problems.length === 0,
        detail: problems.slice(0, 5).join('; ') || undefined,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const registerVerify: RegisterCommand = (program, ctx) => {
  program
    .command('verify')
    .description('prove the kit: references pass, stubs fail, every buggy implementation is caught, fixtures match')
    .argument('[lab-or-activity]', 'a lab (elevens) or one activity (elevens/02); all labs by default')
    .option('--verbose', 'list every check, not only the failed ones')
    .action(async (wanted: string | undefined, flags: { verbose?: boolean }) => {
      const { verify } = await import('../../src/verify.ts');
      const broken = brokenManifests(ctx, wanted);
      const activities = [
        ...verifiedActivities(ctx, wanted, broken.length > 0),
        ...broken.flatMap((b) => (b.asMeant ? [b.asMeant] : [])),
      ].sort((a, b) => byName(a.id, b.id));
      const labs = [...new Set([...activities.map((a) => a.lab), ...broken.map((b) => b.lab)])].sort();
      // One stage is proved with its lab's fixtures and its lab's student kit, which it is part of.
      const scope = { wholeKit: !wanted, wholeLabs: !wanted || !idFromPath(wanted).includes('/') };
      const checks = [
        ...broken.map((b) => b.check),
        ...(await verify(ctx.kitRoot, activities, scope)),
        ...(await studentKitCheck(ctx, labs)),
      ];
      ctx.stdout.write(render(checks, ctx.color, Boolean(flags.verbose)));
      if (checks.some((check) => !check.ok))
        throw new UsageError('the kit does not prove itself: see the failed checks above', 1);
    });
};
