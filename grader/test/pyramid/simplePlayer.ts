/**
 * A simple Pyramid player for tests: a king if one is uncovered, else a pair worth 13, else a draw card with an
 * uncovered card, else a discard; played on the reference until the game is over. Each move is given as the command
 * typed in the terminal and as the cards clicked on the page.
 */
import { expect } from 'vitest';
import { BasicPyramidSolitaire, PyramidSolitaireTextualView } from '../../../solutions/pyramid/index.ts';
import { create as pyramid, type MoveResult, type PyramidView } from '../../games/pyramid/driver.ts';
import { parseMove } from '../../games/pyramid/terminal.ts';

export interface PyramidMove {
  /** As typed: `rm2 7 1 7 4` (rows and cards from 1). */
  command: string;
  /** The labels of the cards clicked, in order; a discard clicks its draw card's Discard button. */
  cards: string[];
  discard: boolean;
}

const WORTH: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };
export const worth = (rank: string) => WORTH[rank] ?? Number(rank);

export const referenceGame = (seed: number, rows = 7, draw = 3) =>
  pyramid({ BasicPyramidSolitaire, PyramidSolitaireTextualView }, { seed, rows, draw });

export function nextMove(view: PyramidView): PyramidMove | null {
  if (view.over) return null;
  const open: { row: number; card: number; value: number; label: string }[] = [];
  view.pyramid.forEach((places, row) =>
    places.forEach((place, card) => {
      if (place?.exposed) open.push({ row, card, value: worth(place.face.rank), label: place.face.label });
    }),
  );
  const at = (o: { row: number; card: number }) => `${o.row + 1} ${o.card + 1}`;
  const king = open.find((o) => o.value === 13);
  if (king) return { command: `rm1 ${at(king)}`, cards: [king.label], discard: false };
  for (const [i, a] of open.entries()) {
    const b = open.slice(i + 1).find((o) => o.value + a.value === 13);
    if (b) return { command: `rm2 ${at(a)} ${at(b)}`, cards: [a.label, b.label], discard: false };
  }
  for (const [d, face] of view.draw.entries()) {
    const match = open.find((o) => o.value + worth(face.rank) === 13);
    if (match) return { command: `rmwd ${d + 1} ${at(match)}`, cards: [face.label, match.label], discard: false };
  }
  return view.draw.length > 0 ? { command: 'dd 1', cards: [view.draw[0]!.label], discard: true } : null;
}

/** The moves of a whole game of a seed, and the view at the end. */
export function wholeGame(seed: number): { moves: PyramidMove[]; end: PyramidView } {
  const driver = referenceGame(seed);
  let view = driver.view!() as PyramidView;
  const moves: PyramidMove[] = [];
  for (let move = nextMove(view); move !== null; move = nextMove(view)) {
    moves.push(move);
    const parsed = parseMove(move.command);
    if (typeof parsed === 'string') throw new Error(parsed);
    const result = driver[parsed.call]!(...parsed.args) as MoveResult;
    expect(result.done, `${move.command}: ${result.refusal}`).toBe(true);
    view = result.view;
  }
  return { moves, end: view };
}
