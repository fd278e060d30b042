import { describe, expect, it } from 'vitest';
import { paintBack, paintCard, paintEmpty } from '../../../../solutions/klondike/06-gui/CardPainter.ts';
import { Card } from '../../../../solutions/klondike/01-card/Card.ts';
import { CARD_HEIGHT, CARD_WIDTH, COLOURS, CORNER } from '../../../../activities/klondike/shared/tableLayout.ts';
import { cardMaker } from '../shared/cards.ts';
import { all, drawnItems, textOf, type Node } from '../shared/drawing.ts';

const card = cardMaker(Card);
const SAMPLES: [string, string][] = [
  ['Spade9', '9♠'],
  ['Diamond10', '10♦'],
  ['HeartA', 'A♥'],
  ['ClubK', 'K♣'],
  ['HeartQ', 'Q♥'],
];
const RED = ['Diamond10', 'HeartA', 'HeartQ', 'Heart7', 'DiamondK'];
const BLACK = ['Spade9', 'ClubK', 'ClubA', 'Spade2'];

/** The one item a painter's element is, read as the page reads it. */
function item(node: Node) {
  const items = drawnItems(node as Node);
  expect(items, 'a painted card, back or empty pile is one element with role="img"').toHaveLength(1);
  return items[0]!;
}

/** The outline of a painted item: its first rectangle. */
function outline(node: Node): Node {
  const rect = all(node, 'rect')[0];
  expect(rect, 'a card is drawn as a rectangle').toBeDefined();
  return rect!;
}

/** Every text on the painted card is in the colour `ink`. */
function expectInk(name: string, ink: string): void {
  const texts = all(paintCard(card(name), 0, 0) as Node, 'text');
  expect(texts.length, `${name} has writing`).toBeGreaterThan(0);
  for (const text of texts) {
    expect(String(text.attributes.fill).toLowerCase(), `the colour of "${textOf(text)}" on ${name}`).toBe(ink);
  }
}

describe('CardPainter', () => {
  it('a_face_up_card_is_labelled_with_its_short_label', () => {
    for (const [name, label] of SAMPLES) {
      const painted = item(paintCard(card(name), 0, 0) as Node);
      expect(painted.label, `the aria-label of ${name}`).toBe(label);
      expect(painted.kind, `${name} is a face-up card`).toBe('card');
    }
  });

  it('a_face_up_card_is_drawn_where_it_is_asked', () => {
    for (const [x, y] of [
      [0, 0],
      [104, 16],
      [16, 212],
    ] as const) {
      const painted = item(paintCard(card('Spade9'), x, y) as Node);
      expect([painted.x, painted.y], `paintCard(Spade9, ${x}, ${y}) places the card at`).toEqual([x, y]);
      const rect = outline(painted.node);
      expect(
        [Number(rect.attributes.x ?? 0), Number(rect.attributes.y ?? 0)],
        "the rectangle starts at the card's corner",
      ).toEqual([0, 0]);
    }
  });

  it('a_face_up_card_is_a_white_rounded_rectangle_of_the_card_size_with_an_outline', () => {
    const rect = outline(item(paintCard(card('Diamond10'), 30, 40) as Node).node);
    expect(Number(rect.attributes.width), "the card's width").toBe(CARD_WIDTH);
    expect(Number(rect.attributes.height), "the card's height").toBe(CARD_HEIGHT);
    expect(Number(rect.attributes.rx), "the corners' radius").toBe(CORNER);
    expect(String(rect.attributes.fill).toLowerCase(), 'a face-up card is white').toBe(COLOURS.face);
    expect(String(rect.attributes.stroke).toLowerCase(), "the card's edge").toBe(COLOURS.outline);
  });

  it('the_card_name_is_written_on_the_card', () => {
    for (const [name] of SAMPLES) {
      const texts = all(paintCard(card(name), 0, 0) as Node, 'text').map(textOf);
      expect(texts, `the texts drawn on ${name}`).toContain(name);
    }
  });

  it('a_red_card_is_written_in_red', () => {
    for (const name of RED) expectInk(name, COLOURS.red);
  });

  it('a_black_card_is_written_in_black', () => {
    for (const name of BLACK) expectInk(name, COLOURS.black);
  });

  it('a_face_down_card_is_labelled_face_down_card_and_shows_nothing_of_the_card', () => {
    const painted = item(paintBack(50, 60) as Node);
    expect(painted.label, 'the aria-label of a face-down card').toBe('face-down card');
    expect([painted.x, painted.y], 'paintBack(50, 60) places the card at').toEqual([50, 60]);
    expect(all(painted.node, 'text').map(textOf).join(''), 'a face-down card has no writing').toBe('');
    const rect = outline(painted.node);
    expect(
      [Number(rect.attributes.width), Number(rect.attributes.height)],
      'a face-down card has the card size',
    ).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    expect(String(rect.attributes.fill).toLowerCase(), 'a face-down card shows the back colour').toBe(COLOURS.back);
  });

  it('an_empty_pile_is_an_unfilled_dashed_outline_named_after_its_pile', () => {
    for (const name of ['deck', 'Heart stack', 'list 3']) {
      const painted = item(paintEmpty(16, 132, name) as Node);
      expect(painted.label, `the aria-label of the empty ${name}`).toBe(`empty ${name}`);
      expect([painted.x, painted.y], `paintEmpty(16, 132, "${name}") places the outline at`).toEqual([16, 132]);
      const rect = outline(painted.node);
      expect(
        [Number(rect.attributes.width), Number(rect.attributes.height)],
        'an empty pile has the card size',
      ).toEqual([CARD_WIDTH, CARD_HEIGHT]);
      expect(String(rect.attributes.fill), 'an empty pile is not filled').toBe('none');
      expect(rect.attributes['stroke-dasharray'], 'an empty pile is dashed').toBeDefined();
    }
  });
});
