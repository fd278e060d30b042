/** `cardlab serve` over HTTP: what it answers, to whom, and what it never serves. */
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { main } from '../../cli/main.ts';
import { discoverGames } from '../../games/registry.ts';
import { startServer, type RunningServer, type ServeOptions } from '../../web/server.ts';
import type { StatusRow } from '../../web/progressTypes.ts';
import { fakeKit, studentLab, testContext } from '../support.ts';
import { findChromium } from './browser.ts';

let server: RunningServer;
let port: number;
let options: ServeOptions;

beforeAll(async () => {
  options = {
    kitRoot: KIT_ROOT,
    workDir: path.join(KIT_ROOT, 'activities'),
    outDir: fakeKit({}),
    port: 0,
    impl: 'reference',
    hasReference: true,
    catalog: await discoverGames(KIT_ROOT),
  };
  server = await startServer(options);
  port = Number(new URL(server.url).port);
});

afterAll(() => server?.close());

/** A request with the headers a test chooses (fetch would not let it set Host). */
function get(
  address: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    import('node:http').then(({ request }) => {
      const sent = request(
        { host: '127.0.0.1', port, path: address, method: headers['x-method'] ?? 'GET', headers },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
        },
      );
      sent.on('error', reject);
      sent.end(headers['x-body']);
    }, reject);
  });
}

const post = (address: string, body: unknown, headers: Record<string, string> = {}) =>
  get(address, { 'x-method': 'POST', 'content-type': 'application/json', 'x-body': JSON.stringify(body), ...headers });

