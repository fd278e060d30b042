import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from '../../../fixtures/elevens/simulation-output.json' with { type: 'json' };
import { main } from '../../cli/main.ts';
import { KIT_ROOT } from '../../cli/context.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { describeErrors, validatorFor } from '../../src/kit/schemas.ts';
import { ElevensBoard, TensBoard, ThirteensBoard } from '../../../solutions/elevens/index.ts';
import { create as simulation, type SimulationProgress } from '../../games/elevens/simulationDriver.ts';
import { discoverGames } from '../../games/registry.ts';
import { formatSimulation, percentWon, wilsonInterval } from '../../games/simulation.ts';
import { Capture, fakeKit, studentLab, testContext } from '../support.ts';
import { progressLine } from '../../cli/commands/simulate.ts';

async function simulate(args: string[]) {
  const ctx = testContext();
  const code = await main(['simulate', ...args], ctx);
  return { code, out: ctx.stdout.text, err: ctx.stderr.text };
}

/** `simulate … --impl student --dir <a folder holding only these files>`. */
async function simulateStudent(args: string[], files: Record<string, string>) {
  return simulate([...args, '--impl', 'student', '--dir', fakeKit(files)]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Wilson score interval', () => {
  it('matches values worked out by hand', () => {
    const typical = wilsonInterval(1093, 10000);
    expect(typical.low).toBeCloseTo(0.103334, 5);
    expect(typical.high).toBeCloseTo(0.115566, 5);
    const half = wilsonInterval(50, 100);
    expect(half.low).toBeCloseTo(0.403832, 5);
    expect(half.high).toBeCloseTo(0.596168, 5);
  });

  it('stays inside 0..1 when nothing or everything is won', () => {
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(0, 10).high).toBeCloseTo(0.277533, 5);
    expect(wilsonInterval(10, 10).low).toBeCloseTo(0.722467, 5);
    expect(wilsonInterval(10, 10).high).toBe(1);
  });
});

