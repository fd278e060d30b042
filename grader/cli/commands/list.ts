import { warmAnalysisThread } from '../../src/analysis/analysis.ts';
import { forText } from '../../src/report/inert.ts';
import { painter } from '../../src/report/terminal.ts';
import { fitWords } from '../../src/kit/words.ts';
import { listSummary } from '../../src/report/listSummary.ts';
import type { Status } from '../../src/status.ts';
import { activitiesFor } from '../resolve.ts';
import { workDirFor } from '../resolve.ts';
import type { RegisterCommand } from '../context.ts';

const MARKS: Record<Status, [string, 'green' | 'yellow' | 'red' | 'dim']> = {
  done: ['✓', 'green'],
  'in progress': ['…', 'yellow'],
  'not started': ['·', 'dim'],
  blocked: ['…', 'dim'],
  broken: ['✗', 'red'],
  'missing files': ['✗', 'red'],
  'rule broken': ['✗', 'red'],
  'API changed': ['✗', 'red'],
  'not as graded': ['✗', 'red'],
  'own tests fail': ['✗', 'yellow'],
  'over-specified': ['✗', 'yellow'],
};

export const registerList: RegisterCommand = (program, ctx) => {
  program
    .command('list')
    .description('every activity with its status (done as check says it), from a fresh run of its tests')
    .argument('[lab]', 'only this lab, e.g. elevens')
    .option('--dir <folder>', 'where your stages are (default: this kit’s activities/)')
    .action(async (lab: string | undefined, flags: { dir?: string }) => {
      // The lab rules and the API are checked in the analysis thread: it starts loading TypeScript now.
      warmAnalysisThread();
      const { activityStatuses } = await import('../../src/status.ts');
      const paint = painter(ctx.color);
      const activities = activitiesFor(ctx, lab);
      const statuses = await activityStatuses(ctx.kitRoot, workDirFor(ctx, flags.dir), activities);
      for (const { activity, status, passed, total, detail } of statuses) {
        const [mark, colour] = MARKS[status];
        const tests = total > 0 ? `${passed}/${total} public tests` : '';
        ctx.stdout.write(
          `${paint(colour, mark)} ${activity.id.padEnd(28)} ${fitWords(activity.manifest.title, 40)} ` +
            `${paint(colour, status.padEnd(14))} ${tests}\n`,
        );
        // Why a stage is not done goes on a line of its own, whole: a place cut short cannot be found.
        // It names the student's files and quotes their code's errors: shown inert.
        if (detail) {
          const shown = forText(detail);
          ctx.stdout.write(`${paint('dim', `    ${status === 'missing files' ? `missing: ${shown}` : shown}`)}\n`);
        }
      }
      const next = statuses.find((s) => s.status !== 'done');
      ctx.stdout.write(`\n${listSummary(statuses)}`);
      ctx.stdout.write(next ? ` Next: npx cardlab check ${next.activity.id}\n` : '\n');
    });
};
