// Reference student tests for CardList.
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { CardList } from './CardList.ts';

const SPADE9 = new Card(35);
const HEART8 = new Card(8);
const CLUB8 = new Card(21);

describe('CardListTester', () => {
  it('red_on_black_one_lower', () => {
    const list = new CardList([SPADE9]);
    expect(list.accepts(HEART8)).toBe(true);
    expect(list.accepts(CLUB8)).toBe(false);
  });

  it('only_kings_on_empty', () => {
    const list = new CardList();
    expect(list.accepts(new Card(12))).toBe(false);
    expect(list.accepts(new Card(13))).toBe(true);
  });

  it('cut_opens_the_card_above', () => {
    const list = new CardList([new Card(1), CLUB8, SPADE9]);
    list.add(HEART8);
    const lower = list.cut(2);
    expect(lower.toString()).toBe('Spade9-Heart8');
    expect(list.toString()).toBe('Back-Club8');
  });

  it('move_tail_updates_the_tail', () => {
    const list = new CardList([new Card(1), SPADE9]);
    list.add(HEART8);
    expect(list.moveTail()).toBe(HEART8);
    expect(list.tailCard()).toBe(SPADE9);
    list.add(new Card(47)); // Diamond8
    expect(list.toString()).toBe('Back-Spade9-Diamond8');
  });
});
