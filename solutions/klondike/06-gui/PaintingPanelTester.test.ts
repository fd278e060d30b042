// Reference student tests for the painting panel.
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { CardDeck } from '../03-piles/CardDeck.ts';
import { CardList } from '../03-piles/CardList.ts';
import { CardStack } from '../03-piles/CardStack.ts';
import { Solitaire } from '../04-solitaire/Solitaire.ts';
import { PaintingPanel } from './PaintingPanel.ts';
import type { SvgElement, SvgNode } from '../shared/svg.ts';
import { CARD_HEIGHT, FAN, GAP } from '../shared/tableLayout.ts';

/** `label@x,y` for each card, face-down card and empty pile painted, in order. */
function items(node: SvgNode): string[] {
  if (typeof node === 'string') return [];
  if (node.attributes.role === 'img') {
    const [, x, y] = /translate\((\d+), (\d+)\)/.exec(String(node.attributes.transform))!;
    return [`${node.attributes['aria-label']}@${x},${y}`];
  }
  return node.children.flatMap(items);
}

/** nextInt always 0: lists Heart2 | Back-Heart4 | Back-Back-Heart7 | … as in the stage 05 tests. */
const dealt = () => new Solitaire({ nextInt: () => 0 });

/** A game made of chosen piles. */
function table(deck: CardDeck, stacks: CardStack[], lists: CardList[]): Solitaire {
  return { getDeck: () => deck, getStacks: () => stacks, getLists: () => lists } as unknown as Solitaire;
}
const emptyStacks = () => ['Heart', 'Club', 'Spade', 'Diamond'].map((suit) => new CardStack(suit as 'Heart'));

describe('PaintingPanelTester', () => {
  it('new_deal', () => {
    const painted = items(new PaintingPanel(dealt()).paint());
    expect(painted.slice(0, 5)).toEqual([
      'face-down card@16,16',
      'empty Heart stack@280,16',
      'empty Club stack@368,16',
      'empty Spade stack@456,16',
      'empty Diamond stack@544,16',
    ]);
    expect(painted.slice(5, 8)).toEqual(['2♥@16,132', 'face-down card@104,132', '4♥@104,156']);
  });

  it('stacks_in_order', () => {
    const stacks = emptyStacks();
    stacks[0]!.add(new Card(1));
    stacks[3]!.add(new Card(40));
    const painted = items(new PaintingPanel(table(new CardDeck([new Card(5)]), stacks, [new CardList()])).paint());
    expect(painted).toContain('A♥@280,16');
    expect(painted).toContain('A♦@544,16');
  });

  it('empty_deck', () => {
    const painted = items(new PaintingPanel(table(new CardDeck([]), emptyStacks(), [new CardList()])).paint());
    expect(painted[0]).toBe('empty deck@16,16');
  });

  it('height', () => {
    const one = new PaintingPanel(table(new CardDeck([]), emptyStacks(), [new CardList([new Card(13)])]));
    expect(one.height()).toBe(2 * GAP + CARD_HEIGHT + CARD_HEIGHT + GAP);
    const long = new CardList(Array.from({ length: 10 }, (_, i) => new Card(i + 1)));
    expect(new PaintingPanel(table(new CardDeck([]), emptyStacks(), [long])).height()).toBe(
      2 * GAP + CARD_HEIGHT + 9 * FAN + CARD_HEIGHT + GAP,
    );
    expect(new PaintingPanel(table(new CardDeck([]), emptyStacks(), [long])).paint().attributes.height).toBe(
      2 * GAP + CARD_HEIGHT + 9 * FAN + CARD_HEIGHT + GAP,
    );
  });

  it('drawn_svg', () => {
    const svg: SvgElement = new PaintingPanel(dealt()).paint();
    expect(svg.tag).toBe('svg');
  });
});
