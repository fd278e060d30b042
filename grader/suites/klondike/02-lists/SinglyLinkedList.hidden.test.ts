import { describe, expect, it } from 'vitest';
import { SinglyLinkedList } from '../../../../solutions/klondike/02-lists/SinglyLinkedList.ts';
import { IllegalArgumentError, IllegalStateError } from '../../../../activities/shared/errors.ts';

function listOf<E>(...elements: E[]): SinglyLinkedList<E> {
  const list = new SinglyLinkedList<E>();
  for (const element of elements) list.addLast(element);
  return list;
}

const contents = <E>(list: Iterable<E>): E[] => [...list];

describe('SinglyLinkedList', () => {
  it('a_new_list_is_empty', () => {
    const list = new SinglyLinkedList<number>();
    expect(list.size(), 'size() of a new list').toBe(0);
    expect(list.isEmpty(), 'isEmpty() of a new list').toBe(true);
    expect(contents(list), 'the elements of a new list').toEqual([]);
  });

  it('addFirst_and_addLast_put_elements_at_the_two_ends', () => {
    const list = new SinglyLinkedList<string>();
    list.addLast('b');
    list.addFirst('a');
    list.addLast('c');
    expect(contents(list), 'after addLast b, addFirst a, addLast c').toEqual(['a', 'b', 'c']);
    expect([list.first(), list.last(), list.size()], 'first, last and size').toEqual(['a', 'c', 3]);
  });

  it('a_list_of_one_element_has_it_first_and_last', () => {
    const list = listOf('x');
    expect([list.first(), list.last(), list.get(0), list.size()], 'first, last, get(0), size').toEqual([
      'x',
      'x',
      'x',
      1,
    ]);
    expect(list.removeLast(), 'removeLast of the only element').toBe('x');
    expect(list.isEmpty(), 'empty after removing the only element').toBe(true);
    list.addLast('y');
    expect([list.first(), list.last()], 'first and last after adding again').toEqual(['y', 'y']);
  });

  it('get_reads_every_position', () => {
    const list = listOf(10, 11, 12, 13);
    expect(
      [0, 1, 2, 3].map((i) => list.get(i)),
      'get(0) to get(3)',
    ).toEqual([10, 11, 12, 13]);
  });

  it('bad_positions_throw_illegal_argument_and_change_nothing', () => {
    const list = listOf(1, 2, 3);
    for (const bad of [-1, 3, 1.5])
      expect(() => list.get(bad), `get(${bad}) on 3 elements`).toThrow(IllegalArgumentError);
    for (const bad of [-1, 3])
      expect(() => list.remove(bad), `remove(${bad}) on 3 elements`).toThrow(IllegalArgumentError);
    expect(() => list.add(4, 9), 'add(4, …) on 3 elements').toThrow(IllegalArgumentError);
    expect(() => list.splitAt(4), 'splitAt(4) on 3 elements').toThrow(IllegalArgumentError);
    expect(contents(list), 'the list after the refused calls').toEqual([1, 2, 3]);
  });

  it('an_empty_list_throws_illegal_state_when_asked_for_an_element', () => {
    const list = new SinglyLinkedList<number>();
    expect(() => list.first(), 'first() of an empty list').toThrow(IllegalStateError);
    expect(() => list.last(), 'last() of an empty list').toThrow(IllegalStateError);
    expect(() => list.removeFirst(), 'removeFirst() of an empty list').toThrow(IllegalStateError);
    expect(() => list.removeLast(), 'removeLast() of an empty list').toThrow(IllegalStateError);
    expect(() => list.get(0), 'get(0) of an empty list').toThrow(IllegalArgumentError);
  });

  it('add_and_remove_in_the_middle_and_at_the_ends', () => {
    const list = listOf(1, 3);
    list.add(1, 2);
    list.add(0, 0);
    list.add(4, 4);
    expect(contents(list), 'after add(1, 2), add(0, 0), add(4, 4)').toEqual([0, 1, 2, 3, 4]);
    expect(list.remove(2), 'remove(2)').toBe(2);
    expect(list.remove(3), 'remove(3), the last').toBe(4);
    expect(list.last(), 'last() after removing the last by position').toBe(3);
    list.addLast(5);
    expect(contents(list), 'after addLast(5)').toEqual([0, 1, 3, 5]);
  });

  it('removeLast_moves_the_tail_back_so_later_adds_are_kept', () => {
    const list = listOf(1, 2, 3);
    expect(list.removeLast(), 'removeLast of 1 2 3').toBe(3);
    expect(list.last(), 'last() after removeLast').toBe(2);
    list.addLast(4);
    expect(contents(list), 'after removeLast then addLast(4)').toEqual([1, 2, 4]);
    expect(list.size(), 'size').toBe(3);
  });

  it('splitAt_in_the_middle_moves_the_rest_to_a_new_list', () => {
    const list = listOf('a', 'b', 'c', 'd');
    const rest = list.splitAt(1);
    expect(contents(list), 'what stays').toEqual(['a']);
    expect(contents(rest), 'what is returned').toEqual(['b', 'c', 'd']);
    expect([list.size(), rest.size(), list.last(), rest.last()], 'sizes and last elements').toEqual([1, 3, 'a', 'd']);
    list.addLast('x');
    rest.addLast('y');
    expect([contents(list), contents(rest)], 'both lists work on their own after the split').toEqual([
      ['a', 'x'],
      ['b', 'c', 'd', 'y'],
    ]);
  });

  it('splitAt_0_moves_everything_and_splitAt_size_moves_nothing', () => {
    const list = listOf(1, 2, 3);
    const none = list.splitAt(3);
    expect([contents(list), contents(none)], 'splitAt(3) of 1 2 3').toEqual([[1, 2, 3], []]);
    const all = list.splitAt(0);
    expect([contents(list), contents(all)], 'splitAt(0) of 1 2 3').toEqual([[], [1, 2, 3]]);
    expect([list.isEmpty(), all.size()], 'the emptied list and the new one').toEqual([true, 3]);
    expect(() => list.first(), 'first() of the emptied list').toThrow(IllegalStateError);
    list.addLast(9);
    expect(contents(list), 'the emptied list is usable').toEqual([9]);
  });

  it('appendAll_moves_every_element_and_empties_the_other_list', () => {
    const list = listOf(1, 2);
    const other = listOf(3, 4);
    list.appendAll(other);
    expect(contents(list), 'after appending 3 4 to 1 2').toEqual([1, 2, 3, 4]);
    expect([other.size(), other.isEmpty(), contents(other)], 'the other list').toEqual([0, true, []]);
    list.addLast(5);
    expect([list.last(), list.size()], 'last and size after another addLast').toEqual([5, 5]);
  });

  it('appendAll_onto_an_empty_list_and_of_an_empty_list', () => {
    const empty = new SinglyLinkedList<number>();
    empty.appendAll(listOf(7, 8));
    expect([contents(empty), empty.first(), empty.last()], 'an empty list after appending 7 8').toEqual([[7, 8], 7, 8]);
    empty.appendAll(new SinglyLinkedList<number>());
    expect(contents(empty), 'after appending an empty list').toEqual([7, 8]);
    expect(() => empty.appendAll(empty), 'appending a list to itself').toThrow(IllegalArgumentError);
  });

  it('split_then_append_puts_the_list_back', () => {
    const list = listOf(1, 2, 3, 4, 5);
    const rest = list.splitAt(2);
    list.appendAll(rest);
    expect(contents(list), 'after splitAt(2) and appendAll of the rest').toEqual([1, 2, 3, 4, 5]);
    expect([list.size(), list.last()], 'size and last').toEqual([5, 5]);
  });
});
