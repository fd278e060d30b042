import { describe, expect, it } from 'vitest';
import { PaintingPanel } from '../../../../solutions/klondike/06-gui/PaintingPanel.ts';
import { Solitaire } from '../../../../solutions/klondike/04-solitaire/Solitaire.ts';
import { CardDeck } from '../../../../solutions/klondike/03-piles/CardDeck.ts';
import { CardList } from '../../../../solutions/klondike/03-piles/CardList.ts';
import { CardStack } from '../../../../solutions/klondike/03-piles/CardStack.ts';
import { Card } from '../../../../solutions/klondike/01-card/Card.ts';
import { SeededRandom } from '../../../../activities/shared/RandomSource.ts';
import { CARD_HEIGHT, CARD_WIDTH, COLOURS, FAN, GAP } from '../../../../activities/klondike/shared/tableLayout.ts';
import { cardMaker } from '../shared/cards.ts';
import { all, at, drawnItems, layout, type Node } from '../shared/drawing.ts';
import painted from '../../../../fixtures/klondike/painted-table.json' with { type: 'json' };

const card = cardMaker(Card);
const column = (index: number) => GAP + index * (CARD_WIDTH + GAP);
const LISTS_Y = 2 * GAP + CARD_HEIGHT;
const WIDTH = GAP + 7 * (CARD_WIDTH + GAP);

/** A game made of the given piles: what a painting reads of a Solitaire. */
function table(piles: { deck?: CardDeck; stacks?: CardStack[]; lists?: CardList[] }): Solitaire {
  const stacks = piles.stacks ?? ['Heart', 'Club', 'Spade', 'Diamond'].map((suit) => new CardStack(suit as 'Heart'));
  const lists = piles.lists ?? Array.from({ length: 7 }, (_, i) => new CardList([card(`Club${i + 2}`)]));
  const deck = piles.deck ?? new CardDeck([card('HeartK'), card('SpadeQ')]);
  return { getDeck: () => deck, getStacks: () => stacks, getLists: () => lists } as unknown as Solitaire;
}

/** A stack holding its suit's cards from the ace up to `top`. */
function stackUpTo(suit: 'Heart' | 'Club' | 'Spade' | 'Diamond', top: number): CardStack {
  const stack = new CardStack(suit);
  for (let value = 1; value <= top; value++)
    stack.add(card(`${suit}${['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][value - 1]}`));
  return stack;
}

/** A list of face-down cards, then an open run from a king down (linked on, as the game does). */
function listWithRun(down: string[], run: string[]): CardList {
  const list = new CardList([...down.map(card), card(run[0]!)]);
  for (const name of run.slice(1)) new CardList([card(name)]).link(list);
  return list;
}

const paint = (game: Solitaire) => new PaintingPanel(game).paint() as Node;

