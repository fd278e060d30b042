import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { main } from '../../cli/main.ts';
import type { ExtensionView } from '../../games/klondike/driver.ts';
import { checkedTree } from '../../games/klondike/svgTree.ts';
import { openSession, StudentCodeError } from '../../games/session.ts';
import type { GradeReport } from '../../src/score/result.ts';
import { studentLab, testContext } from '../support.ts';

// Stage 06's optional extension runs in the game's confined session beside the student's other classes; the page
// asks the driver for it after every move. A broken one fails that call alone, naming its file and line.
const EXTENSION = path.join('klondike', '06-gui', 'Extension.ts');

async function klondike(impl: 'reference' | 'student', extension?: string) {
  const workDir = studentLab('klondike');
  if (extension !== undefined) writeFileSync(path.join(workDir, EXTENSION), extension);
  return openSession({
    kitRoot: KIT_ROOT,
    workDir,
    lab: 'klondike',
    driver: 'grader/games/klondike/driver.ts',
    impl,
    options: { seed: 1 },
  });
}

/** An extension whose `paint` runs `body` (the line numbers below count from the file's first line). */
const extensionWith = (body: string) =>
  [
    "import { svg } from '../shared/svg.ts';",
    'export const extension = {',
    "  title: 'Mine',",
    '  paint() {',
    `    ${body}`,
    '  },',
    '};',
    '',
  ].join('\n');

async function failureOf(promise: Promise<unknown>): Promise<StudentCodeError> {
  const failure = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(StudentCodeError);
  return failure as StudentCodeError;
}

describe("Klondike's extension slot", () => {
  it("shows the reference kit's example, drawn for the game as it is, and none where the student has none", async () => {
    const reference = await klondike('reference');
    try {
      const view = await reference.call<ExtensionView>('extension');
      expect(view.title).toBe('Stacks so far');
      expect(view.drawing.tag).toBe('svg');
      expect(view.drawing.attributes['aria-label']).toBe('0 of 52 cards on the stacks');
    } finally {
      await reference.close();
    }
    const student = await klondike('student');
    try {
      expect(await student.call('extension')).toBeNull();
      // The game itself is untouched by the slot.
      expect((await student.call<{ refused: boolean }>('move', 'DrawCard')).refused).toBe(false);
    } finally {
      await student.close();
    }
  });

  it("the README's example works as written", async () => {
    const readme = readFileSync(path.join(KIT_ROOT, 'activities', 'klondike', '06-gui', 'README.md'), 'utf8');
    const example = /```ts\n([\s\S]*?)```/.exec(readme)![1]!;
    const session = await klondike('student', example);
    try {
      const view = await session.call<ExtensionView>('extension');
      expect(view.title).toBe('Cards on the stacks');
      expect(view.drawing.attributes['aria-label']).toBe('0 of 52 on the stacks');
    } finally {
      await session.close();
    }
  });

  it('a student extension that throws in paint fails that call alone, with its file and line; the game goes on', async () => {
    const session = await klondike('student', extensionWith("throw new RangeError('no room for a chart');"));
    try {
      const failure = await failureOf(session.call('extension'));
      expect(failure.file).toMatch(/klondike\/06-gui\/Extension\.ts$/);
      expect(failure.line).toBe(5);
      expect(failure.message).toContain('no room for a chart');
      expect((await session.call<{ refused: boolean }>('move', 'DrawCard')).refused).toBe(false);
      expect((await session.call<{ tag: string }>('paint')).tag).toBe('svg');
    } finally {
      await session.close();
    }
  });

  it('one that throws as it loads, or draws what the page cannot show, is named the same way', async () => {
    const loading = await klondike('student', `${extensionWith('return null;')}throw new Error('not ready');\n`);
    try {
      const failure = await failureOf(loading.call('extension'));
      expect(failure.kind).toBe('load');
      expect(failure.file).toMatch(/klondike\/06-gui\/Extension\.ts$/);
      expect(failure.line).toBe(8);
      expect((await loading.call<{ refused: boolean }>('move', 'DrawCard')).refused).toBe(false);
    } finally {
      await loading.close();
    }
    const scripted = await klondike('student', extensionWith("return svg('svg', {}, svg('script', {}, 'x'));"));
    try {
      const failure = await failureOf(scripted.call('extension'));
      expect(failure.file).toMatch(/klondike\/06-gui\/Extension\.ts$/);
      expect(failure.where).toBe('extension.paint');
      expect(failure.message).toMatch(/^paint\(\) returned a drawing the page cannot show: .*<script> is not one/);
    } finally {
      await scripted.close();
    }
    const notAnObject = await klondike('student', 'export const extension = 42;\n');
    try {
      const failure = await failureOf(notAnObject.call('extension'));
      expect(failure.file).toMatch(/klondike\/06-gui\/Extension\.ts$/);
      expect(failure.message).toMatch(/^extension must be an object with a title and a method paint\(game\)/);
      expect(failure.kind).toBe('load');
    } finally {
      await notAnObject.close();
    }
  });
});

describe('the extension at grading', () => {
  it('is not run and costs nothing, even when it does not compile', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-extension-'));
    const submission = studentLab('klondike');
    writeFileSync(
      path.join(submission, EXTENSION),
      "export const extension = {\n  paint( {\n};\nconst n: number = 'x';\n",
    );
    const ctx = testContext([], { cwd: dir });
    const args = ['grade', submission, '--activity', 'klondike/06', '--json', 'report.json'];
    expect(await main(args, ctx), ctx.stderr.text).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;
    expect(report.activities[0]!.points).toBe(report.activities[0]!.maxPoints);
    expect(JSON.stringify(report)).not.toContain('Extension.ts');
  });
});

describe('what a drawing may animate', () => {
  const animated = (attributeName: string, values: string) => ({
    tag: 'svg',
    attributes: {},
    children: [{ tag: 'animate', attributes: { attributeName, values, dur: '1s' }, children: [] }],
  });

  it('how things look and where they are, never a link or a handler', () => {
    expect(checkedTree(animated('opacity', '1;0.4;1')).children).toHaveLength(1);
    expect(() => checkedTree(animated('href', 'javascript:alert(1)'))).toThrow(/may change only .* not href/);
    expect(() => checkedTree(animated('onclick', 'x'))).toThrow(/not onclick/);
    expect(() => checkedTree(animated('fill', 'url(https://example.com/x)'))).toThrow(/url\(#id\)/);
  });
});
