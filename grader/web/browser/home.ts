/**
 * The student's page: every stage with its status (as `cardlab list`), the last check of a stage (as `cardlab
 * check`) with its coverage report, and the games. It follows the student's saves, as `cardlab watch` does.
 */
import { h, replace, settings } from '../../games/browser/dom.ts';
import type { CheckSummary, StatusRow } from '../progressTypes.ts';

interface HomeSettings {
  games: { name: string; title: string; lab: string }[];
  impl: 'reference' | 'student';
}

const { games, impl } = settings<HomeSettings>();
const table = h('tbody');
const report = h(
  'section',
  { class: 'report', 'aria-live': 'polite', 'aria-label': 'The last check' },
  h('p', {}, 'Choose Check on a stage to see its public tests, your tests and their coverage.'),
);
const note = h(
  'p',
  { class: 'notes', role: 'status', 'aria-live': 'polite' },
  'Working out the status of every stage (its public tests run)…',
);
let rows: StatusRow[] = [];
let shown: string | null = null;

async function request<T>(method: 'GET' | 'POST', url: string): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: method === 'POST' ? { 'Content-Type': 'application/json' } : {},
    body: method === 'POST' ? '{}' : undefined,
  });
  if (!response.ok) throw new Error((await response.text()).trim());
  return (await response.json()) as T;
}

function drawRows(): void {
  replace(
    table,
    ...rows.map((row) => {
      const checkButton = h(
        'button',
        { type: 'button', class: 'control small', 'aria-label': `Check ${row.id}` },
        'Check',
      );
      checkButton.addEventListener('click', () => void check(row.id));
      return h(
        'tr',
        { 'data-stage': row.id },
        h('th', { scope: 'row' }, h('code', {}, row.id)),
        h('td', {}, row.title),
        h(
          'td',
          {},
          h('span', { class: `status ${row.status.replace(/ /g, '-')}` }, row.status),
          row.detail ? h('div', { class: 'detail' }, row.detail) : null,
        ),
        h('td', {}, row.total > 0 ? `${row.passed}/${row.total}` : ''),
        h('td', {}, checkButton),
      );
    }),
  );
}

function list(title: string, items: { name: string; message: string }[], errors: string[]): HTMLElement[] {
  return [
    h('h3', {}, title),
    h(
      'ul',
      {},
      ...errors.map((error) => h('li', { class: 'failed' }, error)),
      ...items.map((item) =>
        h('li', { class: 'failed' }, h('strong', {}, item.name), item.message ? `: ${item.message}` : ''),
      ),
    ),
  ];
}

function drawReport(summary: CheckSummary): void {
  const { visible, ownTests } = summary;
  const allPass =
    summary.missing.length === 0 &&
    visible.errors.length === 0 &&
    visible.total > 0 &&
    visible.passed === visible.total;
  replace(
    report,
    h('h2', {}, `${summary.id} · ${summary.title}`),
    // The exact time rides along: two checks within one second read the same to a person, not to a script.
    h(
      'p',
      { class: 'when', 'data-at': String(new Date(summary.at).getTime()) },
      `Checked at ${new Date(summary.at).toLocaleTimeString()}.`,
    ),
    ...summary.missing.map((name) => h('p', { class: 'failure' }, `Missing ${name}: restore it from the kit.`)),
    h('p', {}, h('strong', {}, 'Public tests: '), `${visible.passed}/${visible.total} pass`),
    ...(visible.failed.length + visible.errors.length > 0
      ? list('Public tests to fix', visible.failed, visible.errors)
      : []),
    h(
      'p',
      {},
      h('strong', {}, 'Your tests: '),
      ownTests.total === 0 && ownTests.errors.length === 0 ? 'none yet' : `${ownTests.passed}/${ownTests.total} pass`,
    ),
    ...(ownTests.failed.length + ownTests.errors.length > 0
      ? list('Your tests that fail', ownTests.failed, ownTests.errors)
      : []),
    summary.coverage
      ? h(
          'p',
          {},
          h('strong', {}, 'Coverage: '),
          `your tests run ${summary.coverage.lines}% of your lines and ` +
            `${summary.coverage.branches}% of your branches. `,
          summary.coverageReport
            ? h('a', { href: summary.coverageReport, target: '_blank', rel: 'noopener' }, 'The coverage report')
            : null,
        )
      : null,
    summary.buggy
      ? h(
          'div',
          {},
          h(
            'h3',
            {},
            `Buggy versions: your tests catch ${summary.buggy.filter((bug) => bug.caught).length} ` +
              `of ${summary.buggy.length}`,
          ),
          h(
            'ul',
            {},
            ...summary.buggy.map((bug) =>
              h(
                'li',
                { class: bug.caught ? 'passed' : 'failed' },
                bug.caught ? bug.id : `${bug.id}: ${bug.hint ?? ''}`,
              ),
            ),
          ),
        )
      : null,
    summary.wheats
      ? h(
          'div',
          {},
          h('h3', {}, `Correct variants: ${summary.wheats.head}`),
          summary.wheats.tests.length > 0
            ? h('ul', {}, ...summary.wheats.tests.map((test) => h('li', { class: 'failed' }, test)))
            : null,
        )
      : null,
    ...summary.forbidden.map((use) => h('p', { class: 'failure' }, use)),
    h(
      'p',
      {},
      h('strong', {}, 'Types: '),
      summary.types.length === 0 ? 'ok' : `${summary.types.length} problem${summary.types.length === 1 ? '' : 's'}`,
    ),
    summary.types.length > 0 ? h('ul', {}, ...summary.types.map((line) => h('li', { class: 'failed' }, line))) : null,
    h(
      'p',
      { class: allPass ? 'verdict pass' : 'verdict' },
      allPass
        ? `All public tests pass${summary.hiddenCount ? `; ${summary.hiddenCount} hidden tests run at grading` : ''}.`
        : `${visible.total - visible.passed} public test${visible.total - visible.passed === 1 ? '' : 's'} to fix.`,
    ),
  );
}