describe('PaintingPanel', () => {
  it('the_panel_is_an_svg_as_wide_as_seven_columns_and_their_gaps', () => {
    const panel = new PaintingPanel(new Solitaire(new SeededRandom(1)));
    expect(panel.width(), 'width()').toBe(WIDTH);
    const svg = panel.paint() as Node;
    expect(svg.tag, 'paint() returns an <svg> element').toBe('svg');
    expect(Number(svg.attributes.width), 'the <svg> width').toBe(panel.width());
    expect(Number(svg.attributes.height), 'the <svg> height').toBe(panel.height());
    expect(String(svg.attributes.viewBox), 'the viewBox shows the whole table').toBe(
      `0 0 ${panel.width()} ${panel.height()}`,
    );
  });

  it('the_table_is_painted_first_under_everything_in_its_colour', () => {
    const svg = paint(new Solitaire(new SeededRandom(2)));
    const first = svg.children[0] as Node;
    expect(first?.tag, 'the first thing painted').toBe('rect');
    expect(String(first.attributes.fill).toLowerCase(), 'the table colour').toBe(COLOURS.table);
    expect([Number(first.attributes.width), Number(first.attributes.height)], 'the table covers the panel').toEqual([
      Number(svg.attributes.width),
      Number(svg.attributes.height),
    ]);
  });

  it('a_new_deal_shows_the_deck_face_down_no_open_card_and_four_empty_stacks', () => {
    const items = drawnItems(paint(new Solitaire(new SeededRandom(3))));
    expect(at(items, column(0), GAP), 'the deck').toEqual(['back face-down card']);
    expect(at(items, column(1), GAP), 'no card is open yet').toEqual([]);
    ['Heart', 'Club', 'Spade', 'Diamond'].forEach((suit, i) =>
      expect(at(items, column(3 + i), GAP), `the ${suit} stack`).toEqual([`empty empty ${suit} stack`]),
    );
  });

  it('the_open_card_is_painted_beside_the_deck', () => {
    const game = new Solitaire(new SeededRandom(4));
    game.executeCommand('DrawCard');
    const open = game.getDeck().currentCard()!;
    const items = drawnItems(paint(game));
    const rank = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][open.getValue() - 1];
    const label = `${rank}${{ Heart: '♥', Club: '♣', Spade: '♠', Diamond: '♦' }[open.getSuit()]}`;
    expect(at(items, column(1), GAP), `the open card ${open}`).toEqual([`card ${label}`]);
    expect(at(items, column(0), GAP), 'the deck is still face down').toEqual(['back face-down card']);
  });

  it('each_list_is_fanned_down_its_column_with_its_face_down_cards_first', () => {
    const items = drawnItems(paint(new Solitaire(new SeededRandom(5))));
    for (let i = 0; i < 7; i++) {
      const cards = items.filter((item) => item.x === column(i) && item.y >= LISTS_Y);
      expect(
        cards.map((item) => item.y),
        `the places of list ${i + 1}`,
      ).toEqual(Array.from({ length: i + 1 }, (_, j) => LISTS_Y + j * FAN));
      expect(
        cards.map((item) => item.kind),
        `list ${i + 1}: ${i} face-down cards, then its open card`,
      ).toEqual([...Array<string>(i).fill('back'), 'card']);
    }
  });

  it('an_open_run_in_a_list_is_painted_face_up_below_its_face_down_cards', () => {
    const list = listWithRun(['Club3', 'Diamond4'], ['SpadeK', 'HeartQ', 'ClubJ']);
    const items = drawnItems(paint(table({ lists: [list, ...Array.from({ length: 6 }, () => new CardList())] })));
    const cards = items.filter((item) => item.x === column(0) && item.y >= LISTS_Y);
    expect(
      cards.map((item) => `${item.label}@${item.y}`),
      'list 1',
    ).toEqual([
      `face-down card@${LISTS_Y}`,
      `face-down card@${LISTS_Y + FAN}`,
      `K♠@${LISTS_Y + 2 * FAN}`,
      `Q♥@${LISTS_Y + 3 * FAN}`,
      `J♣@${LISTS_Y + 4 * FAN}`,
    ]);
  });

  it('the_stacks_show_their_top_cards_in_the_order_heart_club_spade_diamond', () => {
    const stacks = [stackUpTo('Heart', 3), stackUpTo('Club', 0), stackUpTo('Spade', 1), stackUpTo('Diamond', 12)];
    const items = drawnItems(paint(table({ stacks })));
    expect(at(items, column(3), GAP), 'the Heart stack').toEqual(['card 3♥']);
    expect(at(items, column(4), GAP), 'the Club stack').toEqual(['empty empty Club stack']);
    expect(at(items, column(5), GAP), 'the Spade stack').toEqual(['card A♠']);
    expect(at(items, column(6), GAP), 'the Diamond stack').toEqual(['card Q♦']);
  });

  it('a_used_up_deck_is_painted_as_an_empty_pile', () => {
    const items = drawnItems(paint(table({ deck: new CardDeck([]) })));
    expect(at(items, column(0), GAP), 'the empty deck').toEqual(['empty empty deck']);
    expect(at(items, column(1), GAP), 'no open card').toEqual([]);
  });

  it('an_empty_list_is_an_empty_pile_at_the_top_of_its_column', () => {
    const lists = Array.from({ length: 7 }, (_, i) =>
      i === 2 ? new CardList() : new CardList([card(`Spade${i + 2}`)]),
    );
    const items = drawnItems(paint(table({ lists })));
    expect(at(items, column(2), LISTS_Y), 'list 3').toEqual(['empty empty list 3']);
    expect(
      items.filter((item) => item.x === column(2) && item.y > LISTS_Y),
      'nothing below an empty list',
    ).toEqual([]);
  });

  it('the_height_follows_the_longest_list', () => {
    const long = listWithRun(
      ['Club2', 'Club3', 'Club4', 'Club5', 'Club6', 'Club7', 'Club8', 'Club9'],
      ['SpadeK', 'HeartQ', 'ClubJ', 'Diamond10', 'Spade9'],
    );
    const cases: [string, CardList[], number][] = [
      ['every list holds one card', Array.from({ length: 7 }, (_, i) => new CardList([card(`Heart${i + 2}`)])), 1],
      ['every list is empty', Array.from({ length: 7 }, () => new CardList()), 1],
      ['one list holds 13 cards', [long, ...Array.from({ length: 6 }, () => new CardList())], 13],
    ];
    for (const [what, lists, longest] of cases) {
      const panel = new PaintingPanel(table({ lists }));
      expect(panel.height(), `height() when ${what}`).toBe(LISTS_Y + (longest - 1) * FAN + CARD_HEIGHT + GAP);
    }
  });

  it('every_card_of_a_dealt_game_is_painted_once_with_its_short_label', () => {
    const game = new Solitaire(new SeededRandom(6));
    const items = drawnItems(paint(game));
    const faceUp = items.filter((item) => item.kind === 'card').map((item) => item.label);
    expect(faceUp, 'the seven open cards of a new deal').toHaveLength(7);
    expect(new Set(faceUp).size, 'no card is painted twice').toBe(7);
    expect(all(paint(game), 'text').length, 'there is writing only on face-up cards').toBeGreaterThan(0);
  });

  it('the_pinned_game_is_painted_exactly_where_the_fixture_says', () => {
    const game = new Solitaire(new SeededRandom(painted.seed));
    for (const command of painted.commands) game.executeCommand(command);
    const panel = new PaintingPanel(game);
    expect([panel.width(), panel.height()], 'the size of the table').toEqual([painted.width, painted.height]);
    expect(
      layout(drawnItems(panel.paint() as Node)),
      'every card, face-down card and empty pile, in drawing order',
    ).toEqual(painted.layout);
  });
});
