import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { findActivity, listActivities } from '../../src/kit/activities.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { runTests } from '../../src/run/runner.ts';
import { bubblewrapWorks, type ConfinementKind } from '../../src/sandbox/confinement.ts';

/**
 * The operating-system layer on its own. This test file is kit code (no import policy, no shadowed globals) and runs
 * as a coverage run does (no Node permission model): only the sandbox stands between it and the machine. Every
 * attempt must fail, and nothing it starts may outlive its worker.
 */
const kit = kitPaths(KIT_ROOT);
const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');
const MARK = `cardlab-escape-${process.pid}`;

function escapeAttempts(port: number, networkIsolated: boolean): string {
  return `import { execSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { expect, it } from 'vitest';
it('cannot_read_a_reference', () => { expect(() => readFileSync('${kit.solutions}/elevens/01-card/Card.ts')).toThrow(); });
it('cannot_read_a_hidden_suite', () => { expect(() => readFileSync('${kit.suites}/elevens/01-card/Card.hidden.test.ts')).toThrow(); });
// Whether a write throws depends on where the kit is (under /tmp, the sandbox's own scratch takes it): what counts is
// that the kit's files are unchanged afterwards, which the grader checks outside.
it('cannot_write_the_kit', () => { try { writeFileSync('${KIT_ROOT}/package.json', '{}'); } catch {} });
it('cannot_write_node_modules', () => { try { writeFileSync('${KIT_ROOT}/node_modules/vitest/package.json', '{}'); } catch {} });
it('is_not_root', () => { expect(process.getuid?.()).not.toBe(0); });
it('cannot_signal_the_grader', () => { expect(() => process.kill(${process.pid}, 0)).toThrow(); });
it('leaves_a_process_behind', () => { spawn('/bin/sh', ['-c', 'exec -a ${MARK} sleep 60'], { detached: true, stdio: 'ignore' }).unref(); execSync('sleep 0.2'); });
it('reaches_the_network_${networkIsolated ? 'not' : 'maybe'}', async () => {
  const reached = await new Promise((resolve) => { const socket = connect(${port}, '127.0.0.1'); socket.on('connect', () => { socket.destroy(); resolve(true); }); socket.on('error', () => resolve(false)); });
  ${networkIsolated ? 'expect(reached).toBe(false);' : 'void reached;'}
});
`;
}

function survivors(): string {
  try {
    return execFileSync('pgrep', ['-af', MARK], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

const kinds: ConfinementKind[] = ['bubblewrap', ...(process.getuid?.() === 0 ? (['user'] as const) : [])];

describe.each(kinds)('the %s sandbox, tried without the inner layers', (kind) => {
  const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab-escape-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is_there: bubblewrap is installed and user namespaces work (the kit’s CI installs it)', () => {
    if (kind === 'bubblewrap')
      expect(bubblewrapWorks(), 'bubblewrap must work here: apt-get install bubblewrap').toBe(true);
  });

  it('confines_reads_writes_processes_signals_and_the_network', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const file = path.join(dir, 'escape.test.ts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, escapeAttempts(port, kind === 'bubblewrap'));
    const written = [
      path.join(KIT_ROOT, 'package.json'),
      path.join(KIT_ROOT, 'node_modules', 'vitest', 'package.json'),
    ];
    const before = written.map((name) => readFileSync(name, 'utf8'));
    const previous = process.env.CARDLAB_CONFINEMENT;
    process.env.CARDLAB_CONFINEMENT = kind;
    try {
      const run = {
        id: 'escape',
        binding: { kit, activity: card, subjects: {}, workDirs: [kit.activities] },
        files: [file],
        timeoutMs: 10_000,
      };
      const outcome = (await runTests([run], { root: KIT_ROOT, coverage: () => {} })).get('escape')!;
      const verdicts = Object.fromEntries(
        outcome.tests.map((t) => [t.name, t.state === 'passed' ? 'passed' : `${t.state}: ${t.message}`]),
      );
      expect(outcome.fileErrors).toEqual([]);
      for (const [name, verdict] of Object.entries(verdicts)) expect(verdict, name).toBe('passed');
      expect(Object.keys(verdicts)).toHaveLength(8);
    } finally {
      if (previous === undefined) delete process.env.CARDLAB_CONFINEMENT;
      else process.env.CARDLAB_CONFINEMENT = previous;
      await new Promise((resolve) => server.close(resolve));
    }
    expect(
      written.map((name) => readFileSync(name, 'utf8')),
      'the kit was written',
    ).toEqual(before);
    expect(survivors(), 'a process outlived its worker').toBe('');
    if (kind === 'bubblewrap') expect(connections).toBe(0);
  });
});
