import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { openSession, StudentCodeError } from '../../games/session.ts';
import { studentLab } from '../support.ts';

// A game played with a student's classes (`play`, `simulate`, `serve`) runs them in a confined worker, like grading:
// code that never returns stops only that game, and code that reaches for the machine gets nothing of it.
const BOARD = 'elevens/09-elevens-board/ElevensBoard.ts';
const ABSTRACT = 'elevens/08-abstract-board/Board.ts';

async function elevensWith(file: string, change: (text: string) => string) {
  const workDir = studentLab('elevens', { [file]: change });
  return openSession({
    kitRoot: KIT_ROOT,
    workDir,
    lab: 'elevens',
    driver: 'grader/games/elevens/driver.ts',
    impl: 'student',
    options: { game: 'elevens', seed: 3 },
    timeoutMs: 1_000,
  });
}

/** `code` run first whenever the board is asked its deck's size (every view of the game asks). */
const inDeckSize = (code: string) => (text: string) =>
  text.replace('deckSize(): number {', `deckSize(): number { ${code}`);

describe("a game session of a student's classes is confined", () => {
  it('a loop that never ends, its guard error swallowed, stops that game alone, with a message', async () => {
    const session = await elevensWith(
      ABSTRACT,
      inDeckSize('for (;;) { try { for (;;) {} } catch { /* swallowed */ } }'),
    );
    const started = Date.now();
    const refusal = await session.call('view').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StudentCodeError);
    expect((refusal as Error).message).toMatch(/ran past its time limit/);
    expect(Date.now() - started).toBeLessThan(8_000);
    // The game is over for good: the caller opens another.
    await expect(session.call('view')).rejects.toThrow(/start (it|the game) again/);
    await session.close();
  });

  it('a class that reaches for the process or the file system loads as a failure that names its file', async () => {
    // The game cannot even be dealt: opening it fails, naming the file.
    const refusal = await elevensWith(
      BOARD,
      (text) => `import { readFileSync } from 'node:fs';\nvoid readFileSync;\n${text}`,
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StudentCodeError);
    expect((refusal as StudentCodeError).file).toMatch(/elevens\/09-elevens-board\/ElevensBoard\.ts$/);
    expect((refusal as Error).message).toMatch(/'node:fs' is not allowed/);
  });

  it('graded code finds no global object to reach through, and writes nothing', async () => {
    const session = await elevensWith(
      ABSTRACT,
      inDeckSize("(globalThis as any).process.mainModule.require('fs').writeFileSync('/tmp/owned-by-a-game', 'x');"),
    );
    const refusal = await session.call('view').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StudentCodeError);
    expect((refusal as Error).message).toMatch(/TypeError/);
    expect(existsSync('/tmp/owned-by-a-game')).toBe(false);
    await session.close();
  });
});
