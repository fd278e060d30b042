import { PLACEHOLDER } from '../../src/authoring/placeholders.ts';
import { planStage, ScaffoldRefused, writeStage } from '../../src/authoring/scaffold.ts';
import { EXAMPLE_BUG, EXAMPLE_WHEAT, type StageName } from '../../src/authoring/stageTemplates.ts';
import { UsageError } from '../context.ts';
import type { RegisterCommand } from '../context.ts';

function nextSteps({ lab, slug, number, subject }: StageName): string {
  const id = `${lab}/${number}`;
  return `
Next (grader/AUTHORING.md says how):
  1. Write the README and the manifest's title and hints: every "${PLACEHOLDER}" line says what goes there.
  2. Replace the example API (a label) with the stage's: the reference in solutions/${lab}/${slug}/${subject}.ts,
     the stub with the same API whose every method throws TODO, and the visible tests.
  3. Write the hidden suite, and at least three buggy implementations, one bug each (the example is
     ${subject}.${EXAMPLE_BUG}.ts), listed under "buggy" in activity.json; the reference student tests catch each.
  4. Write a wheat for each detail the README leaves open (the example is wheats/${lab}/${slug}/
     ${subject}.${EXAMPLE_WHEAT}.ts, listed under "wheats"), with a probe in wheats/${lab}/${slug}/probes.test.ts
     that fails on it; or say in the README, on a line starting "Nothing is left open", why there is none.
  5. Add the stage to activities/${lab}/README.md.
  6. Run \`npx cardlab verify ${id}\` until it passes; it builds the student kit from what is committed, so commit
     the stage before its last run.
`;
}

export const registerNew: RegisterCommand = (program, ctx) => {
  program
    .command('new')
    .description('make a new stage to fill in: stub, reference, hidden suite, buggy implementation, wheat, tests')
    .argument('<lab/NN-slug>', 'the stage to make, e.g. elevens/12-war (the lab must exist, the number be free)')
    .requiredOption('--subject <Name>', 'the class the student writes, e.g. War')
    .action((id: string, flags: { subject: string }) => {
      let name: StageName;
      try {
        name = planStage(ctx.kitRoot, id, flags.subject);
      } catch (error) {
        if (error instanceof ScaffoldRefused) throw new UsageError(`cannot make ${id}: ${error.message}`);
        throw error;
      }
      const files = writeStage(ctx.kitRoot, name);
      const lines = [`made ${name.lab}/${name.slug}, to fill in:`, ...files.map((file) => `  ${file}`)];
      ctx.stdout.write(`${lines.join('\n')}\n${nextSteps(name)}`);
    });
};
