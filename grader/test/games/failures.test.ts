/** What a command that a game failure ends exits with (failures.ts), as the README's exit codes go. */
import { describe, expect, it } from 'vitest';
import { DriverError, GameSetupError, StudentCodeError } from '../../games/contract.ts';
import { exitCodeOf } from '../../games/failures.ts';

describe('exitCodeOf a game failure', () => {
  it('is 1 when the student has code to finish or fix, 2 for a mistake in the command', () => {
    expect(exitCodeOf(new StudentCodeError('Board constructor is not written yet', { kind: 'todo' }))).toBe(1);
    expect(exitCodeOf(new StudentCodeError('Board.ts does not exist', { kind: 'missing' }))).toBe(1);
    expect(exitCodeOf(new DriverError('10 rows and 3 draw cards need 58 cards; a deck has 52'))).toBe(2);
    expect(exitCodeOf(new GameSetupError('this kit has no reference classes'))).toBe(2);
  });
});