describe('the simulation report', () => {
  it('prints the three fixed lines, the interval and the seed', () => {
    expect(formatSimulation({ game: 'elevens', games: 10000, wins: 1093, seed: 7 })).toBe(
      'Games won:    1093\nGames played: 10000\nPercent won:  10.9%\n' +
        '95% confidence interval: 10.33% to 11.56%\nSeed: 7\n',
    );
  });

  it('prints the percentage to one decimal, rounded half up, agreeing with the interval', () => {
    expect(formatSimulation({ game: 'tens', games: 1000, wins: 107, seed: 0 })).toContain('Percent won:  10.7%\n');
    // Exactly half a tenth goes up, however the division rounds in floating point.
    expect(percentWon(5, 8)).toBe('62.5%');
    expect(percentWon(1, 16)).toBe('6.3%');
    expect(percentWon(1, 80)).toBe('1.3%');
    expect(percentWon(3, 16)).toBe('18.8%');
    expect(percentWon(1, 3)).toBe('33.3%');
    expect(percentWon(2, 3)).toBe('66.7%');
    expect(percentWon(0, 7)).toBe('0.0%');
    expect(percentWon(7, 7)).toBe('100.0%');
    expect(percentWon(999_999, 1_000_000)).toBe('100.0%');
    expect(percentWon(999_499, 1_000_000)).toBe('99.9%');
  });

  it('has a fixture that matches its schema', () => {
    const validate = validatorFor(kitPaths(KIT_ROOT).schemas, 'simulation-output');
    expect(validate(fixture), describeErrors(validate.errors).join('\n')).toBe(true);
    expect(validate({ ...fixture, schema: 'card-text' }), 'the schema field is pinned').toBe(false);
  });

  for (const entry of fixture.cases) {
    it(`prints the pinned output for ${entry.game}, ${entry.games} games, seed ${entry.seed}`, async () => {
      const { code, out, err } = await simulate([
        entry.game,
        '--games',
        String(entry.games),
        '--seed',
        String(entry.seed),
      ]);
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(out).toBe(`${entry.lines.join('\n')}\n`);
    });

    it(`pins the wins the reference ${entry.game} board gets for seed ${entry.seed}`, () => {
      const driver = simulation(
        { ElevensBoard, ThirteensBoard, TensBoard },
        { game: entry.game, seed: entry.seed, fast: false },
      );
      expect((driver.play!(entry.games) as SimulationProgress).wins).toBe(entry.wins);
    });
  }

  it('chooses and prints a seed when none is given, and that seed repeats the run', async () => {
    const first = await simulate(['thirteens', '--games', '300']);
    const seed = /^Seed: (-?\d+)$/m.exec(first.out)?.[1];
    expect(seed, first.out).toBeDefined();
    const again = await simulate(['thirteens', '--games', '300', '--seed', seed!]);
    expect(again.out).toBe(first.out);
  });

  it('shows progress on a terminal and erases it at the end', async () => {
    // Every clock read is a second later, so every chunk of 50 000 games is due for a report.
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const ctx = testContext();
    ctx.stderr.isTTY = true;
    expect(await main(['simulate', 'elevens', '--games', '200000', '--seed', '2'], ctx)).toBe(0);
    expect(ctx.stderr.text).toContain('\rplayed 50000 of 200000 games (25%)');
    expect(ctx.stderr.text).toContain('\rplayed 150000 of 200000 games (75%)');
    expect(ctx.stderr.text.endsWith('\r\u001b[K')).toBe(true);
    expect(ctx.stdout.text).toMatch(/^Games won: {4}\d+\nGames played: 200000\n/);
  });

  it('redraws progress at most four times a second', () => {
    const stderr = new Capture();
    stderr.isTTY = true;
    let now = 0;
    const progress = progressLine(stderr, () => now);
    for (let done = 1; done <= 10; done++) {
      now += 100;
      progress.report?.(done, 10);
    }
    // Reads at 100 ms steps: due at 300, 600 and 900 ms (at least 250 ms after the previous one).
    expect(stderr.text.match(/\rplayed/g)).toHaveLength(3);
    expect(stderr.text).toContain('played 3 of 10 games (30%)');
    progress.finish();
    expect(stderr.text.endsWith('\r\u001b[K')).toBe(true);
  });

  it('shows no progress when stderr is not a terminal', async () => {
    const stderr = new Capture();
    const progress = progressLine(stderr, () => 0);
    expect(progress.report).toBeUndefined();
    progress.finish();
    expect(stderr.text).toBe('');
  });
});

// What simulate offers is every simulation the kit's labs have, whichever they are.
const offered = `simulate offers ${(await discoverGames(KIT_ROOT)).simulations.map((s) => s.name).join(', ')}`;

describe('simulate argument errors', () => {
  const cases: [string[], RegExp | string][] = [
    [['elevens', '--games', '0'], /--games must be a whole number of at least 1, got "0"/],
    [['elevens', '--games', '-5'], /--games must be a whole number of at least 1, got "-5"/],
    [['elevens', '--games', 'many'], /--games must be a whole number of at least 1, got "many"/],
    [['elevens', '--games', '2.5'], /--games must be a whole number of at least 1, got "2.5"/],
    [['elevens', '--games', '1e6'], /--games must be a whole number of at least 1, got "1e6"/],
    [['pyramid'], `cardlab: pyramid has no simulation: ${offered}\n`],
    [['elevens', '--games', '10', '--seed', 'abc'], /--seed must be a whole number, got "abc"/],
    [['elevens', '--games', '10', '--seed', '1.5'], /--seed must be a whole number, got "1.5"/],
    [['poker', '--games', '10'], `unknown game "poker": ${offered}\n`],
    [['pyramid', '--games', '10'], `cardlab: pyramid has no simulation: ${offered}\n`],
    [['tens', '--games', '10', '--impl', 'mine'], /--impl must be reference or student, got "mine"/],
  ];
  for (const [args, message] of cases) {
    it(`rejects ${args.join(' ')}`, async () => {
      const { code, out, err } = await simulate(args);
      expect(code).toBe(2);
      if (typeof message === 'string') expect(err).toContain(message);
      else expect(err).toMatch(message);
      expect(out).toBe('');
    });
  }

  it('accepts a negative seed, as SeededRandom does', async () => {
    const { code, out } = await simulate(['tens', '--games', '1000', '--seed', '-4']);
    expect(code).toBe(0);
    expect(out).toContain('Games played: 1000\n');
    expect(out).toContain('Seed: -4\n');
  });
});

