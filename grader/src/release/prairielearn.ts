/**
 * What PrairieLearn's external grader needs to grade with cardlab, written into a folder laid out as a course
 * repository: the kit under `serverFilesCourse/cardlab/` with its entry point, one question per stage (or per lab)
 * under `questions/cardlab/`, and the grading image's recipe under `graderImage/`.
 *
 * PrairieLearn pulls only public images, so the image holds nothing secret: Node, bubblewrap and the kit's locked
 * runtime packages, set up by the same setup.sh as Gradescope's image. The kit itself (references, hidden suites)
 * stays in the course repository, and PrairieLearn copies it into /grade/serverFilesCourse for each grading job.
 */
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { setupScript } from './autograderScripts.ts';
import { autograderFiles } from './kitFiles.ts';

/** Where PrairieLearn mounts a grading job (its documented layout). */
export const GRADE_ROOT = '/grade';
/** Where the image keeps Node and the runtime packages, and where each job's kit joins them. */
export const IMAGE_KIT = '/cardlab';
/** The kit's folder under the course's serverFilesCourse, and the entry point in it. */
export const SERVER_FOLDER = 'cardlab';
export const ENTRY_POINT = 'run_prairielearn';

/** A question grades one stage, or one whole lab handed in as a zip. */
export type Question = { kind: 'stage'; activity: Activity } | { kind: 'lab'; lab: string; activities: Activity[] };

/**
 * PrairieLearn's own limit on a job (its `timeout`, at most 600 s) must cover a fresh container: the grader's bundles
 * are built and the hidden suites run on the reference in every job, before the submission is graded. The whole-run
 * limit (CPU time, three times that on the clock as a backstop) is set to end within it.
 */
const LIMITS = { stage: { timeout: 300, limitS: 60 }, lab: { timeout: 600, limitS: 120 } } as const;

