// Public tests: `cardlab check klondike/02` runs them. The grader's hidden tests check much more.
import { describe, expect, it } from 'vitest';
import { CircularlyLinkedList } from './CircularlyLinkedList.ts';
import { LinkedStack } from './LinkedStack.ts';
import { SinglyLinkedList } from './SinglyLinkedList.ts';

describe('linked structures (public)', () => {
  it('a_list_keeps_its_order', () => {
    const list = new SinglyLinkedList<string>();
    list.addLast('b');
    list.addFirst('a');
    list.addLast('c');
    expect([...list]).toEqual(['a', 'b', 'c']);
    expect(list.get(1)).toBe('b');
  });

  it('rotating_a_circular_list_moves_the_first_to_the_end', () => {
    const list = new CircularlyLinkedList<number>();
    list.addLast(1);
    list.addLast(2);
    list.rotate();
    expect(list.first()).toBe(2);
  });

  it('a_stack_gives_back_the_last_element_pushed', () => {
    const stack = new LinkedStack<number>();
    stack.push(1);
    stack.push(2);
    expect(stack.pop()).toBe(2);
  });
});
