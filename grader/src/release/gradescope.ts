import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { autograderFiles } from './kitFiles.ts';

/** Gradescope runs setup.sh once when the image is built: Node 20 and the locked dependencies. */
export function setupScript(): string {
  return `#!/usr/bin/env bash
# cardlab autograder: image setup (Gradescope runs this once). Installs Node 20 if the image lacks it, then
# exactly the dependencies the lockfile pins.
set -euo pipefail
if ! command -v node >/dev/null 2>&1 || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 20 ]; then
  apt-get update
  apt-get install -y ca-certificates curl gnupg
  curl -fsSL https://deb.nodesource.com/setup_20.x | bash -
  apt-get install -y nodejs
fi
cd "$(dirname "$0")"
npm ci --no-audit --no-fund
`;
}

/**
 * Gradescope runs run_autograder for each submission. It grades /autograder/submission and always leaves a
 * results.json: if grading itself cannot run, a results file says so. AUTOGRADER_DIR moves the whole layout,
 * which is how the kit's own tests run the bundle locally.
 */
export function runScript(lab?: string): string {
  const only = lab ? ` --activity ${lab}` : '';
  return `#!/usr/bin/env bash
# cardlab autograder: grades one submission (Gradescope runs this once per submission).
set -u
AUTOGRADER_DIR="\${AUTOGRADER_DIR:-/autograder}"
RESULTS="$AUTOGRADER_DIR/results/results.json"
mkdir -p "$AUTOGRADER_DIR/results"
cd "$(dirname "$0")"
node grader/bin/cardlab.js grade "$AUTOGRADER_DIR/submission"${only} --gradescope "$RESULTS" --json "$AUTOGRADER_DIR/results/cardlab-report.json" --out "$AUTOGRADER_DIR/results/cardlab" || true
if [ ! -s "$RESULTS" ]; then
  printf '%s\\n' '{"score": 0, "output": "The autograder could not grade this submission: it stopped before writing its results. Please tell your instructor.", "tests": []}' > "$RESULTS"
fi
`;
}

/** Writes the Gradescope autograder zip: setup.sh and run_autograder at the root, beside the kit's files. */
export async function writeGradescopeZip(kitRoot: string, outFile: string, lab?: string): Promise<string[]> {
  const files = autograderFiles(kitRoot, lab ? [lab] : undefined);
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addFile(path.join(kitRoot, file), file);
  zip.addBuffer(Buffer.from(setupScript()), 'setup.sh', { mode: 0o100755 });
  zip.addBuffer(Buffer.from(runScript(lab)), 'run_autograder', { mode: 0o100755 });
  mkdirSync(path.dirname(outFile), { recursive: true });
  const output = createWriteStream(outFile);
  zip.outputStream.pipe(output);
  zip.end();
  await finished(output);
  return ['setup.sh', 'run_autograder', ...files];
}
