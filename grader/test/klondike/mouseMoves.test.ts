/**
 * Klondike with the mouse: where a pile is painted, which command a drag or a click-click makes, and the game's end
 * at Quit (no move is played until Restart), as the driver of the page plays them with the reference classes.
 */
import { describe, expect, it } from 'vitest';
import { create, type MoveResult } from '../../games/klondike/driver.ts';
import { commandName, moveCommand, pileAt, pileOfCardAt, type Piece } from '../../games/klondike/mouseMoves.ts';
import { PaintingPanel, PROMPT, screen, Solitaire, WELCOME } from '../../../solutions/klondike/index.ts';
import { CARD_HEIGHT, CARD_WIDTH, FAN, GAP } from '../../../activities/klondike/shared/tableLayout.ts';

const column = (c: number) => GAP + c * (CARD_WIDTH + GAP);
const LISTS_Y = 2 * GAP + CARD_HEIGHT;

describe('the piles of the painted table', () => {
  it('are told apart by where a card is painted: deck, open card, stacks 1-4 and lists 1-7', () => {
    expect(pileOfCardAt(column(0), GAP)).toEqual({ kind: 'deck' });
    expect(pileOfCardAt(column(1), GAP)).toEqual({ kind: 'open' });
    expect([3, 4, 5, 6].map((c) => pileOfCardAt(column(c), GAP))).toEqual(
      [1, 2, 3, 4].map((stack) => ({ kind: 'stack', stack })),
    );
    for (let list = 1; list <= 7; list++)
      expect(pileOfCardAt(column(list - 1), LISTS_Y + 6 * FAN)).toEqual({ kind: 'list', list });
    // Nothing is painted above column 2.
    expect(pileOfCardAt(column(2), GAP)).toBeNull();
  });

  it('a point below a list, far down its column, is still that list; off the table is nothing', () => {
    expect(pileAt(column(4) + 5, LISTS_Y + 900)).toEqual({ kind: 'list', list: 5 });
    expect(pileAt(column(7) + 5, LISTS_Y)).toBeNull();
    expect(pileAt(2, LISTS_Y)).toBeNull();
  });

  it('names cards as the commands do', () => {
    expect(['9♠', '10♦', 'A♥', 'K♣', 'face-down card', 'empty list 3'].map(commandName)).toEqual([
      'Spade9',
      'Diamond10',
      'HeartA',
      'ClubK',
      null,
      null,
    ]);
  });
});

describe('a card moved with the mouse', () => {
  const inList = (list: number, card: string | null): Piece => ({ pile: { kind: 'list', list }, card });
  const open: Piece = { pile: { kind: 'open' }, card: 'Heart5' };

  it('becomes the command the text field takes', () => {
    expect(moveCommand(inList(2, 'Club4'), { kind: 'list', list: 6 })).toBe('Link Club4 6');
    expect(moveCommand(inList(2, 'ClubA'), { kind: 'stack', stack: 3 })).toBe('Send ClubA');
    expect(moveCommand(open, { kind: 'list', list: 1 })).toBe('DeckTo 1');
    expect(moveCommand(open, { kind: 'stack', stack: 1 })).toBe('Send Heart5');
  });

  it('makes no command from a face-down card, onto its own pile, or onto the deck', () => {
    expect(moveCommand(inList(2, null), { kind: 'list', list: 6 })).toBeNull();
    expect(moveCommand(inList(2, 'Club4'), { kind: 'list', list: 2 })).toBeNull();
    expect(moveCommand(inList(2, 'Club4'), { kind: 'deck' })).toBeNull();
    expect(moveCommand({ pile: { kind: 'stack', stack: 1 }, card: 'HeartA' }, { kind: 'list', list: 1 })).toBeNull();
  });
});

describe('Quit on the page', () => {
  it('ends the game: every move is refused with the reason until Restart, which deals again', () => {
    const driver = create({ Solitaire, screen, WELCOME, PROMPT, PaintingPanel }, { seed: 1 });
    const move = (line: string) => driver.move!(line) as MoveResult;
    expect(move('Quit')).toMatchObject({ refused: false, quit: true });
    const after = move('DrawCard');
    expect(after).toMatchObject({ refused: true, quit: true, message: 'Invalid move. The game is over.' });
    expect(after.reason).toContain('no move is played until Restart');
    expect(move('Restart')).toMatchObject({ refused: false, quit: false, message: 'A new game is dealt.' });
    expect(move('DrawCard').refused).toBe(false);
  });
});
