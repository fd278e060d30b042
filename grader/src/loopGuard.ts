import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * A loop that never ends blocks the test worker, and a test's time limit cannot fire while it spins. Student
 * code (and only student code) gets a guard at the top of every loop body, which throws once the running test
 * is past its deadline; the deadline is set before each test by the worker setup file `workerSetup.ts`. The test
 * then fails with a message saying what happened, and every other test still runs.
 */
export const DEADLINE = '__cardlabDeadline';

const GUARD = `if (performance.now() > (globalThis.${DEADLINE} ?? Infinity)) throw new Error('stopped: this test ran past its time limit inside a loop (is there a loop that never ends?)');`;

const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);

interface Node {
  type: string;
  start: number;
  end: number;
  body?: Node | Node[];
  [key: string]: unknown;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const typed = node as Node;
  if (typeof typed.type === 'string') visit(typed);
  for (const [key, value] of Object.entries(typed)) {
    if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
  }
}

/** Adds the guard to every loop of already-compiled JavaScript. */
export function guardLoops(code: string, parse: (code: string) => unknown): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const ast = parse(code);
  const edited = new MagicString(code);
  let changed = false;
  walk(ast, (node) => {
    if (!LOOPS.has(node.type) || !node.body || Array.isArray(node.body)) return;
    const body = node.body;
    if (body.type === 'BlockStatement') edited.appendLeft(body.start + 1, GUARD);
    else {
      edited.appendLeft(body.start, `{${GUARD}`);
      edited.appendRight(body.end, '}');
    }
    changed = true;
  });
  return changed ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : null;
}

/** The plugin: guards the loops of modules for which `isStudentCode(path)` holds. */
export function loopGuardPlugin(isStudentCode: (file: string) => boolean): Plugin {
  return {
    name: 'cardlab-loop-guard',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[mc]?[jt]sx?$/.test(file) || !isStudentCode(file)) return null;
      return guardLoops(code, (source) => this.parse(source));
    },
  };
}
