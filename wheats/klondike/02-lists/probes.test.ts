// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { CircularlyLinkedList } from '../../../solutions/klondike/02-lists/CircularlyLinkedList.ts';
import { LinkedStack } from '../../../solutions/klondike/02-lists/LinkedStack.ts';
import { SinglyLinkedList } from '../../../solutions/klondike/02-lists/SinglyLinkedList.ts';

describe('what the lists leave open', () => {
  it('the_first_of_an_empty_list_says_it_is_empty', () => {
    expect(() => new SinglyLinkedList<number>().first()).toThrow(/the list is empty/);
  });

  it('the_first_of_an_empty_circle_says_it_is_empty', () => {
    expect(() => new CircularlyLinkedList<number>().first()).toThrow(/the list is empty/);
  });

  it('popping_an_empty_stack_says_it_is_empty', () => {
    expect(() => new LinkedStack<number>().pop()).toThrow(/the stack is empty/);
  });
});
