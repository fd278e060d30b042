/**
 * `cardlab serve`: a web server for one student on their own machine. It listens on 127.0.0.1 only, answers only
 * requests addressed to that name (or localhost), and serves only what its pages need: the pages, their bundled
 * scripts, the game sessions, the student's progress and coverage reports. Never a file of the kit as it is.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { GameCatalog } from '../games/registry.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { labTitle } from '../src/kit/labTitle.ts';
import { forText } from '../src/report/inert.ts';
import { Assets } from './assets.ts';
import { HttpError, hostAllowed, originAllowed, readJson, send, sendJson, sendText } from './http.ts';
import { pageHtml, problemHtml } from './pages.ts';
import { Progress, type ProgressEvent } from './progress.ts';
import { WebSessions, type Impl } from './sessions.ts';
import { watchStages } from './watcher.ts';

export interface ServeOptions {
  kitRoot: string;
  /** The folder holding the student's `<lab>/<NN-slug>/` stages. */
  workDir: string;
  /** Where checks write their reports (coverage). */
  outDir: string;
  port: number;
  impl: Impl;
  hasReference: boolean;
  catalog: GameCatalog;
  /** Look for saved files by scanning instead of by file-system events. */
  poll?: boolean;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  match: RegExpExecArray,
  url: URL,
) => Promise<void> | void;

const HOME_SCRIPT = 'grader/web/browser/home.ts';
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  // The port asked for; with 0 (tests), the one the system gives, known once the server listens.
  let port = options.port;
  const assets = new Assets(options.kitRoot);
  const streams = new Set<ServerResponse>();
  const broadcast = (event: string, data: unknown) => {
    for (const stream of streams) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const sessions = new WebSessions(options);
  const progress = new Progress({ ...options, notify: (event: ProgressEvent) => broadcast(event.type, event) });
  const kit = kitPaths(options.kitRoot);
  const gameList = options.catalog.games.map(({ name, title, lab }) => ({
    name,
    title,
    lab,
    labTitle: labTitle(kit, lab),
  }));

  const page = async (response: ServerResponse, title: string, script: string, settings: unknown) =>
    send(
      response,
      200,
      'text/html; charset=utf-8',
      pageHtml({ title, style: assets.style(), script: await assets.script(script), settings }),
    );

  const routes: [string, RegExp, Handler][] = [
    [
      'GET',
      /^\/$/,
      (_, response) => page(response, 'cardlab · your stages', HOME_SCRIPT, { games: gameList, impl: options.impl }),
    ],
    [
      'GET',
      /^\/play\/([\w-]+)$/,
      async (_, response, match, url) => {
        let game;
        let impl: Impl;
        let values: Record<string, number>;
        try {
          game = sessions.game(match[1]!);
          impl = sessions.impl(url.searchParams.get('impl') ?? undefined);
          const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'impl'));
          values = sessions.options(game, query);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          send(
            response,
            error.status,
            'text/html; charset=utf-8',
            problemHtml('This game cannot be shown', error.message, assets.style()),
          );
          return;
        }
        const settings = { game: game.name, title: game.title, lab: game.lab, impl, values, options: game.options };
        await page(response, `${game.title} · cardlab`, game.page, settings);
      },
    ],
    [
      'GET',
      /^\/assets\/([\w.-]+)$/,
      (_, response, match) => {
        const asset = assets.get(match[1]!);
        if (!asset) throw new HttpError(404, 'no such file');
        send(response, 200, asset.type, asset.body, { 'Cache-Control': 'public, max-age=31536000, immutable' });
      },
    ],
    [
      'GET',
      /^\/events$/,
      (request, response) => {
        response.writeHead(200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-store',
          Connection: 'keep-alive',
        });
        response.write('retry: 1000\n\n');
        streams.add(response);
        request.on('close', () => streams.delete(response));
      },
    ],
    ['GET', /^\/api\/status$/, async (_, response) => sendJson(response, 200, await progress.statuses())],
    [
      'GET',
      /^\/api\/checks\/([\w-]+\/[\w-]+)$/,
      (_, response, match) => sendJson(response, 200, progress.lastCheck(match[1]!) ?? null),
    ],
    [
      'POST',
      /^\/api\/checks\/([\w-]+\/[\w-]+)$/,
      async (_, response, match) => {
        if (!progress.activities().some((activity) => activity.id === match[1]))
          throw new HttpError(404, `there is no stage "${match[1]}"`);
        sendJson(response, 200, await progress.check(match[1]!));
      },
    ],
    [
      'GET',
      /^\/coverage\/([\w-]+\/[\w-]+)\/([\w./-]+)$/,
      (_, response, match) => {
        const file = progress.coverageFile(match[1]!, match[2]!);
        if (!file) throw new HttpError(404, 'this coverage report does not exist: check the stage first');
        send(response, 200, TYPES[path.extname(file)] ?? 'application/octet-stream', readFileSync(file));
      },
    ],
    [
      'POST',
      /^\/api\/games\/([\w-]+)\/sessions$/,
      async (request, response, match) => {
        const body = await readJson(request);
        const game = sessions.game(match[1]!);
        const given = (body.values ?? {}) as Record<string, unknown>;
        const values = sessions.options(
          game,
          Object.fromEntries(Object.entries(given).map(([name, value]) => [name, String(value)])),
        );
        sendJson(response, 200, await sessions.start(game.name, values, sessions.impl(body.impl)));
      },
    ],
    [
      'POST',
      /^\/api\/sessions\/([0-9a-f]+)\/call$/,
      async (request, response, match) => {
        const body = await readJson(request);
        sendJson(response, 200, await sessions.call(match[1]!, body.command, body.args, sessions.impl(body.impl)));
      },
    ],
    [
      'POST',
      /^\/api\/sessions\/([0-9a-f]+)\/close$/,
      async (_, response, match) => {
        await sessions.end(match[1]!);
        sendJson(response, 200, { ok: true });
      },
    ],
    ['GET', /^\/favicon\.ico$/, (_, response) => send(response, 204, 'text/plain', '')],
  ];

  const server = createServer((request, response) => {
    void (async () => {
      try {
        if (!hostAllowed(request, port))
          throw new HttpError(421, 'this server answers only to 127.0.0.1 and localhost');
        const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
        if (request.method === 'POST' && !originAllowed(request, port))
          throw new HttpError(403, 'requests must come from the pages of this server');
        for (const [method, pattern, handle] of routes) {
          const match = pattern.exec(url.pathname);
          if (match && method === request.method) return await handle(request, response, match, url);
        }
        throw new HttpError(404, `nothing here: ${url.pathname}`);
      } catch (error) {
        if (response.headersSent) return void response.end();
        if (error instanceof HttpError) return sendText(response, error.status, error.message);
        sendText(response, 500, `internal error: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${options.port} is already in use: choose another with --port`)
          : error,
      ),
    );
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const stopWatching = watchStages(
    options.workDir,
    (stages) => {
      broadcast('files', { stages });
      // The page says why a save could not be followed, and the next save tries again.
      void progress.changed(stages).catch((error: Error) => broadcast('problem', { message: forText(error.message) }));
    },
    { poll: options.poll },
  );
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.write(': still here\n\n');
  }, 20_000);
  heartbeat.unref();

  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      stopWatching();
      clearInterval(heartbeat);
      for (const stream of streams) stream.end();
      await sessions.closeAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}
