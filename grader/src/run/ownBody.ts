// The nodes of a function's own code: its parameters and body, not the bodies of the functions nested in it (each
// runs in a frame of its own). Used by the call-depth counting (callCounting.ts, frameSlots.ts).
import type { Node } from './edits.ts';

export const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/**
 * Visits every node of `fn`'s own code; a nested function is visited, and not entered. Without recursion: a file's
 * nesting is bounded (compile.ts) but its length is not; one push per element, since spreading a long array into
 * `push` would take a stack slot per element.
 */
export function visitOwnBody(fn: Node, visit: (node: Node) => void): void {
  const stack: unknown[] = [fn.params, fn.body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (!value || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    const node = value as Node;
    visit(node);
    if (FUNCTIONS.has(node.type)) continue;
    for (const [key, child] of Object.entries(node))
      if (key !== 'type' && child && typeof child === 'object') stack.push(child);
  }
}
