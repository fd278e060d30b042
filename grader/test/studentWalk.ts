/**
 * A student's side of the kit, for the walk-through tests: a student kit released from this kit for one lab and
 * installed as students install it, and a student at work in it, saving files while `serve` runs, then asking
 * `check`, `list` and the page about a stage. Each step expects one verdict (score/stageVerdict.ts) from all three.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import type { Activity } from '../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../src/intake/assemble.ts';
import { testContext } from './support.ts';

export interface StudentKit {
  root: string;
  /** `npx cardlab …` in the kit, without colours. */
  cli(...args: string[]): SpawnSyncReturns<string>;
  /** Keeps the texts of `files` (paths under the lab's folder): the returned function writes them back. */
  snapshot(lab: string, files: string[]): () => void;
  /** Writes `texts` (paths under the lab's folder) over the kit's; the returned function writes the old ones back. */
  overwrite(lab: string, texts: Map<string, string> | Record<string, string>): () => void;
  remove(): void;
}

/**
 * The references of `stages` (of one lab), as a student who finished them holds them: each file's text by its path
 * under the lab's folder (`01-card/Card.ts`).
 */
export function finishedStages(stages: Activity[]): Map<string, string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-finished-'));
  try {
    assembleSubmission(KIT_ROOT, stages, Object.fromEntries(stages.map((a) => [a.id, 'reference'])) as Recipe, dir);
    return new Map(
      stages.flatMap((stage) =>
        readdirSync(path.join(dir, stage.lab, stage.slug)).map(
          (name) =>
            [`${stage.slug}/${name}`, readFileSync(path.join(dir, stage.lab, stage.slug, name), 'utf8')] as const,
        ),
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `release student --lab <lab>`, then `npm ci` in it as students do (npm ci refuses a lockfile that does not match).
 * Not under /tmp: the bubblewrap sandbox gives each worker a /tmp of its own, which would hide the kit's packages.
 */
export async function releasedStudentKit(lab: string): Promise<StudentKit> {
  mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
  const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-student-kit-'));
  const root = path.join(dir, 'kit');
  const ctx = testContext([], { cwd: dir });
  expect(await main(['release', 'student', 'kit', '--lab', lab], ctx), ctx.stderr.text).toBe(0);
  expect(ctx.stdout.text).toContain('scanned: no solution, hidden test or buggy source');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8' });
  expect(install.status, install.stderr).toBe(0);
  const snapshot = (lab: string, files: string[]) => {
    const before = files.map((file) => {
      const where = path.join(root, 'activities', lab, file);
      return [where, readFileSync(where, 'utf8')] as const;
    });
    return () => {
      for (const [where, text] of before) writeFileSync(where, text);
    };
  };
  return {
    root,
    cli: (...args) =>
      spawnSync(process.execPath, [path.join(root, 'grader', 'bin', 'cardlab.js'), ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      }),
    snapshot,
    overwrite: (lab, texts) => {
      const entries = texts instanceof Map ? [...texts] : Object.entries(texts);
      const restore = snapshot(
        lab,
        entries.map(([file]) => file),
      );
      for (const [file, text] of entries) writeFileSync(path.join(root, 'activities', lab, file), text);
      return restore;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface Row {
  id: string;
  status: string;
  detail: string | null;
}

export interface Walk {
  /**
   * Saves `write` (paths under the lab's folder), then asks check in the terminal, list, and the page about stage
   * `id`: the same status, lines and last line from each. The page's Check report lines, joined.
   */
  step(write: Record<string, string>, id: string, status: string, done: boolean): Promise<string>;
  /** The text serve answers at `where` (`/` is the home page). */
  page(where: string): Promise<string>;
  /** serve's row of a stage, as the page's stage list shows it. */
  rowOf(id: string): Promise<Row | undefined>;
  stop(): void;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `serve` started in the kit, and the steps of a student working in `lab` while it runs. */
export async function walkWithServe(kit: StudentKit, lab: string): Promise<Walk> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [path.join(kit.root, 'grader', 'bin', 'cardlab.js'), 'serve', '--port', `${port}`],
    {
      cwd: kit.root,
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  let said = '';
  server.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  server.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  /** A request to serve on a connection of its own (a kept-alive one may be closed by serve as it is reused). */
  const fetchText = (method: 'GET' | 'POST', where: string) =>
    new Promise<string>((resolve, reject) => {
      const request = httpRequest(`http://127.0.0.1:${port}${where}`, { method, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      });
      request.on('error', (error) => reject(new Error(`serve did not answer (${error.message}); it said: ${said}`)));
      if (method === 'POST') request.setHeader('Content-Type', 'application/json');
      request.end(method === 'POST' ? '{}' : undefined);
    });
  const ask = async (method: 'GET' | 'POST', where: string) => JSON.parse(await fetchText(method, `/api${where}`));
  const rowOf = async (id: string) => ((await ask('GET', '/status')) as Row[]).find((r) => r.id === id);
  /**
   * serve refreshes its statuses after a save, in its own time: asked again until its row says what list says (or
   * the test's own time limit ends it). A row left from the step before differs from it in status or detail.
   */
  const rowSaying = async (id: string, status: string, detail: string | null): Promise<Row | undefined> => {
    let row = await rowOf(id);
    while (row?.status !== status || row.detail !== detail) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      row = await rowOf(id);
    }
    return row;
  };
  const placeless = (lines: string[]) => lines.filter((line) => !line.startsWith('  coverage report: '));
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('cardlab serve: http') && resolve());
    server.on('exit', (code) => reject(new Error(`serve ended with ${code}: ${said}`)));
  });
  return {
    rowOf,
    page: (where) => fetchText('GET', where),
    stop: () => server.kill(),
    async step(write, id, status, done) {
      for (const [file, text] of Object.entries(write))
        writeFileSync(path.join(kit.root, 'activities', lab, file), text);
      const check = kit.cli('check', id);
      expect(check.status, check.stdout).toBe(done ? 0 : 1);
      const listed = kit.cli('list').stdout.split('\n');
      const at = listed.findIndex((l) => l.includes(`${id} `));
      expect(listed[at], listed.join('\n')).toMatch(new RegExp(` ${status} +(\\d+/\\d+ public tests)?$`));
      const detail = listed[at + 1]?.startsWith('    ') ? listed[at + 1]!.slice(4) : null;
      expect((await rowSaying(id, status, detail))?.status).toBe(status);
      const inPage = (await ask('POST', `/checks/${id}`)) as {
        lines: string[];
        verdict: { done: boolean; summary: string };
      };
      const printed = check.stdout.trimEnd().split('\n');
      const summaryAt = printed.length - (done ? 2 : 1);
      expect(placeless(inPage.lines)).toEqual(placeless(printed.slice(2, summaryAt - 1)));
      expect(inPage.verdict).toEqual({ done, summary: printed[summaryAt] });
      return inPage.lines.join('\n');
    },
  };
}