describe('simulate --impl student', () => {
  const file = 'elevens/11-simulation/ElevensBoard.ts';

  it('names the missing file and what to do', async () => {
    const { code, err } = await simulateStudent(['elevens', '--games', '10'], {});
    expect(code).toBe(1);
    expect(err).toMatch(
      new RegExp(`${file} does not exist\\. Finish stage elevens/11 first, or use --impl reference\\.`),
    );
  });

  it('says a stage is unfinished when its constructor throws TODO, naming the file and line', async () => {
    const { code, err } = await simulateStudent(['elevens', '--games', '10'], {
      [file]: "export class ElevensBoard {\n  constructor() {\n    throw new Error('TODO: the constructor');\n  }\n}\n",
    });
    expect(code).toBe(1);
    expect(err).toMatch(
      new RegExp(
        `${file}:3:11: ElevensBoard constructor is not written yet \\("TODO: the constructor"\\)\\. ` +
          'Finish stage elevens/11, or use --impl reference\\.',
      ),
    );
  });

  it('says which method is unfinished when one throws TODO during the run', async () => {
    const dir = studentLab('elevens', {
      'elevens/11-simulation/TensBoard.ts': (text) =>
        text.replace('playIfPossible(): boolean {', "playIfPossible(): boolean { throw new Error('TODO: play');"),
    });
    const { code, err } = await simulate(['tens', '--games', '10', '--impl', 'student', '--dir', dir]);
    expect(code).toBe(1);
    expect(err).toMatch(/TensBoard\.ts:7:\d+: TensBoard\.playIfPossible is not written yet \("TODO: play"\)/);
  });

  it('reports a file that cannot be loaded, naming the file that imports what is missing', async () => {
    const { code, err } = await simulateStudent(['elevens', '--games', '10'], {
      [file]: "import { Nothing } from './missing.ts';\nexport const x = Nothing;\n",
    });
    expect(code).toBe(1);
    expect(err).toMatch(new RegExp(`${file}(:1:\\d+)? could not be loaded: cannot find '\\./missing\\.ts'`));
    expect(err).toContain('there is no such file');
    expect(err).not.toContain('put it back');
    expect(err).not.toMatch(/cardlab-game-/);
  });

  it('stops a playIfPossible that never returns false', async () => {
    const dir = studentLab('elevens', {
      'elevens/11-simulation/ThirteensBoard.ts': (text) =>
        text.replace('playIfPossible(): boolean {', 'playIfPossible(): boolean { return true;'),
    });
    const { code, err } = await simulate(['thirteens', '--games', '10', '--impl', 'student', '--dir', dir]);
    expect(code).toBe(1);
    expect(err).toMatch(
      /ThirteensBoard\.ts: ThirteensBoard\.playIfPossible threw playIfPossible\(\) returned true 1000 times/,
    );
  });

  it("gives the same report as the kernel when the student's board is correct", async () => {
    const student = await simulate([
      'elevens',
      '--games',
      '3000',
      '--seed',
      '12',
      '--impl',
      'student',
      '--dir',
      studentLab('elevens'),
    ]);
    const reference = await simulate(['elevens', '--games', '3000', '--seed', '12']);
    expect(student.err).toBe('');
    expect(student.code).toBe(0);
    expect(student.out).toBe(reference.out);
  });
});