/** The same id gives the same uuid in every release, so a question released again is the same question. */
function uuidOf(id: string): string {
  const hex = createHash('sha256').update(`cardlab question ${id}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** info.json: graded externally, in the kit's image, by the entry point in serverFilesCourse, for this stage or lab. */
export function questionInfo(question: Question, image: string): object {
  const scope = question.kind === 'stage' ? question.activity.id : question.lab;
  const { timeout, limitS } = LIMITS[question.kind];
  const title =
    question.kind === 'stage'
      ? `${question.activity.id}: ${question.activity.manifest.title}`
      : `${question.lab} (whole lab)`;
  return {
    uuid: uuidOf(scope),
    title,
    topic: `cardlab ${scope.split('/')[0]}`,
    tags: ['cardlab'],
    type: 'v3',
    singleVariant: true,
    gradingMethod: 'External',
    externalGradingOptions: {
      enabled: true,
      image,
      serverFilesCourse: [`${SERVER_FOLDER}/`],
      entrypoint: [
        `${GRADE_ROOT}/serverFilesCourse/${SERVER_FOLDER}/${ENTRY_POINT}`,
        '--activity',
        scope,
        '--limit',
        String(limitS),
      ],
      timeout,
    },
  };
}

/** question.html: the files to upload (flat, as PrairieLearn hands them to the grader), and the grader's results. */
export function questionHtml(question: Question): string {
  let upload: string;
  let told: string;
  if (question.kind === 'stage') {
    const { files, manual } = question.activity.manifest;
    const optional = [...files.studentTests, ...(manual ? [manual.file] : [])];
    upload = `<pl-file-upload file-names="${escapeHtml(files.subject.join(', '))}" optional-file-names="${escapeHtml(optional.join(', '))}"></pl-file-upload>`;
    told = `Upload your files of stage <code>${escapeHtml(question.activity.id)}</code>, and your own tests.`;
  } else {
    upload = '<pl-file-upload file-patterns="*.zip"></pl-file-upload>';
    told =
      `Upload one zip of your <code>${escapeHtml(question.lab)}</code> folder (or of its stage folders, ` +
      `<code>01-…/</code>): each stage is graded on its own.`;
  }
  return `<pl-question-panel>
  <p>${told}</p>
  ${upload}
</pl-question-panel>

<pl-submission-panel>
  <pl-external-grader-results></pl-external-grader-results>
  <pl-file-preview></pl-file-preview>
</pl-submission-panel>
`;
}

/**
 * The entry point (info.json names it, with the stage or lab as its arguments). It moves the kit next to the image's
 * runtime packages, closes the course's copy to every other user (student code may run as one), grades
 * /grade/student and always leaves /grade/results/results.json: where it cannot grade, the result says
 * `gradable: false`, which costs the student no attempt.
 */
export function runScript(): string {
  const results = `${GRADE_ROOT}/results/results.json`;
  return `#!/usr/bin/env bash
# cardlab's PrairieLearn entry point: grades ${GRADE_ROOT}/student for the stage or lab its arguments name.
set -u
RESULTS="${results}"
KIT="${IMAGE_KIT}"
SOURCE="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "${GRADE_ROOT}/results"
give_up() {
  printf '{"gradable": false, "score": 0, "message": "%s", "format_errors": ["%s"], "tests": []}\\n' "$1" "$1" > "$RESULTS"
  exit 0
}
TELL="Please tell your instructor."
[ -d "$KIT/node_modules" ] ||
  give_up "The grading image has no cardlab runtime in $KIT: build it from graderImage/. $TELL"
cmp -s "$SOURCE/package-lock.json" "$KIT/package-lock.json" ||
  give_up "The grading image was built for another version of the kit: build it again from graderImage/. $TELL"
cp -R "$SOURCE/." "$KIT/" && chmod -R go-rwx "${GRADE_ROOT}/serverFilesCourse" ||
  give_up "The autograder could not put the kit in place. $TELL"
# The Node that setup.sh installed, when the image had no supported one.
if [ -x "$KIT/.node/bin/node" ]; then PATH="$KIT/.node/bin:$PATH"; fi
cd "$KIT"
OUT="$(mktemp -d)"
node grader/bin/cardlab.js grade "${GRADE_ROOT}/student" "$@" --prairielearn "$RESULTS" --out "$OUT" || true
rm -rf "$OUT"
[ -s "$RESULTS" ] ||
  give_up "The autograder could not grade this submission: it stopped before writing its results. $TELL"
`;
}

/** The image's recipe: the files it needs beside it, then the same set-up as Gradescope's image, less the kit. */
export function dockerfile(): string {
  return `# cardlab's grading image for PrairieLearn: Node, bubblewrap and the kit's locked runtime packages.
# Nothing secret is in it (PrairieLearn pulls public images only): the kit comes with each grading job.
FROM ubuntu:24.04
COPY setup.sh package.json package-lock.json ${IMAGE_KIT}/
RUN bash ${IMAGE_KIT}/setup.sh
`;
}

function writeFile(file: string, text: string, mode = 0o644): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  chmodSync(file, mode);
}

/** Writes the course folder for the given questions; returns its files, relative to `outDir`. */
export function writePrairieLearnCourse(
  kitRoot: string,
  outDir: string,
  questions: Question[],
  image: string,
): string[] {
  const labs = [...new Set(questions.map((q) => (q.kind === 'stage' ? q.activity.lab : q.lab)))];
  const written: string[] = [];
  const put = (file: string, text: string, mode?: number) => {
    writeFile(path.join(outDir, file), text, mode);
    written.push(file);
  };
  const server = `serverFilesCourse/${SERVER_FOLDER}`;
  for (const file of autograderFiles(kitRoot, labs)) {
    mkdirSync(path.dirname(path.join(outDir, server, file)), { recursive: true });
    copyFileSync(path.join(kitRoot, file), path.join(outDir, server, file));
    written.push(`${server}/${file}`);
  }
  put(`${server}/${ENTRY_POINT}`, runScript(), 0o755);
  for (const question of questions) {
    const folder =
      question.kind === 'stage'
        ? `questions/cardlab/${question.activity.lab}/${question.activity.slug}`
        : `questions/cardlab/${question.lab}/whole-lab`;
    put(`${folder}/info.json`, `${JSON.stringify(questionInfo(question, image), null, 2)}\n`);
    put(`${folder}/question.html`, questionHtml(question));
  }
  put('graderImage/Dockerfile', dockerfile());
  put('graderImage/setup.sh', setupScript(undefined, { warmUp: false }), 0o755);
  for (const file of ['package.json', 'package-lock.json']) {
    copyFileSync(path.join(kitRoot, file), path.join(outDir, 'graderImage', file));
    written.push(`graderImage/${file}`);
  }
  return written;
}
