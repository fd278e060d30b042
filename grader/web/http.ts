/** Small helpers of the web server: answers with the right headers, and request bodies read within bounds. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the pages may load: this server only, no inline script, nothing from elsewhere. */
const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...SECURITY_HEADERS, ...headers });
  response.end(body);
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  send(response, status, 'text/plain; charset=utf-8', `${text}\n`);
}

/** An error the request itself is to blame for: answered with its status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const MAX_BODY = 64 * 1024;

/** The request's JSON body (an object), refused when it is not JSON, too big, or not sent as application/json. */
export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  // A form of another site cannot send application/json without the browser asking this server first.
  if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
    throw new HttpError(415, 'send the request as application/json');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, `the request body is larger than ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    throw new HttpError(400, 'the request body is not JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'the request body must be a JSON object');
  return value as Record<string, unknown>;
}

/**
 * Only this machine's own names for the server are answered: a page of another site that made the browser resolve
 * its own name to 127.0.0.1 (DNS rebinding) is refused, because its requests carry that other name.
 */
export function hostAllowed(request: IncomingMessage, port: number): boolean {
  const host = (request.headers.host ?? '').toLowerCase();
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** A request that changes something must come from this server's own pages (when the browser says where from). */
export function originAllowed(request: IncomingMessage, port: number): boolean {
  const origin = request.headers.origin;
  return origin === undefined || origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}
