/**
 * The student's page: every stage with its status (as `cardlab list`), the last check of a stage (as `cardlab
 * check`) with its coverage report, and the games. It follows the student's saves, as `cardlab watch` does.
 */
import { h, replace, settings } from '../../games/browser/dom.ts';
import { listSummary } from '../../src/report/listSummary.ts';
import type { CheckSummary, StatusRow } from '../progressTypes.ts';

interface HomeSettings {
  /** `labTitle`: the lab's own title (`Monte Carlo Solitaire`), not its folder's name. */
  games: { name: string; title: string; lab: string; labTitle: string }[];
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

/** A line of the check's text, marked as the terminal colours it: its first mark says how it went. */
function lineClass(line: string): string | undefined {
  const mark = line.trimStart()[0];
  if (mark === '✗') return 'failed';
  if (mark === '✓') return 'passed';
  if (mark === '○' || mark === '!') return 'warning';
  return undefined;
}

/** The check's report: the terminal's lines and verdict, as the server rendered them (CheckSummary). */
function drawReport(summary: CheckSummary): void {
  // Focusable: a long line scrolls sideways, and the keyboard must reach it (a region named for screen readers).
  const text = h('pre', {
    class: 'check-text',
    tabindex: '0',
    role: 'region',
    'aria-label': `The check of ${summary.id}`,
  });
  // One line each, so that a caret stays under the character it points at (the report is set in a fixed width).
  for (const line of summary.lines) {
    const kind = lineClass(line);
    text.append(kind ? h('span', { class: kind }, line) : line, '\n');
  }
  replace(
    report,
    h('h2', {}, `${summary.id} · ${summary.title}`),
    // The exact time rides along: two checks within one second read the same to a person, not to a script.
    h(
      'p',
      { class: 'when', 'data-at': String(new Date(summary.at).getTime()) },
      `Checked at ${new Date(summary.at).toLocaleTimeString()}.`,
    ),
    text,
    summary.coverageReport
      ? h('p', {}, h('a', { href: summary.coverageReport, target: '_blank', rel: 'noopener' }, 'The coverage report'))
      : null,
    h('p', { class: summary.verdict.done ? 'verdict pass' : 'verdict' }, summary.verdict.summary),
    summary.handIn ? h('p', { class: 'hand-in' }, summary.handIn) : null,
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
    ...[...byLab].map(([, labGames]) =>
      h(
        'nav',
        { class: 'lab-games', 'aria-label': `The ${labGames[0]!.labTitle} lab's games` },
        h('span', { class: 'lab-name' }, `${labGames[0]!.labTitle} lab`),
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
  note.textContent = `Status updated at ${new Date().toLocaleTimeString()}: ${listSummary(rows)}`;
});
events.addEventListener('problem', (event) => {
  const { message } = JSON.parse((event as MessageEvent<string>).data) as { message: string };
  note.textContent = `Your save could not be followed (${message}); the next save tries again.`;
});
events.addEventListener('check', (event) => {
  const { summary } = JSON.parse((event as MessageEvent<string>).data) as { summary: CheckSummary };
  if (summary.id === shown) drawReport(summary);
});

void (async () => {
  try {
    rows = await request<StatusRow[]>('GET', '/api/status');
    drawRows();
    note.textContent = listSummary(rows);
  } catch (error) {
    note.textContent = `The status could not be worked out: ${(error as Error).message}`;
  }
})();
