import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { autograderFiles } from './kitFiles.ts';

/**
 * Gradescope runs setup.sh once when the image is built, from /autograder/source: a supported Node LTS (22) where
 * the image has none (Node 20 reached its end of life in April 2026), bubblewrap for the sandbox (used when the
 * container allows user namespaces; else grading falls back to a sandbox user id), and the locked dependencies.
 */
export function setupScript(): string {
  return `#!/usr/bin/env bash
# cardlab autograder: image setup (Gradescope runs this once, from /autograder/source).
set -euo pipefail
apt-get update
apt-get install -y bubblewrap || echo "cardlab: bubblewrap could not be installed; grading will confine workers by user id"
if ! command -v node >/dev/null 2>&1 || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 22 ]; then
  apt-get install -y ca-certificates curl gnupg
  curl -fsSL https://deb.nodesource.com/setup_22.x | bash -
  apt-get install -y nodejs
fi
cd "$(dirname "$0")"
npm ci --no-audit --no-fund
`;
}

/**
 * Gradescope runs run_autograder for each submission. It grades /autograder/submission and always leaves a
 * results.json: if grading itself cannot run, a results file says so. It never assumes it is run from where it was
 * unpacked (Gradescope copies it to /autograder). AUTOGRADER_DIR moves the whole layout, which is how the kit's own
 * tests run the bundle locally.
 */
export function runScript(lab?: string): string {
  const only = lab ? ` --activity ${lab}` : '';
  return `#!/usr/bin/env bash
# cardlab autograder: grades one submission (Gradescope runs this once per submission).
set -u
AUTOGRADER_DIR="\${AUTOGRADER_DIR:-/autograder}"
RESULTS="$AUTOGRADER_DIR/results/results.json"
mkdir -p "$AUTOGRADER_DIR/results"
# Gradescope copies this script to $AUTOGRADER_DIR and runs it from there: the kit is always in source/.
cd "$AUTOGRADER_DIR/source"
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
