/** What every terminal game shares: reading the player's lines, writing whole lines, red cards. */
import { createInterface } from 'node:readline';
import type { CardFace } from './cardFace.ts';
import { StudentCodeError } from './contract.ts';
import { describeStudentFailure } from './failures.ts';
import type { TerminalIo } from './registry.ts';

export interface Terminal {
  /** Writes a line (a line break is added when missing). */
  say(text: string): void;
  /** Shows the prompt and reads the next line, or null once the input has ended. */
  ask(prompt?: string): Promise<string | null>;
  /**
   * Reads line after line until `handle` says the game is over (returns true) or the input ends (then `ended` is
   * said), and stops reading.
   */
  play(
    handle: (line: string) => Promise<boolean | void>,
    options?: { prompt?: string; ended?: () => Promise<string> },
  ): Promise<void>;
  /**
   * Runs a command that changes nothing in the game (Pyramid's view, Monte Carlo's hint and help), often answered by
   * a later stage than the game needs: when the student's code fails there, the failure is said in one line and the
   * game goes on. A session that has stopped (a command past its time limit) names no file, and still ends the game.
   */
  aside(run: () => Promise<void>): Promise<void>;
  /** A card's label, red for hearts and diamonds when colour is on. */
  label(card: CardFace | null, empty?: string): string;
  close(): Promise<void>;
}

export function terminal(io: TerminalIo): Terminal {
  const lines = createInterface({ input: io.input, crlfDelay: Infinity, terminal: false })[Symbol.asyncIterator]();
  return {
    say(text) {
      io.output.write(text.endsWith('\n') ? text : `${text}\n`);
    },
    async ask(prompt = '> ') {
      io.output.write(prompt);
      const next = await lines.next();
      return next.done ? null : next.value;
    },
    async play(handle, { prompt = '> ', ended = async () => '\nInput ended. Goodbye.' } = {}) {
      try {
        for (;;) {
          const line = await this.ask(prompt);
          if (line === null) return this.say(await ended());
          if ((await handle(line)) === true) return;
        }
      } finally {
        await this.close();
      }
    },
    async aside(run) {
      try {
        await run();
      } catch (error) {
        if (!(error instanceof StudentCodeError) || error.file === undefined) throw error;
        this.say(describeStudentFailure(error));
      }
    },
    label(card, empty = '--') {
      if (card === null) return empty;
      return io.color && card.red ? `\u001b[31m${card.label}\u001b[39m` : card.label;
    },
    async close() {
      await lines.return?.();
    },
  };
}