describe('cardlab serve', () => {
  it('listens on 127.0.0.1 and answers only to this machine’s own names for it', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${port}/`);
    expect((await get('/play/elevens?seed=1')).status).toBe(200);
    expect((await get('/play/elevens?seed=1', { host: `localhost:${port}` })).status).toBe(200);
    const rebound = await get('/play/elevens?seed=1', { host: `attacker.example:${port}` });
    expect(rebound.status).toBe(421);
    expect(rebound.body).toContain('this server answers only to 127.0.0.1 and localhost');
    expect((await get('/api/status', { host: `127.0.0.1:${port + 1}` })).status).toBe(421);
  });

  it('never serves a file of the kit: no solution, activity, suite, buggy source, fixture, package', async () => {
    for (const address of [
      '/solutions/elevens/index.ts',
      '/activities/elevens/01-card/Card.ts',
      '/grader/games/elevens/driver.ts',
      '/grader/suites/elevens/01-card/Card.hidden.test.ts',
      '/buggy/elevens/02-deck/Deck.deal-above-count.ts',
      '/fixtures/elevens/card-text.json',
      '/package.json',
      '/assets/../package.json',
      '/assets/..%2Fpackage.json',
      '/assets/cardlab.css',
      '/coverage/elevens/01-card/../../../../package.json',
      '/coverage/elevens/01-card/%2E%2E/%2E%2E/package.json',
      '/play/../package.json',
    ]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(404);
      expect(answer.body, address).not.toMatch(/"name": "cardlab"|export class|describe\(/);
    }
  });

  it('serves a page with a policy that allows this server’s scripts only', async () => {
    const page = await get('/play/montecarlo?game=12345');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('"values":{"game":12345}');
    const script = /<script type="module" src="(\/assets\/[\w.-]+\.js)">/.exec(page.body)![1]!;
    const bundle = await get(script);
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(bundle.headers['cache-control']).toContain('immutable');
  });

  it('refuses a game that does not exist and options that are wrong, naming them', async () => {
    const missing = await get('/play/poker');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('there is no game &quot;poker&quot;');
    const rows = await get('/play/pyramid?rows=0');
    expect(rows.status).toBe(400);
    expect(rows.body).toContain('?rows= must be a whole number of at least 1, got &quot;0&quot;');
    expect((await get('/play/elevens?rows=3')).body).toContain('?rows= does not apply to elevens (it takes ?seed=)');
    expect((await get('/play/klondike?impl=teacher')).body).toContain(
      'impl must be reference or student, got &quot;teacher&quot;',
    );
  });

  it('changes nothing for a request that is not JSON or that comes from another site', async () => {
    const form = await get('/api/games/elevens/sessions', {
      'x-method': 'POST',
      'content-type': 'application/x-www-form-urlencoded',
      'x-body': 'a=1',
    });
    expect(form.status).toBe(415);
    const foreign = await post(
      '/api/games/elevens/sessions',
      { values: { seed: 1 } },
      { origin: 'http://attacker.example' },
    );
    expect(foreign.status).toBe(403);
  });

  it('opens a game session, runs its commands, and refuses a command the driver does not have', async () => {
    const opened = JSON.parse((await post('/api/games/elevens/sessions', { values: { seed: 5 } })).body) as {
      ok: boolean;
      id: string;
    };
    expect(opened.ok).toBe(true);
    const view = JSON.parse((await post(`/api/sessions/${opened.id}/call`, { command: 'view', args: [] })).body) as {
      ok: boolean;
      value: { places: { label: string }[] };
    };
    expect(view.value.places.map((card) => card.label)).toEqual([
      '10♦',
      'A♣',
      'J♠',
      '5♦',
      '5♠',
      '2♦',
      '8♦',
      '8♥',
      'Q♣',
    ]);
    const unknown = await post(`/api/sessions/${opened.id}/call`, { command: 'cheat', args: [] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('has no command "cheat"');
    expect((await post(`/api/sessions/${opened.id}/call`, { command: 'replace', args: ['x'] })).body).toContain(
      'places must be a list of whole numbers',
    );
    await post(`/api/sessions/${opened.id}/close`, {});
    expect((await post(`/api/sessions/${opened.id}/call`, { command: 'view', args: [] })).status).toBe(404);
  });

  it("answers a failure of a student's code as data: what failed and where", async () => {
    const dir = fakeKit({
      'pyramid/01-model/BasicPyramidSolitaire.ts':
        'export class BasicPyramidSolitaire {\n  constructor() {\n    throw new RangeError("no deck");\n  }\n}\n',
    });
    const studentServer = await startServer({ ...options, workDir: dir, impl: 'student' });
    try {
      const address = new URL(studentServer.url);
      const answer = await fetch(new URL('/api/games/pyramid/sessions', address), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"values":{"seed":1}}',
      });
      const failure = (
        (await answer.json()) as { ok: false; failure: { kind: string; file: string; line: number; message: string } }
      ).failure;
      expect(failure.kind).toBe('threw');
      expect(failure.file).toMatch(/pyramid\/01-model\/BasicPyramidSolitaire\.ts$/);
      expect(failure.line).toBe(3);
      expect(failure.message).toContain(
        'BasicPyramidSolitaire constructor threw RangeError: no deck. Fix it, and save: the page reloads your code.',
      );
    } finally {
      await studentServer.close();
    }
  });

  it('follows every save, also a save that replaces the file (as editors save): a broken stage recovers', async () => {
    const work = studentLab('elevens');
    const watching = await startServer({ ...options, workDir: work, impl: 'student' });
    const card = path.join(work, 'elevens', '01-card', 'Card.ts');
    const original = readFileSync(card, 'utf8');
    // Most editors write the new text beside the file and rename it over the old one.
    const save = (text: string) => {
      writeFileSync(`${card}.swp`, text);
      renameSync(`${card}.swp`, card);
    };
    const statusOfCard = async () => {
      const rows = (await (await fetch(new URL('/api/status', watching.url))).json()) as StatusRow[];
      return rows.find((row) => row.id === 'elevens/01-card')!.status;
    };
    try {
      expect(await statusOfCard()).toBe('done');
      save(`const boom = (null as unknown as { x: number }).x;\n${original}`);
      await expect.poll(statusOfCard, { timeout: 60_000, interval: 200 }).toBe('broken');
      save(original);
      await expect.poll(statusOfCard, { timeout: 60_000, interval: 200 }).toBe('done');
      save(`const boom = (null as unknown as { x: number }).x;\n${original}`);
      await expect.poll(statusOfCard, { timeout: 60_000, interval: 200 }).toBe('broken');
    } finally {
      await watching.close();
    }
  });

  it('in a kit without reference classes, a page that asks for them is told why not', async () => {
    const noReference = await startServer({ ...options, hasReference: false, impl: 'student' });
    try {
      const answer = await fetch(new URL('/api/games/tens/sessions', noReference.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"impl":"reference"}',
      });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('this kit has no reference classes');
    } finally {
      await noReference.close();
    }
  });

  it('says when its port is taken, and the command prints its address and stops when told', async () => {
    await expect(startServer({ ...options, port })).rejects.toThrow(
      `port ${port} is already in use: choose another with --port`,
    );
    const free = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: found } = probe.address() as { port: number };
        probe.close(() => resolve(found));
      });
    });
    const stop = new AbortController();
    const ctx = testContext([], { signal: stop.signal });
    const running = main(['serve', '--port', String(free)], ctx);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ctx.stdout.text).toContain(`cardlab serve: http://127.0.0.1:${free}/ (your stages; Ctrl-C stops)`);
    expect(ctx.stdout.text).toContain(`http://127.0.0.1:${free}/play/pyramid`);
    stop.abort();
    expect(await running).toBe(0);
    const bad = testContext();
    expect(await main(['serve', '--port', 'eighty'], bad)).toBe(2);
    expect(bad.stderr.text).toContain('--port must be a whole number of at least 1, got "eighty"');
  });
});

describe('the browser of the page tests', () => {
  it('is found on the PATH, and without one the tests fail saying how to install it', () => {
    expect(findChromium()).toMatch(/chromium/);
    const install = 'Install it with: apt-get install -y chromium';
    expect(() => findChromium({ PATH: fakeKit({}) })).toThrow(`none is on the PATH. ${install}`);
    expect(() => findChromium({ CARDLAB_CHROMIUM: path.join(fakeKit({}), 'chromium') })).toThrow(
      `does not exist. ${install}`,
    );
  });
});

describe('the pages’ code', () => {
  it('type-checks against the DOM, with the kit’s own compiler options', () => {
    const tsc = spawnSync(
      process.execPath,
      [
        path.join(KIT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
        '--noEmit',
        '-p',
        'grader/tsconfig.browser.json',
      ],
      {
        cwd: KIT_ROOT,
        encoding: 'utf8',
      },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });
});
