// How deeply a file nests, read before any parser recurses through it, and without recursion. The parsers and tree
// walks of the grader (TypeScript's, acorn's, the edits', the coverage's) recurse once per level of the syntax tree on
// the grader's own stack, and how deep V8 gets in that stack depends on how far the JIT compiled each of their
// functions: a sum of 5,000 terms compiled in a grader that had compiled other students first, and overflowed in a
// fresh one (4,494 terms at most cold, 5,331 warm). A file past these bounds is refused with a message that says why;
// below them every step has its stack several times over, so its verdict does not rest on the JIT.
import { tokenizer, type Token } from 'acorn';

/** Brackets inside brackets (TypeScript's parser takes some ten frames a level). */
export const MAX_BRACKETS = 200;
/**
 * Levels of the syntax tree an expression may reach: each operator, dot, call, index, or tag of a template after what
 * it applies to is a level (a chain `a + b + c` is a tree as deep as it is long), and so is each bracket.
 */
export const MAX_LEVELS = 400;

export interface Depth {
  depth: number;
  /** Where it was reached (an offset of the text). */
  at: number;
}

/** Words that apply to what follows them: each is a level. */
const OPERATOR_WORDS = new Set([
  'typeof',
  'void',
  'delete',
  'await',
  'new',
  'instanceof',
  'in',
  'yield',
  'keyof',
  'as',
  'satisfies',
]);

/**
 * Counts the levels of what a reader tells it, token by token. Levels count from the start of each statement or list
 * item (`;` and `,` end one, and so does an operand right after another, as a line break does between statements); a
 * closing bracket gives back the level its opening one had.
 */
class Levels {
  /** What an operator and a bracket each add: the stack a level of each takes in the parser that reads the text. */
  constructor(private readonly weights = { operator: 1, bracket: 1 }) {}
  readonly brackets: Depth = { depth: 0, at: 0 };
  readonly levels: Depth = { depth: 0, at: 0 };
  private level = 0;
  private readonly open: { bracket: string; level: number }[] = [];
  /** After an operand, another operand starts a statement; a bracket or a template is a call, an index or a tag. */
  private afterOperand = false;

  private deeper(at: number, by = this.weights.operator): void {
    this.level += by;
    if (this.level > this.levels.depth) Object.assign(this.levels, { depth: this.level, at });
  }

  private base(): number {
    return this.open.length > 0 ? this.open[this.open.length - 1]!.level + this.weights.bracket : 0;
  }

  operand(): void {
    if (this.afterOperand) this.level = this.base();
    this.afterOperand = true;
  }

  operator(at: number): void {
    this.deeper(at);
    this.afterOperand = false;
  }

  /** A template begins: the call of its tag, if it has one. */
  template(at: number): void {
    if (this.afterOperand) this.deeper(at);
    this.afterOperand = true;
  }

  opens(bracket: string, at: number): void {
    if (this.afterOperand) this.deeper(at);
    this.open.push({ bracket, level: this.level });
    if (this.open.length > this.brackets.depth) Object.assign(this.brackets, { depth: this.open.length, at });
    this.deeper(at, this.weights.bracket);
    this.afterOperand = false;
  }

  /** Closes the innermost bracket: which it was. */
  closes(): string | undefined {
    const closed = this.open.pop();
    this.level = closed?.level ?? 0;
    this.afterOperand = true;
    return closed?.bracket;
  }

  separator(): void {
    this.level = this.base();
    this.afterOperand = false;
  }
}

const OPERATOR_CHARS = new Set('+-*/%=<>&|^!~?:.@');
const WORD = /[\p{ID_Continue}$\u200c\u200d]/u;

/**
 * Both measures of a TypeScript source, read character by character (strings, template literals and comments
 * skipped): what TypeScript's parser meets, types included. It knows no regular expression, so one may hide part of
 * a line from it; the compiled JavaScript is measured again by a real tokenizer (scriptNesting).
 */
