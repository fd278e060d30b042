// The call-depth counting compile.ts puts into graded code: every function body counts itself in and out of the
// worker's counter (worker/callDepth.ts), so graded recursion fails at a fixed count, whatever the JIT made of its
// frames. A call counts one, or more for a large frame (frameSlots.ts). An async function or a generator counts
// only while its body is on the stack: it lets its count go at each `await` and `yield` and takes it again when it
// comes back (a `yield*` keeps it: each call passed on to the delegate goes through this body's frame). Left out,
// a chain of `yield*` or of async calls made before their first `await` recursed past any count to V8's own limit.
import type { Edit, Node } from './edits.ts';
import { frameSlots } from './frameSlots.ts';
import { FUNCTIONS, visitOwnBody } from './ownBody.ts';
import { DEPTH, MAX_NESTED_CALLS } from './protocol.ts';

/** The local an async function or a generator keeps its place in the count in (worker/callDepth.ts `Held`). */
const HELD = '__cardlabHeld';
// A frame of up to this many slots counts one on any worker's stack (the least `slotsPerCall`): its count is the
// cheapest there is, inline, with no arithmetic.
const SLOTS_COUNTING_ONE = 16;

/** What a call of `fn` counts, as code: `1`, or its slots over the worker's slots per call, rounded up. */
function weightOf(fn: Node): string {
  const slots = frameSlots(fn);
  return slots <= SLOTS_COUNTING_ONE ? '1' : `((${slots}+${DEPTH}.slotsPerCall-1)/${DEPTH}.slotsPerCall|0)`;
}

/** The text that opens and the text that closes the counting of a synchronous body. */
function synchronous(weight: string): [string, string] {
  // The count is taken inside the `try`, so whatever is thrown after it is given back by the `finally`, which calls
  // nothing and so cannot fail itself (see worker/callDepth.ts). Inline: a call per function entry cost twice as much.
  if (weight === '1') return [`try{if(++${DEPTH}.n>${MAX_NESTED_CALLS})${DEPTH}.over();`, `}finally{${DEPTH}.n--}`];
  return [`try{if((${DEPTH}.n+=${weight})>${MAX_NESTED_CALLS})${DEPTH}.over();`, `}finally{${DEPTH}.n-=${weight}}`];
}

/** The same for an async function or a generator: its count is held in a local, given back at the end if held. */
function suspending(weight: string): [string, string] {
  return [
    `const ${HELD}=${DEPTH}.hold(${weight});try{`,
    `}finally{if(${HELD}.counted&&${HELD}.epoch===${DEPTH}.epoch)${DEPTH}.n-=${HELD}.weight;${HELD}.counted=false}`,
  ];
}

/** The nodes of `fn`'s own body (not of the functions nested in it) where it suspends or comes back. */
function suspensions(fn: Node): { pauses: Node[]; comebacks: Node[] } {
  const pauses: Node[] = [];
  const comebacks: Node[] = [];
  visitOwnBody(fn, (node) => {
    if (FUNCTIONS.has(node.type)) return;
    if (node.type === 'AwaitExpression' || (node.type === 'YieldExpression' && !node.delegate)) pauses.push(node);
    // Where an exception (a rejected `await`, a generator's `throw()`) or a generator's `return()` brings it back.
    if (node.type === 'CatchClause') comebacks.push(node.body as Node);
    if (node.type === 'TryStatement' && node.finalizer) comebacks.push(node.finalizer as Node);
  });
  return { pauses, comebacks };
}

/** The edits that let go of the count at each suspension of `fn`'s body and take it again as the body comes back. */
function suspensionEdits(fn: Node, next: () => number): Edit[] {
  const { pauses, comebacks } = suspensions(fn);
  const edits: Edit[] = [];
  for (const node of pauses) {
    const argument = node.argument as Node | null;
    edits.push({ at: node.start, text: `${DEPTH}.resume(${HELD},`, node, seq: next() });
    if (argument) {
      edits.push({ at: argument.start, text: `${DEPTH}.pause(${HELD},`, node, seq: next() });
      edits.push({ at: node.end, text: '))', closes: true, node, seq: next() });
    } else edits.push({ at: node.end, text: ` ${DEPTH}.pause(${HELD}))`, closes: true, node, seq: next() });
  }
  for (const block of comebacks)
    edits.push({ at: block.start + 1, text: `${DEPTH}.resume(${HELD});`, node: block, seq: next() });
  return edits;
}

