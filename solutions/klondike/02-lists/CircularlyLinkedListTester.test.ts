// Reference student tests for CircularlyLinkedList.
import { describe, expect, it } from 'vitest';
import { CircularlyLinkedList } from './CircularlyLinkedList.ts';

function circleOf(...elements: number[]): CircularlyLinkedList<number> {
  const list = new CircularlyLinkedList<number>();
  for (const element of elements) list.addLast(element);
  return list;
}

describe('CircularlyLinkedListTester', () => {
  it('rotate_moves_first_to_last', () => {
    const list = circleOf(1, 2, 3);
    list.rotate();
    expect([...list]).toEqual([2, 3, 1]);
  });

  it('get_zero_is_the_first', () => {
    expect(circleOf(4, 5).get(0)).toBe(4);
  });

  it('iteration_stops_after_one_round', () => {
    expect([...circleOf(1, 2)]).toEqual([1, 2]);
  });

  it('removing_the_only_element_then_adding', () => {
    const list = circleOf(1);
    list.removeFirst();
    expect(() => list.first()).toThrow();
    list.addLast(2);
    expect(list.last()).toBe(2);
    expect(list.first()).toBe(2);
  });
});
