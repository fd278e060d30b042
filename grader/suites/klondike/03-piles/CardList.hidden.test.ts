import { describe, expect, it } from 'vitest';
import { CardList } from '../../../../solutions/klondike/03-piles/CardList.ts';
import { Card } from '../../../../solutions/klondike/01-card/Card.ts';
import { IllegalArgumentError, IllegalStateError } from '../../../../activities/shared/errors.ts';
import { cardMaker } from '../shared/cards.ts';

const card = cardMaker(Card);
const dealt = (...labels: string[]) => new CardList(labels.map(card));
/** A dealt list of `down` face-down cards and the given tail, with `more` added face up on it. */
function listWith(down: string[], tail: string, more: string[] = []): CardList {
  const list = dealt(...down, tail);
  for (const label of more) list.add(card(label));
  return list;
}

describe('CardList', () => {
  it('a_dealt_list_has_only_its_last_card_open', () => {
    const list = dealt('HeartA', 'Club5', 'Spade9');
    expect(
      [list.size(), list.getOpenedIndex(), String(list.tailCard()), list.toString()],
      'size, openedIndex, tail, text',
    ).toEqual([3, 2, 'Spade9', 'Back-Back-Spade9']);
    expect(String(list.get(0)), 'get(0)').toBe('HeartA');
  });

  it('an_empty_list_has_no_tail_and_prints_as_Empty', () => {
    const list = new CardList();
    expect(
      [list.size(), list.isEmpty(), list.tailCard(), list.getOpenedIndex(), list.toString()],
      'a new empty list',
    ).toEqual([0, true, null, 0, 'Empty']);
  });

  it('add_takes_the_other_colour_one_rank_lower', () => {
    const list = dealt('HeartA', 'Spade9');
    expect(list.accepts(card('Heart8')), 'Heart8 on Spade9').toBe(true);
    expect(list.accepts(card('Diamond8')), 'Diamond8 on Spade9').toBe(true);
    list.add(card('Heart8'));
    list.add(card('Club7'));
    expect([list.toString(), String(list.tailCard()), list.getOpenedIndex()], 'after adding Heart8 and Club7').toEqual([
      'Back-Spade9-Heart8-Club7',
      'Club7',
      1,
    ]);
  });

  it('add_refuses_the_same_colour', () => {
    const list = dealt('Spade9');
    for (const label of ['Club8', 'Spade8']) {
      expect(list.accepts(card(label)), `accepts ${label} on Spade9`).toBe(false);
      expect(() => list.add(card(label)), `add(${label}) on Spade9`).toThrow(IllegalArgumentError);
    }
    expect(list.toString(), 'the list after the refused adds').toBe('Spade9');
  });

  it('add_refuses_a_wrong_rank', () => {
    const list = dealt('Spade9');
    for (const label of ['Heart7', 'Heart9', 'Heart10'])
      expect(() => list.add(card(label)), `add(${label}) on Spade9`).toThrow(IllegalArgumentError);
    expect(list.size(), 'size after the refused adds').toBe(1);
  });

  it('only_a_king_goes_on_an_empty_list', () => {
    const list = new CardList();
    expect(list.accepts(card('HeartQ')), 'HeartQ on an empty list').toBe(false);
    expect(() => list.add(card('ClubA')), 'add(ClubA) on an empty list').toThrow(IllegalArgumentError);
    list.add(card('SpadeK'));
    expect([list.toString(), String(list.tailCard()), list.getOpenedIndex()], 'after a king').toEqual([
      'SpadeK',
      'SpadeK',
      0,
    ]);
  });

  it('moveTail_returns_the_tail_and_opens_the_card_above', () => {
    const list = dealt('HeartA', 'Club5', 'Spade9');
    expect(String(list.moveTail()), 'moveTail of Back-Back-Spade9').toBe('Spade9');
    expect([list.toString(), String(list.tailCard()), list.getOpenedIndex()], 'after moveTail').toEqual([
      'Back-Club5',
      'Club5',
      1,
    ]);
    expect(list.accepts(card('Heart4')), 'Heart4 on the new tail Club5').toBe(true);
    expect(list.accepts(card('Heart8')), 'Heart8 on the new tail Club5').toBe(false);
  });

  it('moveTail_of_an_open_run_keeps_the_cards_above_open', () => {
    const list = listWith(['HeartA'], 'Spade9', ['Heart8']);
    expect(String(list.moveTail()), 'moveTail').toBe('Heart8');
    expect([list.toString(), String(list.tailCard())], 'after moveTail').toEqual(['Back-Spade9', 'Spade9']);
  });

  it('moveTail_down_to_empty_and_on_an_empty_list', () => {
    const list = dealt('SpadeK');
    expect(String(list.moveTail()), 'moveTail of a list of one').toBe('SpadeK');
    expect([list.isEmpty(), list.tailCard(), list.toString()], 'the emptied list').toEqual([true, null, 'Empty']);
    expect(() => list.moveTail(), 'moveTail of an empty list').toThrow(IllegalStateError);
  });

  it('cut_returns_the_lower_cards_and_opens_the_card_above', () => {
    const list = listWith(['HeartA', 'Club5', 'Club8'], 'Spade9', ['Heart8', 'Club7']);
    const lower = list.cut(3);
    expect(lower.toString(), 'the cut-off cards').toBe('Spade9-Heart8-Club7');
    expect([lower.size(), String(lower.tailCard()), lower.getOpenedIndex()], 'the lower list').toEqual([3, 'Club7', 0]);
    expect([list.toString(), String(list.tailCard()), list.getOpenedIndex()], 'what stays').toEqual([
      'Back-Back-Club8',
      'Club8',
      2,
    ]);
  });

  it('cut_inside_an_open_run_opens_nothing_new', () => {
    const list = listWith(['HeartA'], 'Spade9', ['Heart8', 'Club7']);
    const lower = list.cut(2);
    expect([list.toString(), String(list.tailCard())], 'what stays').toEqual(['Back-Spade9', 'Spade9']);
    expect(lower.toString(), 'the cut-off cards').toBe('Heart8-Club7');
  });

  it('cut_at_the_tail_and_at_the_end', () => {
    const list = listWith(['HeartA'], 'Spade9', ['Heart8']);
    const end = list.cut(3);
    expect([end.isEmpty(), list.toString()], 'cut(size) gives an empty list and changes nothing').toEqual([
      true,
      'Back-Spade9-Heart8',
    ]);
    const tail = list.cut(2);
    expect([tail.toString(), list.toString(), String(list.tailCard())], 'cut at the tail').toEqual([
      'Heart8',
      'Back-Spade9',
      'Spade9',
    ]);
  });

  it('cut_at_0_takes_a_whole_open_list', () => {
    const list = listWith([], 'SpadeK', ['HeartQ']);
    const lower = list.cut(0);
    expect(lower.toString(), 'the cut-off cards').toBe('SpadeK-HeartQ');
    expect([list.isEmpty(), list.tailCard(), list.getOpenedIndex(), list.toString()], 'the emptied list').toEqual([
      true,
      null,
      0,
      'Empty',
    ]);
    list.add(card('DiamondK'));
    expect(list.toString(), 'a king on the emptied list').toBe('DiamondK');
  });

  it('cut_at_a_face_down_card_or_outside_the_list_is_refused', () => {
    const list = dealt('HeartA', 'Club5', 'Spade9');
    for (const bad of [0, 1, 4, -1])
      expect(() => list.cut(bad), `cut(${bad}) of Back-Back-Spade9`).toThrow(IllegalArgumentError);
    expect(list.toString(), 'after the refused cuts').toBe('Back-Back-Spade9');
  });

  it('link_moves_the_whole_list_to_the_tail_of_the_other', () => {
    const target = dealt('ClubA', 'HeartK', 'Diamond10');
    const list = listWith(['HeartA', 'Club5', 'Club8'], 'Spade9', ['Heart8', 'Club7']);
    const lower = list.cut(3);
    lower.link(target);
    expect([target.toString(), String(target.tailCard()), target.size()], 'the target').toEqual([
      'Back-Back-Diamond10-Spade9-Heart8-Club7',
      'Club7',
      6,
    ]);
    expect([lower.isEmpty(), lower.tailCard()], 'the linked list is left empty').toEqual([true, null]);
    target.add(card('Diamond6'));
    expect(String(target.tailCard()), 'adding to the target afterwards').toBe('Diamond6');
  });

  it('link_follows_the_rules_and_changes_nothing_when_it_refuses', () => {
    const target = dealt('Diamond10');
    const same = listWith([], 'HeartK').cut(0);
    const nine = dealt('Heart9');
    expect(() => nine.link(target), 'Heart9 linked to Diamond10').toThrow(IllegalArgumentError);
    expect(() => same.link(target), 'HeartK linked to Diamond10').toThrow(IllegalArgumentError);
    expect([target.toString(), nine.toString(), same.toString()], 'after the refused links').toEqual([
      'Diamond10',
      'Heart9',
      'HeartK',
    ]);
    expect(() => new CardList().link(target), 'an empty list linked').toThrow(IllegalArgumentError);
  });

  it('a_run_headed_by_a_king_links_to_an_empty_list_and_nothing_else_does', () => {
    const empty = new CardList();
    const queen = dealt('SpadeQ');
    expect(() => queen.link(empty), 'a run headed by SpadeQ linked to an empty list').toThrow(IllegalArgumentError);
    const king = listWith([], 'SpadeK', ['HeartQ']);
    king.link(empty);
    expect(
      [empty.toString(), empty.getOpenedIndex(), String(empty.tailCard())],
      'the empty list after the king run',
    ).toEqual(['SpadeK-HeartQ', 0, 'HeartQ']);
  });

  it('a_list_with_face_down_cards_cannot_be_linked', () => {
    const target = dealt('Diamond10');
    const list = dealt('HeartA', 'Spade9');
    expect(() => list.link(target), 'Back-Spade9 linked to Diamond10').toThrow(IllegalArgumentError);
    expect(target.toString(), 'the target after the refused link').toBe('Diamond10');
  });

  it('indexOf_finds_a_card_by_its_index', () => {
    const list = listWith(['HeartA'], 'Spade9', ['Heart8']);
    expect(
      [list.indexOf(card('HeartA')), list.indexOf(card('Heart8')), list.indexOf(card('Club2'))],
      'indexOf HeartA, Heart8, Club2',
    ).toEqual([0, 2, -1]);
  });
});
