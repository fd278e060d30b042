// What the type check gives the hidden suites for `vitest` (typecheck.ts): the suites are checked only for how they
// use the student's classes, so the test framework's own types, whose generic matchers cost most of the checking
// time, are left loose here. Student files see vitest's real types. The forms a suite may use are those the worker
// runs (vitest's own runner): `it` and `describe`, each also as `.each(cases)(name, body)` with the case's values as
// the body's arguments (loose: they are the suite's own data, not the student's).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CaseBody = (...values: any[]) => unknown;
type Each<Body> = (cases: readonly unknown[]) => (name: string, body: Body, timeout?: number) => void;

export declare const describe: ((name: string, body: () => void) => void) & { each: Each<CaseBody> };
export declare const it: ((name: string, body: () => unknown, timeout?: number) => void) & { each: Each<CaseBody> };
export declare const test: typeof it;
export declare const beforeEach: (body: () => unknown) => void;
export declare const afterEach: (body: () => unknown) => void;
export declare const beforeAll: (body: () => unknown) => void;
export declare const afterAll: (body: () => unknown) => void;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare const expect: any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare const vi: any;
