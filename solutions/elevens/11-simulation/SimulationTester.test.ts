// Reference student tests for the Activity 11 boards: they pass on the reference and catch every buggy
// ElevensBoard, ThirteensBoard and TensBoard of this stage.
import { describe, expect, it } from 'vitest';
import { ElevensBoard } from './ElevensBoard.ts';
import { ThirteensBoard } from './ThirteensBoard.ts';
import { TensBoard } from './TensBoard.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';
import { SeededRandom } from '../../shared/RandomSource.ts';
import { playGames } from './ElevensSimulation.ts';

const deal = (...labels: string[]) => riggedRandom(RANKS, SUITS, labels);
const ranksOnTable = (board: { size(): number; cardAt(k: number): { rank(): string } | null }) =>
  Array.from({ length: board.size() }, (_, k) => board.cardAt(k)?.rank() ?? null);

describe('SimulationTester', () => {
  describe('Elevens', () => {
    // Places: 0 5♠, 1 2♥, 2 K♦, 3 6♣, 4 9♠, 5 J♥, 6 8♦, 7 3♣, 8 Q♠ (then 7♠ and 7♥ in the deck).
    const board = () => new ElevensBoard(deal('5♠', '2♥', 'K♦', '6♣', '9♠', 'J♥', '8♦', '3♣', 'Q♠', '7♠', '7♥'));

    it('findPairSum11_finds_the_first_pair_among_the_selected_places', () => {
      expect(board().findPairSum11([0, 1, 2, 3, 4, 5, 6, 7, 8])).toEqual([0, 3]);
      expect(board().findPairSum11([1, 6, 8])).toEqual([]);
    });

    it('findJQK_lists_jack_queen_king', () => {
      expect(board().findJQK([0, 1, 2, 3, 4, 5, 6, 7, 8])).toEqual([5, 8, 2]);
      expect(board().findJQK([0, 1, 5, 8])).toEqual([]);
    });

    it('playIfPossible_plays_the_first_pair_before_the_faces', () => {
      const b = board();
      expect(b.playIfPossible()).toBe(true);
      expect(ranksOnTable(b)).toEqual(['7', '2', 'king', '7', '9', 'jack', '8', '3', 'queen']);
    });

    it('playIfPossible_returns_true_for_a_last_play_and_false_after_it', () => {
      const b = new ElevensBoard(deal('A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', 'J♠', 'Q♠', '9♦', '4♠', '4♥'));
      expect(b.playIfPossible()).toBe(true);
      expect(b.playIfPossible()).toBe(false);
    });
  });

  describe('Thirteens', () => {
    // Places: 0 6♠, 1 K♥, 2 Q♣, 3 7♦, 4 A♠, 5 K♣, 6 J♦, 7 2♥, 8 5♠, 9 4♣.
    const board = () =>
      new ThirteensBoard(deal('6♠', 'K♥', 'Q♣', '7♦', 'A♠', 'K♣', 'J♦', '2♥', '5♠', '4♣', '8♠', '8♥'));

    it('findKing_returns_only_the_first_king', () => {
      expect(board().findKing([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([1]);
    });

    it('playIfPossible_replaces_a_pair_before_a_king', () => {
      const b = board();
      expect(b.playIfPossible()).toBe(true);
      expect(ranksOnTable(b)).toEqual(['8', 'king', 'queen', '8', 'ace', 'king', 'jack', '2', '5', '4']);
      expect(b.deckSize()).toBe(40);
    });
  });

  describe('Tens', () => {
    // Places: 0 K♠, 1 3♥, 2 K♥, 3 10♠, 4 K♦, 5 7♣, 6 10♥, 7 K♣, 8 10♦, 9 A♠, 10 10♣, 11 9♦, 12 2♠.
    const board = () =>
      new TensBoard(deal('K♠', '3♥', 'K♥', '10♠', 'K♦', '7♣', '10♥', 'K♣', '10♦', 'A♠', '10♣', '9♦', '2♠', '4♥', '4♦'));
    const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

    it('findQuartet_needs_four_cards_of_a_quartet_rank', () => {
      expect(board().findQuartet(all)).toEqual([3, 6, 8, 10]);
      expect(board().findQuartet([0, 2, 4])).toEqual([]);
      const twos = new TensBoard(deal('2♠', '2♥', '2♦', '2♣', 'A♠', 'A♥', '3♠', '3♥', '4♠', 'J♠', 'Q♠', 'K♠', '5♥'));
      expect(twos.findQuartet(all)).toEqual([]);
    });

    it('playIfPossible_replaces_a_pair_before_a_quartet', () => {
      const b = board();
      expect(b.playIfPossible()).toBe(true);
      expect(ranksOnTable(b)).toEqual([
        'king',
        '4',
        'king',
        '10',
        'king',
        '4',
        '10',
        'king',
        '10',
        'ace',
        '10',
        '9',
        '2',
      ]);
    });
  });

  describe('whole games', () => {
    // The provided simulation stops a game whose playIfPossible never answers false, with an error.
    it('playGames_plays_every_board_to_the_end_of_its_games', () => {
      const boards = [ElevensBoard, ThirteensBoard, TensBoard].map((Board) => new Board(new SeededRandom(3)));
      for (const board of boards) {
        expect(() => playGames(board, 50)).not.toThrow();
        expect(board.playIfPossible()).toBe(false);
      }
    });
  });
});
