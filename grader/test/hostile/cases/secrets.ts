import type { ActivityResult } from '../../../src/score/result.ts';
import { all, nothingLeaks, replacing, type HostileCase } from '../corpus.ts';

/**
 * Submissions that harvest the hidden suites' inputs through the type check: the code is the reference, so every
 * hidden test passes, but its declarations are narrowed (literal types, overloads, generic constraints, template
 * literal types) so that the suites' calls no longer type-check. The type check must tell each problem at the
 * student's declaration, and nothing of the suite may show: not its file, its lines, its inputs (the literals below
 * are the suites' and appear nowhere in activities/), nor the checker's words about them.
 */

/** What a type problem about a hidden suite would show were the checker's words or places passed on. */
const SUITE_MARKS = [/grader\/suites|hidden\.test|suites\/\w+\/shared/, /Argument of type|is not assignable|overlap/];

const HIDDEN = {
  elevens: ['king of spades (point value = 0)', 'Giraffes', 'Lions', 'C/Lions/6', 'A/Giraffes/2', '3/clubs/30'],
  pyramid: ['3♣ 4♣ 5♣', '.. ..', 'remove(6, 0, 6, 1)', 'removeUsingDraw(0, 6, 0)', 'getRowWidth(0)', 'rmwd q'],
  // Monte Carlo's and Klondike's hidden inputs are numbers: quoted as the checker quotes a literal type.
  montecarlo: [/'(120|75|2\.25|1\.5|99999)'/, /Coordinate\(120/],
  klondike: [/'(14|49|38|13|37)'/, 'Diamond10', 'SpadeQ', 'HeartK', 'SpadeJ'],
};

/** The result quotes nothing hidden, and its type problems are all told in the subject files, as `expected` says. */
function toldAtDeclarations(lab: keyof typeof HIDDEN, activity: string, expected: RegExp[]) {
  const placed = (result: ActivityResult) => {
    const problems = result.typeProblems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`);
    const misplaced = result.typeProblems.filter((p) => !p.file.startsWith(`${activity}/`));
    if (misplaced.length > 0) return `type problems outside the student's files: ${problems.join(' | ')}`;
    // Found in the suites, each is marked so, to be shown to students only as the hidden tests are.
    if (result.typeProblems.some((p) => !p.hidden)) return `type problems not marked hidden: ${problems.join(' | ')}`;
    // One problem per declaration, however many calls of the suites trip on it.
    if (problems.length !== expected.length || !expected.every((pattern, k) => pattern.test(problems[k]!)))
      return `the type problems are not ${expected.join(', ')}: ${problems.join(' | ') || 'none'}`;
    return undefined;
  };
  // The hidden tests' names and files are in every result by design: the suite's marks are looked for in what the
  // type check says, its inputs in the whole result.
  const typeWords = (result: ActivityResult) =>
    SUITE_MARKS.map((mark) => nothingLeaks(mark)({ typeProblems: result.typeProblems } as ActivityResult)).find(
      Boolean,
    );
  return all(placed, typeWords, ...HIDDEN[lab].map((secret) => nothingLeaks(secret)));
}

const API = 'your code does not match the API the grader uses: ';

export const SECRETS: HostileCase[] = [
  {
    name: "elevens/01-card: a Card whose constructor takes only '?' harvests no rank or suit of the suite",
    kind: 'secrets',
    activity: 'elevens/01-card',
    files: (src) => ({
      'Card.ts': replacing(
        src.reference('elevens/01-card', 'Card.ts'),
        'constructor(rank: string, suit: string, pointValue: number) {',
        "constructor(rank: '?', suit: '?', pointValue: 0) {",
      ),
    }),
    points: 11,
    check: toldAtDeclarations('elevens', 'elevens/01-card', [
      new RegExp(
        `^elevens/01-card/Card\\.ts:7:15 ${API}\`Card\`'s constructor does not accept what the grader's tests pass for \`rank\` \\(declared \`'\\?'\`\\): declare it as the stub does \\(\`rank: string\`\\)$`,
      ),
    ]),
  },
  {
    name: 'elevens/01-card: overloads, a generic constraint and a literal return type harvest nothing',
    kind: 'secrets',
    activity: 'elevens/01-card',
    files: (src) => {
      let card = src.reference('elevens/01-card', 'Card.ts');
      card = replacing(
        card,
        '  constructor(rank: string, suit: string, pointValue: number) {',
        "  constructor(rank: 'ace', suit: 'hearts', pointValue: 1);\n  constructor(rank: `x${string}`, suit: string, pointValue: number);\n  constructor(rank: string, suit: string, pointValue: number) {",
      );
      card = replacing(
        card,
        'matches(other: Card): boolean {',
        "matches<T extends Card & { suit(): 'spades' }>(other: T): boolean {",
      );
      card = replacing(
        card,
        '  rank(): string {\n    return this.cardRank;',
        "  rank(): 'ace' {\n    return this.cardRank as 'ace';",
      );
      return { 'Card.ts': card };
    },
    points: 11,
    check: toldAtDeclarations('elevens', 'elevens/01-card', [
      /^elevens\/01-card\/Card\.ts:7:3 .*the grader's tests use `Card`'s constructor in a way its declaration does not allow: the stub declares `constructor\(rank: string, suit: string, pointValue: number\)`$/,
      /^elevens\/01-card\/Card\.ts:28:50 .*`Card\.matches` does not accept what the grader's tests pass for `other` \(declared `T`\): declare it as the stub does \(`other: Card`\)$/,
    ]),
  },
  {
    name: "elevens/02-deck: a Deck whose suits are only hearts or spades harvests none of the suite's suits",
    kind: 'secrets',
    activity: 'elevens/02-deck',
    files: (src) => ({
      'Deck.ts': replacing(
        src.reference('elevens/02-deck', 'Deck.ts'),
        '    suits: readonly string[],',
        "    suits: readonly ('hearts' | 'spades')[],",
      ),
    }),
    points: 16,
    check: toldAtDeclarations('elevens', 'elevens/02-deck', [
      /^elevens\/02-deck\/Deck\.ts:16:5 .*`Deck`'s constructor does not accept what the grader's tests pass for `suits` \(declared `readonly \('hearts' \| 'spades'\)\[\]`\): declare it as the stub does \(`suits: readonly string\[\]`\)$/,
    ]),
  },
  {
    name: 'pyramid/01-model: a model whose game takes only a few literal sizes harvests nothing',
    kind: 'secrets',
    activity: 'pyramid/01-model',
    files: (src) => ({
      'BasicPyramidSolitaire.ts': replacing(
        src.reference('pyramid/01-model', 'BasicPyramidSolitaire.ts'),
        'startGame(deck: readonly Card[], shuffle: boolean, numRows: number, numDraw: number): void {',
        'startGame(deck: readonly Card[], shuffle: boolean, numRows: 1 | 2, numDraw: 0): void {',
      ),
      'Card.ts': src.reference('pyramid/01-model', 'Card.ts'),
    }),
    points: 60,
    check: toldAtDeclarations('pyramid', 'pyramid/01-model', [
      /^pyramid\/01-model\/BasicPyramidSolitaire\.ts:34:54 .*`BasicPyramidSolitaire\.startGame` does not accept what the grader's tests pass for `numRows` \(declared `1 \| 2`\): declare it as the stub does \(`numRows: number`\)$/,
      /^pyramid\/01-model\/BasicPyramidSolitaire\.ts:34:70 .*for `numDraw` \(declared `0`\): declare it as the stub does \(`numDraw: number`\)$/,
    ]),
  },
  {
    name: 'montecarlo/01-coordinate: a Coordinate that takes only small literal numbers harvests none of the suite',
    kind: 'secrets',
    activity: 'montecarlo/01-coordinate',
    files: (src) => ({
      'Coordinate.ts': replacing(
        src.reference('montecarlo/01-coordinate', 'Coordinate.ts'),
        'constructor(row: number, column: number) {',
        'constructor(row: 0 | 1 | 2 | 3, column: 0 | 1 | 2 | 3 | 4) {',
      ),
    }),
    points: 14,
    check: toldAtDeclarations('montecarlo', 'montecarlo/01-coordinate', [
      /^montecarlo\/01-coordinate\/Coordinate\.ts:12:15 .*`Coordinate`'s constructor does not accept what the grader's tests pass for `row` \(declared `0 \| 1 \| 2 \| 3`\): declare it as the stub does \(`row: number`\)$/,
      /^montecarlo\/01-coordinate\/Coordinate\.ts:12:35 .*for `column` \(declared `0 \| 1 \| 2 \| 3 \| 4`\): declare it as the stub does \(`column: number`\)$/,
    ]),
  },
  {
    name: "klondike/01-card: a Card that takes only indexes 1 to 3 harvests none of the suite's indexes",
    kind: 'secrets',
    activity: 'klondike/01-card',
    files: (src) => ({
      'Card.ts': replacing(
        src.reference('klondike/01-card', 'Card.ts'),
        'constructor(cardIndex: number) {',
        'constructor(cardIndex: 1 | 2 | 3) {',
      ),
    }),
    points: 8,
    check: toldAtDeclarations('klondike', 'klondike/01-card', [
      /^klondike\/01-card\/Card\.ts:11:15 .*`Card`'s constructor does not accept what the grader's tests pass for `cardIndex` \(declared `1 \| 2 \| 3`\): declare it as the stub does \(`cardIndex: number`\)$/,
    ]),
  },
];