async function check(id: string): Promise<void> {
  shown = id;
  replace(report, h('p', {}, `Checking ${id}…`));
  try {
    drawReport(await request<CheckSummary>('POST', `/api/checks/${id}`));
  } catch (error) {
    replace(report, h('p', { class: 'failure' }, (error as Error).message));
  }
}

const byLab = new Map<string, HomeSettings['games']>();
for (const game of games) byLab.set(game.lab, [...(byLab.get(game.lab) ?? []), game]);

replace(
  document.getElementById('app')!,
  h(
    'header',
    { class: 'top' },
    h('h1', {}, 'cardlab · your stages'),
    h(
      'span',
      { class: `who ${impl}` },
      impl === 'student' ? 'games play with your classes' : 'games play with the reference classes',
    ),
  ),
  h(
    'main',
    { class: 'student-page' },
    note,
    h('h2', {}, 'Games'),
    ...[...byLab].map(([lab, labGames]) =>
      h(
        'nav',
        { class: 'lab-games', 'aria-label': `The ${lab} lab's games` },
        h('span', { class: 'lab-name' }, `${lab[0]!.toUpperCase()}${lab.slice(1)} lab`),
        h(
          'ul',
          { class: 'games-list' },
          ...labGames.map((game) => h('li', {}, h('a', { href: `/play/${game.name}` }, game.title))),
        ),
      ),
    ),
    h('h2', {}, 'Stages'),
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h('tr', {}, ...['Stage', 'Title', 'Status', 'Public tests', ''].map((name) => h('th', { scope: 'col' }, name))),
      ),
      table,
    ),
    report,
  ),
);

const events = new EventSource('/events');
events.addEventListener('files', (event) => {
  const { stages } = JSON.parse((event as MessageEvent<string>).data) as { stages: string[] };
  note.textContent = `Saved: ${stages.join(', ')}. Working out the status again…`;
});
events.addEventListener('status', (event) => {
  rows = (JSON.parse((event as MessageEvent<string>).data) as { rows: StatusRow[] }).rows;
  drawRows();
  note.textContent = `Status updated at ${new Date().toLocaleTimeString()}.`;
});
events.addEventListener('check', (event) => {
  const { summary } = JSON.parse((event as MessageEvent<string>).data) as { summary: CheckSummary };
  if (summary.id === shown) drawReport(summary);
});

void (async () => {
  try {
    rows = await request<StatusRow[]>('GET', '/api/status');
    drawRows();
    const done = rows.filter((row) => row.status === 'done').length;
    note.textContent = `${done} of ${rows.length} stages pass their public tests.`;
  } catch (error) {
    note.textContent = `The status could not be worked out: ${(error as Error).message}`;
  }
})();
