// Reference student tests for SinglyLinkedList.
import { describe, expect, it } from 'vitest';
import { SinglyLinkedList } from './SinglyLinkedList.ts';

function listOf(...elements: number[]): SinglyLinkedList<number> {
  const list = new SinglyLinkedList<number>();
  for (const element of elements) list.addLast(element);
  return list;
}

describe('SinglyLinkedListTester', () => {
  it('remove_last_then_add_last', () => {
    const list = listOf(1, 2, 3);
    expect(list.removeLast()).toBe(3);
    expect(list.last()).toBe(2);
    list.addLast(4);
    expect([...list]).toEqual([1, 2, 4]);
  });

  it('split_at_zero_empties_the_list', () => {
    const list = listOf(1, 2);
    const rest = list.splitAt(0);
    expect([...rest]).toEqual([1, 2]);
    expect(list.size()).toBe(0);
    expect([...list]).toEqual([]);
  });

  it('split_at_the_end_returns_an_empty_list', () => {
    const list = listOf(1, 2);
    expect(list.splitAt(2).size()).toBe(0);
    expect([...list]).toEqual([1, 2]);
  });

  it('get_outside_the_list_throws', () => {
    const list = listOf(1, 2);
    expect(() => list.get(2)).toThrow();
    expect(() => list.get(-1)).toThrow();
  });

  it('append_all_empties_the_other', () => {
    const list = listOf(1);
    const other = listOf(2, 3);
    list.appendAll(other);
    expect([...list]).toEqual([1, 2, 3]);
    expect(other.size()).toBe(0);
    expect([...other]).toEqual([]);
  });

  it('empty_list_throws', () => {
    expect(() => new SinglyLinkedList<number>().removeFirst()).toThrow();
  });
});
