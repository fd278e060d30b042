import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { runScript, setupScript } from './autograderScripts.ts';
import { autograderFiles } from './kitFiles.ts';

/** What a Gradescope assignment grades: a whole lab, or one stage of it (the way courses usually use Gradescope). */
export interface AutograderScope {
  lab?: string;
  /** A full activity id (`elevens/04-deck-shuffle`); its lab's files all ship, since later stages bind earlier ones. */
  activity?: string;
  /** Show the total in the output even while hidden tests are not shown yet (report/gradescope.ts). */
  showTotal?: boolean;
}

/** Writes the Gradescope autograder zip: setup.sh and run_autograder at the root, beside the kit's files. */
export async function writeGradescopeZip(
  kitRoot: string,
  outFile: string,
  scope: AutograderScope = {},
): Promise<string[]> {
  const lab = scope.activity ? scope.activity.split('/')[0] : scope.lab;
  const files = autograderFiles(kitRoot, lab ? [lab] : undefined);
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addFile(path.join(kitRoot, file), file);
  zip.addBuffer(Buffer.from(setupScript(scope.activity ?? lab)), 'setup.sh', { mode: 0o100755 });
  zip.addBuffer(Buffer.from(runScript(scope.activity ?? lab, { showTotal: scope.showTotal })), 'run_autograder', {
    mode: 0o100755,
  });
  mkdirSync(path.dirname(outFile), { recursive: true });
  const output = createWriteStream(outFile);
  zip.outputStream.pipe(output);
  zip.end();
  await finished(output);
  return ['setup.sh', 'run_autograder', ...files];
}
