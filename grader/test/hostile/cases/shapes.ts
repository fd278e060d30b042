import { caughtNone, testingNoteMatches, type HostileCase } from '../corpus.ts';

/**
 * Tests that try to tell the reference from a buggy implementation by the shape of its class instead of by what it
 * does. As written, a buggy implementation is a subclass of the reference overriding one method, so an attacker
 * who knows that would look at the prototype chain, at which methods are the class's own, at whether a method is
 * the parent's. The student's tests see every implementation in one uniform shape (run/worker/uniform.ts): such a
 * test either catches nothing or fails on the reference too, and earns nothing.
 */
const STAGES = [
  {
    activity: 'elevens/01-card',
    subject: 'Card.ts',
    cls: 'Card',
    tests: 'CardTester.test.ts',
    methods: ['rank', 'suit', 'pointValue', 'matches', 'toString'],
    hidden: 11,
    others: [] as string[],
  },
  {
    activity: 'pyramid/01-model',
    subject: 'Card.ts',
    cls: 'Card',
    tests: 'CardTester.test.ts',
    methods: ['value', 'suit', 'toString', 'equals', 'key'],
    hidden: 60,
    others: ['BasicPyramidSolitaire.ts'],
  },
  {
    activity: 'montecarlo/01-coordinate',
    subject: 'Coordinate.ts',
    cls: 'Coordinate',
    tests: 'CoordinateTester.test.ts',
    methods: ['getRow', 'getColumn', 'equals', 'toString'],
    hidden: 14,
    others: [],
  },
  {
    activity: 'klondike/01-card',
    subject: 'Card.ts',
    cls: 'Card',
    tests: 'CardTester.test.ts',
    methods: ['getSuit', 'getValue', 'colour', 'toString'],
    hidden: 8,
    others: [],
  },
];

type Stage = (typeof STAGES)[number];

/** Probes that hold of the reference as written and fail on a buggy subclass as written. */
const PROBES: { name: string; body: (stage: Stage) => string; check: HostileCase['check'] }[] = [
  {
    name: 'every method is the class’s own',
    body: ({ cls, methods }) =>
      `const own = Object.getOwnPropertyNames(${cls}.prototype);\n  for (const name of ${JSON.stringify(methods)}) expect(own).toContain(name);`,
    check: caughtNone,
  },
  {
    name: 'no method is a parent’s',
    body: ({ cls, methods }) =>
      `const parent = Object.getPrototypeOf(${cls}.prototype) as Record<string, unknown>;\n  for (const name of ${JSON.stringify(methods)}) expect((${cls}.prototype as unknown as Record<string, unknown>)[name]).not.toBe(parent[name]);`,
    check: caughtNone,
  },
  {
    name: 'a method has the reference’s length and name',
    body: ({ cls, methods }) =>
      `for (const name of ${JSON.stringify(methods)}) {\n    const method = (${cls}.prototype as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!;\n    expect([method.name, method.length]).toEqual([name, method.length]);\n    expect(method.length).toBeLessThanOrEqual(1);\n  }`,
    check: caughtNone,
  },
  {
    name: 'the class derives from nothing',
    body: ({ cls }) =>
      `expect(Object.getPrototypeOf(${cls}.prototype)).toBe(Object.prototype);\n  expect(Object.getPrototypeOf(${cls})).toBe(Function.prototype);`,
    check: testingNoteMatches(/fail on a correct implementation/),
  },
];

export const SHAPES: HostileCase[] = STAGES.flatMap((stage) =>
  PROBES.map((probe): HostileCase => ({
    name: `${stage.activity}: a test tells the implementations apart by shape (${probe.name})`,
    kind: 'state',
    activity: stage.activity,
    files: (src) => ({
      ...Object.fromEntries(
        [stage.subject, ...stage.others].map((name) => [name, src.reference(stage.activity, name)]),
      ),
      [stage.tests]: `import { expect, it } from 'vitest';\nimport { ${stage.cls} } from './${stage.subject}';\n\nit('shape', () => {\n  ${probe.body(stage)}\n});\n`,
    }),
    points: stage.hidden,
    check: probe.check,
  })),
);
