import { describe, expect, it } from 'vitest';
import { CircularlyLinkedList } from '../../../../solutions/klondike/02-lists/CircularlyLinkedList.ts';
import { IllegalArgumentError, IllegalStateError } from '../../../../activities/shared/errors.ts';

function circleOf<E>(...elements: E[]): CircularlyLinkedList<E> {
  const list = new CircularlyLinkedList<E>();
  for (const element of elements) list.addLast(element);
  return list;
}

const contents = <E>(list: Iterable<E>): E[] => [...list];

describe('CircularlyLinkedList', () => {
  it('a_new_list_is_empty', () => {
    const list = new CircularlyLinkedList<number>();
    expect([list.size(), list.isEmpty(), contents(list)], 'size, isEmpty and elements of a new list').toEqual([
      0,
      true,
      [],
    ]);
  });

  it('addFirst_and_addLast_put_elements_at_the_two_ends', () => {
    const list = new CircularlyLinkedList<string>();
    list.addLast('b');
    list.addFirst('a');
    list.addLast('c');
    expect(contents(list), 'after addLast b, addFirst a, addLast c').toEqual(['a', 'b', 'c']);
    expect([list.first(), list.last(), list.size()], 'first, last, size').toEqual(['a', 'c', 3]);
  });

  it('iteration_visits_each_element_once_without_going_round_again', () => {
    const list = circleOf(1, 2, 3);
    expect(contents(list), 'the elements of 1 2 3').toEqual([1, 2, 3]);
    expect(contents(circleOf('only')), 'the elements of a list of one').toEqual(['only']);
  });

  it('get_counts_from_the_first_element', () => {
    const list = circleOf(5, 6, 7);
    expect(
      [0, 1, 2].map((i) => list.get(i)),
      'get(0) to get(2)',
    ).toEqual([5, 6, 7]);
    for (const bad of [-1, 3, 0.5])
      expect(() => list.get(bad), `get(${bad}) on 3 elements`).toThrow(IllegalArgumentError);
  });

  it('rotate_moves_the_first_element_to_the_end', () => {
    const list = circleOf(1, 2, 3);
    list.rotate();
    expect(contents(list), 'after one rotate').toEqual([2, 3, 1]);
    expect([list.first(), list.last(), list.get(0)], 'first, last, get(0) after one rotate').toEqual([2, 1, 2]);
  });

  it('rotating_size_times_wraps_round_to_the_start', () => {
    const list = circleOf('a', 'b', 'c', 'd');
    for (let i = 0; i < 4; i++) list.rotate();
    expect(contents(list), 'after 4 rotations of 4 elements').toEqual(['a', 'b', 'c', 'd']);
    list.rotate();
    list.addLast('e');
    expect(contents(list), 'addLast after a fifth rotation').toEqual(['b', 'c', 'd', 'a', 'e']);
  });

  it('one_element_is_its_own_neighbour', () => {
    const list = circleOf('x');
    list.rotate();
    expect([list.first(), list.last(), list.get(0), list.size()], 'a rotated list of one').toEqual(['x', 'x', 'x', 1]);
    expect(list.removeFirst(), 'removeFirst of the only element').toBe('x');
    expect(list.isEmpty(), 'empty afterwards').toBe(true);
    expect(() => list.first(), 'first() once empty').toThrow(IllegalStateError);
    list.addLast('y');
    expect([list.first(), list.last(), contents(list)], 'after adding again').toEqual(['y', 'y', ['y']]);
  });

  it('an_empty_list_throws_and_rotate_does_nothing', () => {
    const list = new CircularlyLinkedList<number>();
    list.rotate();
    expect(list.size(), 'size after rotating an empty list').toBe(0);
    expect(() => list.first(), 'first() of an empty list').toThrow(IllegalStateError);
    expect(() => list.last(), 'last() of an empty list').toThrow(IllegalStateError);
    expect(() => list.removeFirst(), 'removeFirst() of an empty list').toThrow(IllegalStateError);
    expect(() => list.remove(0), 'remove(0) of an empty list').toThrow(IllegalArgumentError);
  });

  it('remove_takes_out_any_position_and_keeps_the_circle', () => {
    const list = circleOf(1, 2, 3, 4);
    expect(list.remove(3), 'remove(3), the last').toBe(4);
    expect(list.last(), 'last() after removing the last').toBe(3);
    expect(list.remove(1), 'remove(1)').toBe(2);
    expect(contents(list), 'after both removals').toEqual([1, 3]);
    list.rotate();
    expect(contents(list), 'after a rotate').toEqual([3, 1]);
    expect(list.remove(0), 'remove(0)').toBe(3);
    expect([contents(list), list.first(), list.last()], 'what is left').toEqual([[1], 1, 1]);
    expect(() => list.remove(1), 'remove(1) of one element').toThrow(IllegalArgumentError);
  });
});
