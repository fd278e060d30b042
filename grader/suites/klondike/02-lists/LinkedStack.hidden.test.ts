import { describe, expect, it } from 'vitest';
import { LinkedStack } from '../../../../solutions/klondike/02-lists/LinkedStack.ts';
import { IllegalStateError } from '../../../../activities/shared/errors.ts';

describe('LinkedStack', () => {
  it('a_new_stack_is_empty', () => {
    const stack = new LinkedStack<number>();
    expect([stack.size(), stack.isEmpty()], 'size and isEmpty of a new stack').toEqual([0, true]);
  });

  it('pop_gives_the_elements_back_last_in_first_out', () => {
    const stack = new LinkedStack<string>();
    for (const s of ['a', 'b', 'c']) stack.push(s);
    expect([stack.pop(), stack.pop(), stack.pop()], 'three pops after pushing a b c').toEqual(['c', 'b', 'a']);
    expect(stack.isEmpty(), 'empty after three pops').toBe(true);
  });

  it('top_shows_the_top_without_taking_it', () => {
    const stack = new LinkedStack<number>();
    stack.push(1);
    stack.push(2);
    expect([stack.top(), stack.top(), stack.size()], 'top twice then size').toEqual([2, 2, 2]);
  });

  it('size_follows_pushes_and_pops', () => {
    const stack = new LinkedStack<number>();
    stack.push(1);
    stack.push(2);
    stack.push(3);
    expect(stack.size(), 'after three pushes').toBe(3);
    stack.pop();
    expect([stack.size(), stack.isEmpty()], 'after one pop').toEqual([2, false]);
  });

  it('an_empty_stack_throws_illegal_state_on_pop_and_top', () => {
    const stack = new LinkedStack<number>();
    expect(() => stack.pop(), 'pop() of a new stack').toThrow(IllegalStateError);
    expect(() => stack.top(), 'top() of a new stack').toThrow(IllegalStateError);
    stack.push(1);
    stack.pop();
    expect(() => stack.pop(), 'pop() once emptied again').toThrow(IllegalStateError);
    expect(stack.size(), 'size after the refused pop').toBe(0);
  });

  it('a_stack_of_one_and_pushing_after_emptying', () => {
    const stack = new LinkedStack<string>();
    stack.push('x');
    expect([stack.top(), stack.size()], 'one element').toEqual(['x', 1]);
    expect(stack.pop(), 'pop').toBe('x');
    stack.push('y');
    expect([stack.top(), stack.size()], 'pushed again').toEqual(['y', 1]);
  });
});
