import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Activity } from '../../src/activities.ts';
import type { Check } from '../../src/verify.ts';
import { painter } from '../../src/report/terminal.ts';
import { UsageError } from '../context.ts';
import { discoverActivities, idFromPath } from '../../src/activities.ts';
import type { CliContext } from '../context.ts';
import { activitiesFor } from '../resolve.ts';
import type { RegisterCommand } from '../context.ts';

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

/** In verify, a manifest that does not load is a failed check, not a warning. */
function brokenManifests(ctx: CliContext, wanted: string | undefined): Check[] {
  const lab = wanted === undefined ? undefined : idFromPath(wanted);
  if (lab?.includes('/')) return [];
  return discoverActivities(ctx.kitRoot, lab).broken.map((error) => ({
    subject: error.file,
    claim: 'the manifest loads',
    ok: false,
    detail: error.problems.join('; '),
  }));
}

/** The student kit built from this kit holds nothing secret: built in a temporary folder and scanned. */
async function studentKitCheck(ctx: CliContext, activities: Activity[]): Promise<Check[]> {
  const { buildStudentKit } = await import('../../src/release/studentKit.ts');
  const { scanStudentKit } = await import('../../src/release/scan.ts');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-verify-kit-'));
  try {
    try {
      await buildStudentKit(ctx.kitRoot, dir, [...new Set(activities.map((a) => a.lab))]);
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
      const activities = activitiesFor(ctx, wanted, { quiet: true });
      // One stage is proved with its lab's fixtures and its lab's student kit, which it is part of.
      const scope = { wholeKit: !wanted, wholeLabs: !wanted || !idFromPath(wanted).includes('/') };
      const checks = [
        ...brokenManifests(ctx, wanted),
        ...(await verify(ctx.kitRoot, activities, scope)),
        ...(await studentKitCheck(ctx, activities)),
      ];
      ctx.stdout.write(render(checks, ctx.color, Boolean(flags.verbose)));
      if (checks.some((check) => !check.ok))
        throw new UsageError('the kit does not prove itself: see the failed checks above', 1);
    });
};