export function sourceNesting(text: string): { brackets: Depth; levels: Depth } {
  const count = new Levels();
  let i = 0;
  // From inside a template literal to its closing backtick (left on it) or to the `{` of a `${` (left on it).
  const skipTemplate = () => {
    for (; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '`') return;
      else if (text[i] === '$' && text[i + 1] === '{') {
        count.opens('$', ++i);
        return;
      }
    }
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*')
      i = text.indexOf('*/', i + 2) === -1 ? text.length : text.indexOf('*/', i + 2) + 1;
    else if (c === '"' || c === "'") {
      count.operand();
      for (i++; i < text.length && text[i] !== c && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (c === '`') {
      count.template(i);
      i++;
      skipTemplate();
    } else if (c === '(' || c === '[' || c === '{') count.opens(c, i);
    else if (c === ')' || c === ']' || c === '}') {
      if (count.closes() === '$') {
        i++;
        skipTemplate();
      }
    } else if (c === ';' || c === ',') count.separator();
    // A `<` may open type arguments, which TypeScript's parser reads some four times as deep as an operator.
    else if (c === '<') for (let k = 0; k < 4; k++) count.operator(i);
    else if (OPERATOR_CHARS.has(c)) count.operator(i);
    else if (WORD.test(c)) {
      let end = i + 1;
      while (end < text.length && WORD.test(text[end]!)) end++;
      if (OPERATOR_WORDS.has(text.slice(i, end))) count.operator(i);
      else count.operand();
      i = end - 1;
    }
  }
  return { brackets: count.brackets, levels: count.levels };
}

const OPENING = new Set(['(', '[', '{', '${']);
const CLOSING = new Set([')', ']', '}']);
const OPERATOR_LABELS = new Set(['?', ':', '.', '?.', '=>', '...', '@', '=', '_=', '++/--', 'prefix', '+/-']);

/** What acorn's token types say of themselves at run time, beyond their published typings. */
type TokenFacts = { binop: number | null; prefix: boolean; postfix: boolean; isAssign: boolean; keyword?: string };

function isOperator(token: Token): boolean {
  const type = token.type as unknown as TokenFacts & { label: string };
  return (
    type.binop !== null ||
    type.prefix ||
    type.postfix ||
    type.isAssign ||
    OPERATOR_LABELS.has(type.label) ||
    OPERATOR_WORDS.has(type.keyword ?? '') ||
    (type.label === 'name' && OPERATOR_WORDS.has(String((token as Token & { value: unknown }).value)))
  );
}

/**
 * Weights of compiled JavaScript, for acorn's parser and the tree walks after it (measured cold: 4,999 levels of `+`,
 * 2,558 of `new`, 624 of calls inside calls, 587 of objects inside objects): an operator is two units, a bracket eight.
 */
const SCRIPT_WEIGHTS = { operator: 2, bracket: 8 };
/** The units compiled JavaScript may reach: a third or less of what acorn's stack holds for each kind of level. */
export const MAX_SCRIPT_UNITS = 2000;

/**
 * The depth of compiled JavaScript in units (SCRIPT_WEIGHTS), read by acorn's tokenizer (which tells a regular
 * expression from a division).
 */
export function scriptNesting(code: string): Depth {
  const count = new Levels(SCRIPT_WEIGHTS);
  let previous = '';
  for (const token of tokenizer(code, { ecmaVersion: 'latest', allowHashBang: true })) {
    const label = token.type.label;
    if (OPENING.has(label)) count.opens(label, token.start);
    else if (CLOSING.has(label)) count.closes();
    else if (label === ';' || label === ',') count.separator();
    // A backtick after a chunk of a template closes it; otherwise it opens one.
    else if (label === '`') {
      if (previous !== 'template') count.template(token.start);
    } else if (label === 'template' || label === 'invalidTemplate') {
      // Text inside a template: neither an operand nor an operator.
    } else if (isOperator(token)) count.operator(token.start);
    else count.operand();
    previous = label;
  }
  return count.levels;
}

const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

const tooDeep = (place: string) =>
  `${place}: an expression here is more than ${MAX_LEVELS} levels deep (operators, dots and calls each inside the last): split it into named steps`;

/** Why a TypeScript source is refused before it is parsed (`name:line:1: …`), or undefined. */
export function sourceNestingProblem(text: string, name: string): string | undefined {
  const { brackets, levels } = sourceNesting(text);
  if (brackets.depth > MAX_BRACKETS)
    return `${name}:${lineOf(text, brackets.at)}:1: the code is nested more than ${MAX_BRACKETS} levels deep (brackets inside brackets): write it flatter`;
  if (levels.depth > MAX_LEVELS) return tooDeep(`${name}:${lineOf(text, levels.at)}:1`);
  return undefined;
}

/**
 * Why compiled JavaScript is refused before acorn parses it, or undefined: `place` names an offset of it as
 * `name:line:column` of the TypeScript it came from.
 */
export function scriptNestingProblem(code: string, place: (at: number) => string): string | undefined {
  const levels = scriptNesting(code);
  return levels.depth > MAX_SCRIPT_UNITS
    ? `${place(levels.at)}: the code here nests too deeply to be read (functions, calls or awaits inside one another, or a long chain of operators): split it into named steps`
    : undefined;
}
