// One student file's V8 coverage as istanbul coverage, mapped back to its TypeScript (score/coverage.ts gathers
// them). Its parse and tree walk recurse through the file: score/coverage.ts runs it again on a deep stack where it
// overflows (deepStack.ts), so it is a module of its own that the deep thread loads too.
import { pathToFileURL } from 'node:url';
import { parse } from 'acorn';
import astV8ToIstanbul from 'ast-v8-to-istanbul';
import { depthCounting } from './callCounting.ts';
import type { Node } from './edits.ts';
import type { CoverageData } from './types.ts';

type EstreeNode = { type: string; [key: string]: unknown };

const isHelperName = (node: unknown) => {
  const id = node as EstreeNode | undefined;
  return (
    id?.type === 'Identifier' &&
    typeof id.name === 'string' &&
    (id.name.startsWith('__') || id.name.endsWith('_exports') || id.name.startsWith('import_'))
  );
};

/**
 * The lines esbuild adds to make a module CommonJS (its helpers, the exports object, `require` of each import) are
 * not the student's code: they are left out of the figures, and so is the call-depth counting the worker's compiler
 * puts into every function (run/compile.ts).
 */
function compilerScaffolding(node: EstreeNode): 'ignore-this-and-nested-nodes' | boolean | undefined {
  const counting = depthCounting(node as Node);
  if (counting) return counting === 'whole' ? 'ignore-this-and-nested-nodes' : true;
  if (node.type === 'VariableDeclarator' && isHelperName(node.id)) return 'ignore-this-and-nested-nodes';
  if (node.type === 'VariableDeclaration' && (node.declarations as EstreeNode[]).every((d) => isHelperName(d.id)))
    return 'ignore-this-and-nested-nodes';
  if (node.type !== 'ExpressionStatement') return undefined;
  const expression = node.expression as EstreeNode;
  if (expression.type === 'CallExpression' && isHelperName(expression.callee)) return 'ignore-this-and-nested-nodes';
  const left = expression.type === 'AssignmentExpression' ? (expression.left as EstreeNode) : undefined;
  if (
    left?.type === 'MemberExpression' &&
    (left.object as EstreeNode).type === 'Identifier' &&
    (left.object as EstreeNode).name === 'module'
  )
    return 'ignore-this-and-nested-nodes';
  return undefined;
}

/** The istanbul coverage of one file's run, keyed by the file's path (as ast-v8-to-istanbul gives it). */
export async function convertCoverage(entry: CoverageData): Promise<Record<string, object>> {
  // The source map names the file by its role (`elevens/02-deck/Deck.ts`): here it is named by its real path.
  const sourceMap = entry.map
    ? { ...(JSON.parse(entry.map) as object), sources: [entry.file], sourceRoot: undefined }
    : undefined;
  return (await astV8ToIstanbul({
    code: entry.code,
    ast: parse(entry.code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
      allowHashBang: true,
    }) as never,
    sourceMap: sourceMap as never,
    wrapperLength: entry.wrapperLength,
    ignoreNode: (node) => compilerScaffolding(node as unknown as EstreeNode),
    coverage: { url: pathToFileURL(entry.file).href, functions: entry.functions as never },
  })) as Record<string, object>;
}