/** The edits that make `node`, if it is a function, count its calls; `next` numbers them. */
export function depthEdits(code: string, node: Node, next: () => number): Edit[] {
  if (!FUNCTIONS.has(node.type)) return [];
  const suspends = Boolean(node.async || node.generator);
  const [open, close] = (suspends ? suspending : synchronous)(weightOf(node));
  const body = node.body as Node;
  const around: Edit[] =
    body.type === 'BlockStatement'
      ? [
          { at: body.start + 1, text: open, node, seq: next() },
          { at: body.end - 1, text: close, closes: true, node, seq: next() },
        ]
      : // An arrow's expression body becomes a block returning it, opened right after `=>` and closed at the end of
        // the arrow (both outside any brackets around the expression); `return(` keeps a body that starts on the
        // next line from being cut off by the automatic semicolon.
        [
          { at: code.lastIndexOf('=>', body.start) + 2, text: `{${open}return(`, node, seq: next() },
          { at: node.end, text: `)${close}}`, closes: true, node, seq: next() },
        ];
  return suspends ? [...around, ...suspensionEdits(node, next)] : around;
}

/**
 * The edits that bound the arguments of a call that spreads a list (`f(...list)`, `new C(...list)`,
 * `super(...list)`): each argument takes a slot of the stack (worker/callDepth.ts `spread`).
 */
export function spreadEdits(code: string, node: Node, next: () => number): Edit[] {
  if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return [];
  const edits: Edit[] = [];
  for (const argument of node.arguments as Node[]) {
    if (argument.type !== 'SpreadElement') continue;
    const list = argument.argument as Node;
    const text = JSON.stringify(code.slice(list.start, list.end).replace(/\s+/g, ' ').slice(0, 60));
    edits.push({ at: list.start, text: `${DEPTH}.spread(`, node: list, seq: next() });
    edits.push({ at: list.end, text: `,${text})`, closes: true, node: list, seq: next() });
  }
  return edits;
}

/** Whether `node` is, or starts with, the counter or a held count: `__cardlabDepth.n`, `__cardlabHeld.counted`… */
const counting = (node: Node | undefined | null): boolean => {
  if (!node) return false;
  if (node.type === 'Identifier') return node.name === DEPTH || node.name === HELD;
  if (node.type === 'MemberExpression') return counting(node.object as Node);
  if (node.type === 'UpdateExpression') return counting(node.argument as Node);
  if (node.type === 'AssignmentExpression' || node.type === 'BinaryExpression' || node.type === 'LogicalExpression')
    return counting(node.left as Node);
  // `d.resume(held)` at the top of a `catch`, not `d.resume(held, await …)`: that statement is the student's await.
  if (node.type === 'CallExpression') return (node.arguments as Node[]).length === 1 && counting(node.callee as Node);
  return false;
};

/**
 * What of a node of graded code's compiled form the call-depth edits above put in, for coverage to leave out (the
 * student never wrote it): the checks and counts, whole; the `try` around a body, itself only (the body in it is the
 * student's). The `const` that holds an async body's count is a helper's name (score/coverage.ts).
 */
export function depthCounting(node: Node): 'whole' | 'itself' | undefined {
  if (node.type === 'IfStatement' && counting(node.test as Node)) return 'whole';
  if (node.type === 'ExpressionStatement' && counting(node.expression as Node)) return 'whole';
  const finalizer = node.type === 'TryStatement' ? (node.finalizer as { body: Node[] } | null) : null;
  // The counting's own `finally` calls nothing; a student's `finally` that is empty but for a `resume` is theirs.
  const ours = (statement: Node) =>
    depthCounting(statement) === 'whole' && (statement.expression as Node | undefined)?.type !== 'CallExpression';
  if (finalizer && finalizer.body.length > 0 && finalizer.body.every(ours)) return 'itself';
  return undefined;
}
