// Reference student tests for LinkedStack.
import { describe, expect, it } from 'vitest';
import { LinkedStack } from './LinkedStack.ts';

describe('LinkedStackTester', () => {
  it('pop_on_empty_throws', () => {
    expect(() => new LinkedStack<number>().pop()).toThrow();
  });

  it('top_does_not_remove', () => {
    const stack = new LinkedStack<number>();
    stack.push(1);
    stack.push(2);
    expect(stack.top()).toBe(2);
    expect(stack.top()).toBe(2);
    expect(stack.size()).toBe(2);
  });

  it('pop_shrinks_the_stack', () => {
    const stack = new LinkedStack<number>();
    stack.push(1);
    expect(stack.pop()).toBe(1);
    expect(stack.size()).toBe(0);
    expect(stack.isEmpty()).toBe(true);
  });
});
