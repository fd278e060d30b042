import { INSTALLED_NODE, shellNodeCheck } from './nodeRuntime.ts';

/** Where Gradescope puts everything: the bundle unpacked in source/, the upload in submission/, results/ read back. */
export const AUTOGRADER_ROOT = '/autograder';

/**
 * setup.sh: Gradescope runs it once, as root, from /autograder/source, when it builds the image. It makes sure a
 * supported Node is there (the image's, or the pinned LTS fetched by npm from the npm registry, checked against its
 * pinned integrity), bubblewrap for the sandbox (where the image's packages have it), then the locked runtime
 * packages. Each step says what it did; a step that cannot be done stops with what to do instead.
 * CARDLAB_SETUP_NODE=install installs the pinned Node even where the image's would do.
 */
export function setupScript(scope?: string, { warmUp = true }: { warmUp?: boolean } = {}): string {
  const { version, packages, npm } = INSTALLED_NODE;
  const cases = Object.entries(packages)
    .map(([arch, { name, integrity }]) => `  ${arch}) PACKAGE=${name}; INTEGRITY=${integrity} ;;`)
    .join('\n');
  return `#!/usr/bin/env bash
# cardlab autograder: image setup (Gradescope runs this once, as root, from ${AUTOGRADER_ROOT}/source).
set -euo pipefail
SOURCE="$(cd "$(dirname "$0")" && pwd)"
say() { printf 'cardlab setup: %s\\n' "$*"; }
fail() { printf 'cardlab setup: %s\\n' "$*" >&2; exit 1; }
node_ok() { command -v node >/dev/null 2>&1 && ${shellNodeCheck()}; }
# The integrity npm's registry records for a package file: sha512, in base64.
integrity_of() {
  node -e 'const c = require("crypto"), f = require("fs");
    const digest = c.createHash("sha512").update(f.readFileSync(process.argv[1])).digest("base64");
    process.stdout.write("sha512-" + digest)' "$1"
}

if ! command -v bwrap >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && apt-get update -qq && apt-get install -y -qq bubblewrap; then
    say "installed bubblewrap: student code runs in its sandbox where the container allows user namespaces"
  else
    say "bubblewrap could not be installed: student code will be confined by a sandbox user id instead"
  fi
fi

if node_ok && [ "\${CARDLAB_SETUP_NODE:-}" != install ]; then
  say "using the image's Node $(node --version)"
else
  if command -v node >/dev/null 2>&1; then FOUND="the image's Node $(node --version) is not one the kit supports"
  else FOUND="the image has no Node"; fi
  say "$FOUND: installing Node ${version}"
  case "$(uname -m)" in
${cases}
  *) fail "no Node package for a $(uname -m) machine: use an image with Node 22 or 24 installed" ;;
  esac
  if ! command -v npm >/dev/null 2>&1; then
    command -v apt-get >/dev/null 2>&1 ||
      fail "the image has neither npm nor apt-get to fetch Node with: use an image with Node 22 or 24"
    say "installing the image's npm package, only to fetch Node with"
    { apt-get update -qq && apt-get install -y -qq npm; } ||
      fail "apt-get could not install npm: use an image with Node 22 or 24"
  fi
  FETCH="$(mktemp -d)"
  (cd "$FETCH" && npm pack --silent "$PACKAGE@${version}" "npm@${npm.version}" >/dev/null) ||
    fail "npm could not fetch $PACKAGE@${version} from the npm registry: is the registry reachable from the image?"
  [ "$(integrity_of "$FETCH/$PACKAGE-${version}.tgz")" = "$INTEGRITY" ] ||
    fail "$PACKAGE-${version}.tgz does not match its pinned integrity: not installing it"
  [ "$(integrity_of "$FETCH/npm-${npm.version}.tgz")" = "${npm.integrity}" ] ||
    fail "npm-${npm.version}.tgz does not match its pinned integrity: not installing it"
  rm -rf "$SOURCE/.node" && mkdir -p "$SOURCE/.node/lib/npm"
  tar -xzf "$FETCH/$PACKAGE-${version}.tgz" -C "$SOURCE/.node" --strip-components=1
  tar -xzf "$FETCH/npm-${npm.version}.tgz" -C "$SOURCE/.node/lib/npm" --strip-components=1
  printf '#!/bin/sh\\nexec "%s/bin/node" "%s/lib/npm/bin/npm-cli.js" "$@"\\n' "$SOURCE/.node" "$SOURCE/.node" \\
    > "$SOURCE/.node/bin/npm"
  chmod 755 "$SOURCE/.node/bin/npm"
  rm -rf "$FETCH"
  export PATH="$SOURCE/.node/bin:$PATH"
  say "installed Node $(node --version) and npm $(npm --version) in $SOURCE/.node (run_autograder uses them)"
fi

cd "$SOURCE"
npm ci --omit=dev --no-audit --no-fund
say "installed the kit's locked runtime packages"
${warmUp ? warmUpLines(scope) : 'say "the kit itself comes with each grading job"'}
say "ready to grade with Node $(node --version)"
`;
}

/**
 * The grader's generated bundles (its command line, the confined worker's runtime, the analysis and type-check
 * threads) are built on first use. Grading the kit's own starting files once at setup builds them into the image,
 * so no submission pays for that (about a second each). A warm-up that fails costs only that second.
 */
export function warmUpLines(scope?: string): string {
  const only = scope ? ` --activity ${scope}` : '';
  return `WARM="$(mktemp -d)"
if node grader/bin/cardlab.js grade "$SOURCE/activities"${only} --json "$WARM/report.json" --out "$WARM/out" >/dev/null 2>&1; then
  say "prepared the grader's bundles by grading the kit's starting files once"
else
  say "could not prepare the grader's bundles: each submission will build them as it is graded"
fi
rm -rf "$WARM"`;
}

/**
 * What an autograder grades: one stage or one lab (`--activity`), or else every lab with `--every-lab`, so that the
 * maximum is the same for every student (a lab not handed in counts at 0 of its points, never out of the total).
 */
export function scopeArgs(scope?: string): string {
  return scope ? ` --activity ${scope}` : ' --every-lab';
}

/**
 * run_autograder: Gradescope copies it to /autograder and runs it from there for each submission, so it uses only
 * absolute paths into /autograder, never its own location. It grades /autograder/submission (the scope given when
 * the bundle was made) and always leaves /autograder/results/results.json, even when grading cannot run.
 */
export function runScript(scope?: string, { showTotal = false }: { showTotal?: boolean } = {}): string {
  const only = scopeArgs(scope) + (showTotal ? ' --show-total' : '');
  const root = AUTOGRADER_ROOT;
  return `#!/usr/bin/env bash
# cardlab autograder: grades one submission (Gradescope runs this from ${root}, once per submission).
set -u
RESULTS="${root}/results/results.json"
mkdir -p "${root}/results"
# The Node that setup.sh installed, when the image had no supported one.
if [ -x "${root}/source/.node/bin/node" ]; then PATH="${root}/source/.node/bin:$PATH"; fi
cd "${root}/source"
node grader/bin/cardlab.js grade "${root}/submission"${only} --gradescope "$RESULTS" \\
  --json "${root}/results/cardlab-report.json" --out "${root}/results/cardlab" || true
if [ ! -s "$RESULTS" ]; then
  WHY="The autograder could not grade this submission: it stopped before writing its results."
  WHY="$WHY Please tell your instructor."
  printf '{"score": 0, "output": "%s", "output_format": "text", "tests": []}\\n' "$WHY" > "$RESULTS"
fi
`;
}
