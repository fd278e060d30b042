import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { oneActivity } from '../resolve.ts';
import type { RegisterCommand } from '../context.ts';

type Seen = Record<string, number>;

// Which hints a student has already seen is the student's own state, kept beside their work.
function seenFile(cwd: string): string {
  return path.join(cwd, '.cardlab', 'hints-seen.json');
}

function readSeen(file: string): Seen {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Seen;
  } catch {
    return {};
  }
}

export const registerHint: RegisterCommand = (program, ctx) => {
  program
    .command('hint')
    .description('show the next hint for an activity, one at a time')
    .argument('<activity>', 'e.g. elevens/02')
    .option('--all', 'show every hint seen so far again, and the next one')
    .option('--reset', 'start again from the first hint')
    .action((id: string, flags: { all?: boolean; reset?: boolean }) => {
      const activity = oneActivity(ctx, id, 'hint');
      const { hints } = activity.manifest;
      const file = seenFile(ctx.cwd);
      const seen = readSeen(file);
      if (flags.reset) seen[activity.id] = 0;
      if (hints.length === 0) {
        ctx.stdout.write(`There are no hints for ${activity.id}: its README says what to do.\n`);
        return;
      }
      const counted = seen[activity.id];
      const shown = Number.isInteger(counted) && counted! > 0 ? Math.min(counted!, hints.length) : 0;
      if (shown >= hints.length && !flags.all) {
        ctx.stdout.write(
          `No more hints for ${activity.id}: you have seen all ${hints.length}. ` +
            '(--all shows them again, --reset starts over)\n',
        );
        return;
      }
      // --all repeats every hint seen so far and adds the next one, if one is left.
      const last = Math.min(shown, hints.length - 1);
      for (let k = flags.all ? 0 : shown; k <= last; k++) {
        ctx.stdout.write(`Hint ${k + 1} of ${hints.length} for ${activity.id}: ${hints[k]}\n`);
      }
      if (flags.all && shown >= hints.length) {
        ctx.stdout.write(`That is every hint for ${activity.id}. (--reset starts over)\n`);
      }
      seen[activity.id] = Math.min(shown + 1, hints.length);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(seen, null, 2)}\n`);
    });
};
