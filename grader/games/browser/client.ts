/**
 * A page's game session on the server, and what the page shows about it: a failure of the student's code as a
 * message with its file and line (the game stays as it was and the next move can be tried), and a fresh session
 * each time the student saves a file of the lab, with the moves made so far played again on it.
 */
import { plural } from '../words.ts';
import { h } from './dom.ts';

export interface PageSettings {
  game: string;
  title: string;
  lab: string;
  impl: 'reference' | 'student';
  values: Record<string, number>;
  options: { name: string; description: string }[];
}

/** The options of a page's address that choose its deal (the others, such as Pyramid's rows, stay). */
const DEAL_OPTIONS = ['seed', 'game'];

export type Failure = { kind: string; message: string; file?: string; line?: number; column?: number };
export type Answer<T> = { ok: true; value: T } | { ok: false; failure: Failure };

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error((await response.text()).trim() || `the server answered ${response.status}`);
  return (await response.json()) as T;
}

/** A failure as the page shows it, after `lead`: the place to look at (file:line:column) apart, in code. */
export function failureNote(failure: Failure | string, lead: string): HTMLElement {
  const text = typeof failure === 'string' ? failure : failure.message;
  // The sentence starts with the place when it is known (`….ts:7:11: …`, or `….ts:7:11 could not be loaded`).
  const place = /^(\S+\.ts(?::\d+)*):? /.exec(text);
  return h(
    'div',
    { class: 'failure' },
    h('strong', {}, lead),
    place ? h('code', { class: 'where' }, place[1]!) : null,
    h('span', {}, place ? ` ${text.slice(place[0].length - 1)}` : text),
  );
}

export class GameClient {
  private id: string | null = null;
  /** The moves made in this session, played again on a fresh session after a save. */
  private readonly moves: [string, unknown[]][] = [];
  private readonly alerts: HTMLElement;
  private readonly notes: HTMLElement;
  /** Called once a session is (re)opened, for the page to draw the game again. */
  onOpen: () => void | Promise<void> = () => {};

  constructor(readonly settings: PageSettings) {
    this.alerts = h('div', { class: 'alerts', role: 'alert', 'aria-live': 'assertive' });
    this.notes = h('p', { class: 'notes', role: 'status', 'aria-live': 'polite' });
  }

  /** The places on the page where failures and notes appear. */
  regions(): HTMLElement[] {
    return [this.alerts, this.notes];
  }

  get ready(): boolean {
    return this.id !== null;
  }

  /** Shows a failure of the student's code (or of the server) until the next success. */
  showFailure(failure: Failure | string): void {
    const lead = this.settings.impl === 'student' ? 'Your code failed: ' : 'The game failed: ';
    this.alerts.replaceChildren(failureNote(failure, lead));
  }

  clearFailure(): void {
    this.alerts.replaceChildren();
  }

  note(text: string): void {
    this.notes.textContent = text;
  }

  /** Opens the session; false (with the failure shown) when the game cannot start. */
  async open(): Promise<boolean> {
    const { game, values, impl } = this.settings;
    let answer: { ok: true; id: string } | { ok: false; failure: Failure };
    try {
      answer = await post(`/api/games/${game}/sessions`, { values, impl });
    } catch (error) {
      this.showFailure((error as Error).message);
      return false;
    }
    if (!answer.ok) {
      this.showFailure(answer.failure);
      return false;
    }
    this.id = answer.id;
    this.clearFailure();
    await this.onOpen();
    return true;
  }

  /**
   * Asks the game something and hands back its answer, a failure included, without showing it: for a part of the
   * page that reports its own failures (the student's extension) while the game goes on. Undefined when no session is
   * open or the server could not be reached (that is shown, as for every call).
   */
  async answer<T>(command: string, ...args: unknown[]): Promise<Answer<T> | undefined> {
    if (this.id === null) return undefined;
    try {
      return await post<Answer<T>>(`/api/sessions/${this.id}/call`, { command, args, impl: this.settings.impl });
    } catch (error) {
      this.showFailure((error as Error).message);
      return undefined;
    }
  }

  private async send<T>(command: string, args: unknown[]): Promise<T | undefined> {
    const answer = await this.answer<T>(command, ...args);
    if (answer === undefined) return undefined;
    if (!answer.ok) {
      this.showFailure(answer.failure);
      return undefined;
    }
    this.clearFailure();
    return answer.value;
  }

  /** Asks the game something; undefined when the student's code failed (the failure is shown). */
  ask<T>(command: string, ...args: unknown[]): Promise<T | undefined> {
    return this.send<T>(command, args);
  }

  /** Makes a move, remembered so that it is made again after a reload. */
  async move<T>(command: string, ...args: unknown[]): Promise<T | undefined> {
    const result = await this.send<T>(command, args);
    if (result !== undefined) this.moves.push([command, args]);
    return result;
  }

  /**
   * Forgets the moves so far: a new game starts from its own first move, and the note of the last reload goes. The
   * address stops naming the old deal (`?seed=5`, `?game=12345`), so that reloading the page does not deal the old
   * game again.
   */
  forgetMoves(): void {
    this.moves.length = 0;
    // A note of the last reload ("1 of 3 moves made again") speaks of the old game.
    this.note('');
    const address = new URL(window.location.href);
    for (const option of DEAL_OPTIONS) address.searchParams.delete(option);
    if (address.href !== window.location.href) window.history.replaceState(window.history.state, '', address);
  }

  /** A fresh session with the student's saved code, the moves so far made again on it. */
  async reload(): Promise<void> {
    const old = this.id;
    this.id = null;
    if (old) await post(`/api/sessions/${old}/close`, {}).catch(() => undefined);
    const { game, values, impl } = this.settings;
    const answer = await post<{ ok: true; id: string } | { ok: false; failure: Failure }>(
      `/api/games/${game}/sessions`,
      { values, impl },
    ).catch((error: Error) => ({ ok: false as const, failure: { kind: 'server', message: error.message } }));
    if (!answer.ok) {
      this.showFailure(answer.failure);
      return;
    }
    this.id = answer.id;
    const moves = [...this.moves];
    this.moves.length = 0;
    let replayed = 0;
    for (const [command, args] of moves) {
      if ((await this.move(command, ...args)) === undefined) break;
      replayed++;
    }
    const time = new Date().toLocaleTimeString();
    const again = moves.length > 0 ? `: ${replayed} of ${plural(moves.length, 'move')} made again` : '';
    this.note(`Your code was reloaded at ${time}${again}.`);
    if (replayed === moves.length) this.clearFailure();
    await this.onOpen();
  }

  /**
   * Reloads the student's code whenever a file of this lab is saved (with the student's classes only), and closes
   * the session when the page is left.
   */
  watchSaves(): void {
    const events = this.settings.impl === 'student' ? new EventSource('/events') : null;
    events?.addEventListener('files', (event) => {
      const { stages } = JSON.parse((event as MessageEvent<string>).data) as { stages: string[] };
      if (stages.some((stage) => stage.startsWith(`${this.settings.lab}/`)))
        void (this.ready ? this.reload() : this.open());
    });
    window.addEventListener('pagehide', () => {
      events?.close();
      if (this.id)
        navigator.sendBeacon(`/api/sessions/${this.id}/close`, new Blob(['{}'], { type: 'application/json' }));
    });
  }
}
