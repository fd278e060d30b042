// How many stack slots a function of graded code may take while it runs, estimated from its syntax, so that a call of
// a function with a large frame counts for more than one nested call (worker/callDepth.ts). V8's interpreter keeps
// each parameter, each local and each argument of a call being made in a slot of the frame (a function with 3,000
// locals took some 24 KB a call, and overflowed a 15 MB stack at 636 nested calls, short of the fixed 2,000). An
// over-estimate only makes such a function's recursion fail a little sooner; the count must never be under.
import type { Node } from './edits.ts';
import { visitOwnBody } from './ownBody.ts';

/** Slots of a loop over an iterator or over keys (the iterator, its `next`, the result…) and of a `try`. */
const ITERATING = new Set(['ForOfStatement', 'ForInStatement']);
const EXTRA_SLOTS = 4;

/** The Identifier nodes in `pattern` (a parameter or a declared name, destructured or not). */
function namesIn(pattern: unknown): number {
  let count = 0;
  const stack: unknown[] = [pattern];
  while (stack.length > 0) {
    const value = stack.pop();
    if (!value || typeof value !== 'object') continue;
    // One push per element: spreading a long array into push would itself need a slot per element.
    if (Array.isArray(value)) for (const item of value) stack.push(item);
    else if ((value as Node).type === 'Identifier') count++;
    // `{ key: name }` binds the name, not the key (unless the key is computed, an expression that may call).
    else if ((value as Node).type === 'Property' && !(value as Node).computed) stack.push((value as Node).value);
    else for (const [key, child] of Object.entries(value)) if (key !== 'type') stack.push(child);
  }
  return count;
}

/**
 * The slots `fn` may hold: its parameters, the names declared in its body, the arguments of every call it makes and a
 * few for each loop over an iterator and each `try`, not counting what nested functions hold (their calls count for
 * themselves).
 */
export function frameSlots(fn: Node): number {
  let slots = EXTRA_SLOTS;
  visitOwnBody(fn, (node) => {
    // A nested function's name is a local of this one; its body is not. Parameters are counted from `fn.params`.
    if (node.type === 'FunctionDeclaration') slots++;
    else if (node.type === 'VariableDeclarator') slots += namesIn(node.id);
    else if (node.type === 'ClassDeclaration') slots++;
    else if (node.type === 'CatchClause') slots += namesIn(node.param);
    else if (node.type === 'CallExpression' || node.type === 'NewExpression')
      slots += (node.arguments as unknown[]).length;
    else if (ITERATING.has(node.type) || node.type === 'TryStatement') slots += 4;
  });
  return slots + namesIn(fn.params);
}
