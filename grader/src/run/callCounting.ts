// The call-depth counting compile.ts puts into graded code: every synchronous function body counts itself in and out
// of the worker's counter (worker/callDepth.ts), so graded recursion fails at a fixed depth, whatever the JIT made of
// its frames. Async functions and generators are left as they are: their bodies suspend, and a suspended body is on
// no stack.
import type { Edit, Node } from './edits.ts';
import { DEPTH, MAX_NESTED_CALLS } from './protocol.ts';

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
// The count is taken inside the `try`, so whatever is thrown after it is given back by the `finally`, which calls
// nothing and so cannot fail itself (see worker/callDepth.ts). Inline: a call per function entry cost twice as much.
const ENTER = `try{if(++${DEPTH}.n>${MAX_NESTED_CALLS})${DEPTH}.over();`;
const LEAVE = `}finally{${DEPTH}.n--}`;

/** The edits that make `node`, if it is a synchronous function, count its calls; `next` numbers them. */
export function depthEdits(code: string, node: Node, next: () => number): Edit[] {
  if (!FUNCTIONS.has(node.type) || node.async || node.generator) return [];
  const body = node.body as Node;
  if (body.type === 'BlockStatement')
    return [
      { at: body.start + 1, text: ENTER, node, seq: next() },
      { at: body.end - 1, text: LEAVE, closes: true, node, seq: next() },
    ];
  // An arrow's expression body becomes a block returning it, opened right after `=>` and closed at the end of the
  // arrow (both outside any brackets around the expression); `return(` keeps a body that starts on the next line
  // from being cut off by the automatic semicolon.
  return [
    { at: code.lastIndexOf('=>', body.start) + 2, text: `{${ENTER}return(`, node, seq: next() },
    { at: node.end, text: `)${LEAVE}}`, closes: true, node, seq: next() },
  ];
}

/** Whether `node` is `__cardlabDepth.n` counted up or down: the call-depth counting the edits put in. */
const countsDepth = (node: Node | undefined): boolean => {
  const target = node?.type === 'UpdateExpression' ? (node.argument as Node) : undefined;
  return (
    target?.type === 'MemberExpression' &&
    (target.object as Node).type === 'Identifier' &&
    (target.object as Node).name === DEPTH
  );
};

/**
 * What of a node of graded code's compiled form the call-depth edits above put in, for coverage to leave out (the
 * student never wrote it): the check on entry and the count on the way out, whole; the `try` around a body, itself
 * only (the body in it is the student's).
 */
export function depthCounting(node: Node): 'whole' | 'itself' | undefined {
  if (node.type === 'IfStatement' && countsDepth((node.test as Node).left as Node | undefined)) return 'whole';
  if (node.type === 'ExpressionStatement' && countsDepth(node.expression as Node)) return 'whole';
  const finalizer = node.type === 'TryStatement' ? (node.finalizer as { body: Node[] } | null) : null;
  if (finalizer?.body.length === 1 && depthCounting(finalizer.body[0]!) === 'whole') return 'itself';
  return undefined;
}
