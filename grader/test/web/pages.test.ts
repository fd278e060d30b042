/**
 * The pages of `cardlab serve` in a real Chromium: a whole game of each lab played through the page, with the
 * reference classes and with a student's (a copy of the references handed in as their work), a student's class
 * that throws, a save that reloads the code, and the student's page. No page may log an error.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { discoverGames } from '../../games/registry.ts';
import { listActivities } from '../../src/kit/activities.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { labTitle } from '../../src/kit/labTitle.ts';
import { assembleSubmission, type Recipe } from '../../src/intake/assemble.ts';
import { startServer, type RunningServer } from '../../web/server.ts';
import { main } from '../../cli/main.ts';
import { testContext } from '../support.ts';
import { WINNING_GAME, WINNING_MOVES } from '../../suites/montecarlo/shared/games.ts';
import tableaus from '../../../fixtures/montecarlo/tableaus.json' with { type: 'json' };
import wonGame from '../../../fixtures/klondike/won-game.json' with { type: 'json' };
import { wonSeed, type ElevensFamily } from '../games/elevensSeeds.ts';
import { wholeGame } from '../pyramid/simplePlayer.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, type Browser } from './browser.ts';

const CARD_LABEL = /^((A|[2-9]|10|J|Q|K)[♣♦♥♠]|face-down card|empty .+|removed card .+)$/u;
const SUITS: Readonly<Record<string, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

let browser: Browser;
let reference: RunningServer;
let student: RunningServer;
/** The student's folder of stages: the references handed in as their own work. */
let work: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const catalog = await discoverGames(KIT_ROOT);
  const temp = mkdtempSync(path.join(os.tmpdir(), 'cardlab-pages-'));
  work = path.join(temp, 'work');
  const activities = listActivities(KIT_ROOT);
  assembleSubmission(
    KIT_ROOT,
    activities,
    Object.fromEntries(activities.map((a) => [a.id, 'reference'])) as Recipe,
    work,
  );
  const common = { kitRoot: KIT_ROOT, port: 0, hasReference: true, catalog, outDir: path.join(temp, 'out') };
  reference = await startServer({ ...common, workDir: path.join(KIT_ROOT, 'activities'), impl: 'reference' });
  student = await startServer({ ...common, workDir: work, impl: 'student' });
});

afterAll(async () => {
  await browser?.close();
  await reference?.close();
  await student?.close();
});

afterEach(() => {
  const problems = browser ? browser.problems.splice(0) : [];
  expect(problems, 'console errors and page errors').toEqual([]);
});

async function open(server: RunningServer, address: string): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(60_000);
  await page.goto(`${server.url}${address}`);
  return page;
}

/** Saves a picture of the page in its state `name`, and checks it with axe-core: no serious or critical finding. */
async function look(page: Page, name: string): Promise<void> {
  await browser.screenshot(page, name);
  expect(await seriousViolations(page), `accessibility of ${page.url()} (${name})`).toEqual([]);
}

/** Every card shown is named by its short label (or as face down, or an empty place). */
async function expectLabelledCards(page: Page, cards: Locator): Promise<void> {
  const labels = await cards.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  expect(labels.length, `cards on ${page.url()}`).toBeGreaterThan(0);
  for (const label of labels) expect(label).toMatch(CARD_LABEL);
}

/** Plays a won deal of `game` to its end through the page: each group clicked, then Replace. */
async function winGame(server: RunningServer, game: ElevensFamily, name: string): Promise<void> {
  const { seed, labels } = wonSeed(game);
  const page = await open(server, `play/${game}?seed=${seed}`);
  const board = page.getByRole('group', { name: 'The cards on the table' });
  await board.getByRole('button').first().waitFor();
  await expectLabelledCards(page, page.locator('.card'));
  const onTable = await board.getByRole('button').count();
  expect(await page.getByText(`${52 - onTable} undealt cards remain.`).count()).toBe(1);
  await look(page, `${name}-start`);
  for (const [k, group] of labels.entries()) {
    for (const label of group) await board.getByRole('button', { name: label, exact: true }).click();
    await page.getByRole('button', { name: 'Replace' }).click();
    await board.getByRole('button', { name: group[0], exact: true }).waitFor({ state: 'detached' });
    if (k === 1) await look(page, `${name}-mid`);
  }
  await page.getByText('You won! Every card is off the table.').waitFor();
  expect(await page.getByText("You've won 1 out of 1 game.").count()).toBe(1);
  await look(page, name);
  await page.close();
}

describe('focus and announcements on every click-to-play page', () => {
  /** The name and pressed state of the focused element, and what the live region of announcements says. */
  const focusOf = async (page: Page) => {
    const focused = page.locator(':focus');
    const one = (await focused.count()) === 1;
    return {
      name: one ? await focused.getAttribute('aria-label') : null,
      pressed: one ? await focused.getAttribute('aria-pressed') : null,
      said: (await page.locator('.visually-hidden[aria-live]').allTextContents()).join(''),
    };
  };

  it.each(['elevens?seed=1', 'thirteens?seed=1', 'tens?seed=1', 'pyramid?seed=11', 'montecarlo?game=26'])(
    'play/%s: a card chosen from the keyboard keeps the focus, the next is one Tab away, and the choice is said',
    async (address) => {
      const page = await open(reference, `play/${address}`);
      const cards = page.locator('button.card:not([disabled])');
      await cards.first().waitFor();
      const [first, second] = await cards.evaluateAll((buttons) =>
        buttons.slice(0, 2).map((button) => button.getAttribute('aria-label')),
      );
      await cards.first().focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => focusOf(page))
        .toEqual({
          name: first,
          pressed: 'true',
          said: expect.stringContaining(`${first} selected`),
        });
      await page.keyboard.press('Enter');
      await expect.poll(() => focusOf(page)).toMatchObject({ name: first, pressed: 'false' });
      await page.keyboard.press('Tab');
      expect((await focusOf(page)).name).toBe(second);
      await page.close();
    },
  );
});

describe('Elevens in the browser', () => {
  it('is won by clicking cards and Replace, with the reference classes', () =>
    winGame(reference, 'elevens', 'elevens-won-reference'));

  it("is won the same way with a student's classes", () => winGame(student, 'elevens', 'elevens-won-student'));

  it.each(['thirteens', 'tens'] as const)(
    "%s is won the same way, with the reference classes and with a student's",
    async (game) => {
      await winGame(reference, game, `${game}-won-reference`);
      await winGame(student, game, `${game}-won-student`);
    },
  );

  it('selects cards from the keyboard, refuses an illegal group by its rule, Restart deals anew', async () => {
    const page = await open(reference, 'play/thirteens?seed=3');
    const board = page.getByRole('group', { name: 'The cards on the table' });
    const first = board.getByRole('button').first();
    await first.focus();
    await page.keyboard.press('Space');
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const chosen = await board
      .locator('[aria-pressed="true"]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    await page.getByRole('button', { name: 'Replace' }).click();
    const said = await page.locator('.message').textContent();
    if (said?.includes('cannot be removed'))
      expect(said).toContain(`${chosen.join(' ')} cannot be removed. In Thirteens you may remove`);
    await page.getByRole('button', { name: 'Restart' }).click();
    await page.getByText('A new game is dealt.').or(page.getByText('this game is lost')).first().waitFor();
    expect(await page.locator('#deal').textContent()).toMatch(/^seed \d+$/);
    // The address no longer names the old deal, so that a reload does not deal it again.
    expect(page.url()).toMatch(/\/play\/thirteens$/);
    await look(page, 'thirteens');
    await page.close();
  });
});

describe('Monte Carlo in the browser', () => {
  const cell = (page: Page, row: number, column: number) =>
    page
      .getByRole('group', { name: 'The tableau' })
      .locator(':scope > *')
      .nth(row * 5 + column);

  it.each(['reference', 'student'] as const)(
    'deals game 12345 exactly as the JDK does, and plays game 4 to a win through clicks and the menus (%s classes)',
    async (impl) => {
      const page = await open(impl === 'reference' ? reference : student, 'play/montecarlo?game=12345');
      const tableau = page.getByRole('group', { name: 'The tableau' });
      await tableau.getByRole('button').first().waitFor();
      const shown = await tableau
        .locator(':scope > *')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
      const pinned = tableaus.games.find((game) => game.gameNumber === 12345)!.tableau.flat();
      expect(shown).toEqual(pinned.map((text) => `${text.slice(0, -1).replace(/^1$/, '10')}${SUITS[text.slice(-1)]}`));
      await expectLabelledCards(page, page.locator('.card'));
      await look(page, `montecarlo-12345-${impl}`);

      // Game → New Game… from the keyboard, then the game number in the dialog.
      await page.getByRole('menuitem', { name: 'Game' }).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByLabel('Game number').fill(String(WINNING_GAME));
      await page.keyboard.press('Enter');
      await page.getByText(`Game ${WINNING_GAME} · 27 cards left in the deck · Score: 0`).waitFor();
      expect(page.url()).toMatch(/\/play\/montecarlo$/);

      // Two cards that are not a pair: refused, with the reason.
      const [a, b] = [cell(page, 0, 0), cell(page, 4, 4)];
      await a.click();
      await b.click();
      await page.getByText(/are not of the same rank|do not touch/).waitFor();
      await look(page, `montecarlo-mid-${impl}`);

      for (const move of WINNING_MOVES) {
        if (move === 'c') {
          await page.getByRole('menuitem', { name: 'Control' }).click();
          await page.getByRole('menuitem', { name: 'Consolidate' }).click();
          await page.getByText('Consolidated.').waitFor();
        } else {
          const before = await page.locator('.facts').textContent();
          await cell(page, move[0], move[1]).click();
          await cell(page, move[2], move[3]).click();
          await expect.poll(() => page.locator('.facts').textContent()).not.toBe(before);
        }
      }
      await page.getByText(`You won game ${WINNING_GAME}: all 52 cards are removed!`).waitFor();
      expect(await page.locator('.facts').textContent()).toContain('Score: 52');
      await look(page, `montecarlo-won-${impl}`);
      await page.close();
    },
  );

  it('gives a hint by highlighting two cards, and shows the help', async () => {
    const page = await open(student, 'play/montecarlo?game=26');
    await page.getByRole('group', { name: 'The tableau' }).getByRole('button').first().waitFor();
    await page.getByRole('menuitem', { name: 'Control' }).click();
    await page.getByRole('menuitem', { name: 'Hint' }).click();
    await page.getByText('Hint: 10♦ at (2, 3) and 10♣ at (2, 4).').waitFor();
    expect(
      await page.locator('.card.hinted').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))),
    ).toEqual(['10♦', '10♣']);
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Monte Carlo Solitaire' }).click();
    const help = page.getByRole('dialog', { name: 'Monte Carlo Solitaire' });
    await help.waitFor();
    // The lab's help text is written for a terminal: the dialog does not repeat its title, nor break its sentences.
    expect(await help.getByText('Monte Carlo Solitaire').count()).toBe(1);
    expect(
      await help.locator('p').filter({ hasText: 'in reading order, to close the holes, and the empty' }).count(),
    ).toBe(1);
    await look(page, 'montecarlo-help');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.close();
  });
});

describe('Pyramid in the browser', () => {
  async function playToTheEnd(server: RunningServer, name: string): Promise<void> {
    const { moves, end } = wholeGame(11);
    const page = await open(server, 'play/pyramid?seed=11');
    const table = page.getByRole('region', { name: 'The table' }).or(page.locator('.pyramid-table'));
    await page.locator('.pyramid button.card').first().waitFor();
    await expectLabelledCards(page, page.locator('.card'));
    // A covered card shows its corners only (two texts each: rank and suit), no pips between the cards over it.
    const texts = (cards: Locator) =>
      cards.evaluateAll((images) =>
        images.map((image) => decodeURIComponent(image.getAttribute('src')!).split('<text').length - 1),
      );
    expect(new Set(await texts(page.locator('.pyramid button.card:disabled img')))).toEqual(new Set([4]));
    expect(Math.min(...(await texts(page.locator('.pyramid button.card:enabled img'))))).toBeGreaterThan(4);
    await look(page, `${name}-start`);
    for (const [k, move] of moves.entries()) {
      if (k === Math.floor(moves.length / 2)) await look(page, `${name}-mid`);
      if (move.discard) await page.getByRole('button', { name: `Discard ${move.cards[0]}`, exact: true }).click();
      else for (const label of move.cards) await table.getByRole('button', { name: label, exact: true }).click();
      await table.getByRole('button', { name: move.cards[0], exact: true }).waitFor({ state: 'detached' });
    }
    await page.getByText(end.won ? 'You won: the pyramid is cleared!' : `Game over. Score: ${end.score}.`).waitFor();
    expect(await page.locator('.score').textContent()).toBe(`Score: ${end.score}`);
    await look(page, `${name}-end`);
    await page.close();
  }

  it('is played to its end with the reference classes', () => playToTheEnd(reference, 'pyramid-reference'));

  it("is played to its end with a student's classes, whose textual view is shown on request", async () => {
    await playToTheEnd(student, 'pyramid-student');
    const page = await open(student, 'play/pyramid?seed=11&rows=4&draw=1');
    await page.locator('.pyramid button.card').first().waitFor();
    await page.getByRole('button', { name: 'Show the textual view' }).click();
    await page.locator('pre.screen').getByText('Draw: ').waitFor();
    expect(await page.locator('#deal').textContent()).toBe('seed 11, 4 rows, 1 draw card');
    await page.close();
  });

  it('says why a pair is refused where a 1100 × 750 window shows it', async () => {
    const page = await open(reference, 'play/pyramid?seed=11');
    await page.setViewportSize({ width: 1100, height: 750 });
    const cards = page.locator('.pyramid button.card:not([disabled])');
    await cards.first().waitFor();
    const labels = await cards.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!));
    const worth = (label: string) => ({ A: 1, J: 11, Q: 12, K: 13 })[label.slice(0, -1)] ?? Number(label.slice(0, -1));
    const pairs = labels.flatMap((a, i) => labels.slice(i + 1).map((b) => [a, b] as const));
    const [a, b] = pairs.find(([a, b]) => worth(a) < 13 && worth(b) < 13 && worth(a) + worth(b) !== 13)!;
    await page.locator('.pyramid').getByRole('button', { name: a, exact: true }).click();
    await page.locator('.pyramid').getByRole('button', { name: b, exact: true }).click();
    const message = page.locator('.message');
    await expect.poll(() => message.textContent()).not.toBe('');
    const box = (await message.boundingBox())!;
    expect(box.y + box.height, 'the bottom of the message').toBeLessThanOrEqual(750);
    await look(page, 'pyramid-1100x750-refused');
    await page.close();
  });

  it('refuses options that are not whole numbers, naming them', async () => {
    const page = await open(reference, 'play/pyramid?rows=x');
    expect(await page.getByRole('alert').textContent()).toBe('?rows= must be a whole number of at least 1, got "x"');
    await look(page, 'pyramid-bad-option');
    await page.close();
    // The page is sent with the status 400 it deserves, which Chromium reports on the console: that one is expected.
    const expected = browser.problems.findIndex((problem) =>
      /play\/pyramid\?rows=x: console error: .*status of 400/.test(problem),
    );
    expect(expected).toBeGreaterThanOrEqual(0);
    browser.problems.splice(expected, 1);
  });
});

describe('Klondike in the browser', () => {
  /** Types a command into the command field and runs it with Enter (or the Run button), waiting for its answer. */
  async function type(page: Page, command: string, withButton = false): Promise<void> {
    const field = page.getByLabel('Command', { exact: true });
    await field.fill(command);
    if (withButton) await page.getByRole('button', { name: 'Run' }).click();
    else await field.press('Enter');
    await expect.poll(() => field.inputValue()).toBe('');
  }

  it.each(['reference', 'student'] as const)(
    'plays a whole won game by typing its commands, with the painting following every move (%s classes)',
    async (impl) => {
      const page = await open(impl === 'reference' ? reference : student, `play/klondike?seed=${wonGame.seed}`);
      const painting = page.getByRole('region', { name: 'The table, as your painting draws it' });
      await painting.locator('svg').waitFor();
      await expectLabelledCards(page, painting.locator('[role="img"]'));
      // The reference kit's example extension is drawn beside the game; the student's copy has none, so none shows.
      const extension = page.getByRole('region', { name: "The kit's example extension: Stacks so far" });
      if (impl === 'reference')
        await extension.getByRole('img', { name: '0 of 52 cards on the stacks', exact: true }).waitFor();
      else expect(await page.locator('.extension').isHidden()).toBe(true);
      await look(page, `klondike-start-${impl}`);
      await type(page, 'Send Heart5', true);
      await page.getByText('Why: The Heart stack is empty: it starts with HeartA.').waitFor();
      await look(page, `klondike-mid-${impl}`);
      for (const command of wonGame.commands) await type(page, command);
      await page.locator('.message').getByText('Congratulations, you have won!').waitFor();
      for (const king of ['K♥', 'K♣', 'K♠', 'K♦'])
        expect(await painting.getByRole('img', { name: king, exact: true }).count()).toBe(1);
      if (impl === 'reference')
        await extension.getByRole('img', { name: '52 of 52 cards on the stacks: the game is won' }).waitFor();
      await look(page, `klondike-won-${impl}`);
      await page.close();
    },
  );

  /** The button laid over the painting for a card or place, by its card's label and its pile (`9♠, list 3`). */
  const pile = (page: Page, name: RegExp) =>
    page.getByRole('group', { name: 'Cards and places to move' }).getByRole('button', { name });
  const LABEL = (card: string) => {
    const [, suit, rank] = /^(Heart|Club|Spade|Diamond)(.+)$/.exec(card)!;
    return `${rank}${{ Heart: '♥', Club: '♣', Spade: '♠', Diamond: '♦' }[suit!]}`;
  };
  /** The source and the target of a command as buttons over the painting (no target for DrawCard). */
  function placesOf(page: Page, command: string): [Locator, Locator | null] {
    const [verb, first, second] = command.split(' ');
    if (verb === 'DrawCard') return [pile(page, /, the deck$/), null];
    if (verb === 'DeckTo')
      return [pile(page, /, the open card of the deck$/), pile(page, new RegExp(`, list ${first}$`)).last()];
    const source = pile(page, new RegExp(`^${LABEL(first!)}, (list \\d|the open card of the deck)$`));
    if (verb === 'Link') return [source, pile(page, new RegExp(`, list ${second}$`)).last()];
    return [source, pile(page, /, stack 1$/)];
  }
  async function centre(locator: Locator): Promise<{ x: number; y: number }> {
    await locator.waitFor();
    const box = (await locator.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  it.each([
    ['reference', 'dragging each card with the mouse'],
    ['student', 'choosing each card and its place with Enter from the keyboard'],
  ] as const)(
    'is won with the mouse alone, each move a command shown in the log (%s classes, %s)',
    async (impl, _how) => {
      const page = await open(impl === 'reference' ? reference : student, `play/klondike?seed=${wonGame.seed}`);
      const log = page.getByRole('list', { name: 'Commands played' }).getByRole('listitem');
      await pile(page, /, the deck$/).waitFor();
      for (const [k, command] of wonGame.commands.entries()) {
        const [source, target] = placesOf(page, command);
        const pressed = impl === 'student' ? await (target ?? source).getAttribute('data-place') : null;
        if (impl === 'student') {
          await source.focus();
          await page.keyboard.press('Enter');
          if (target) {
            await expect.poll(() => source.getAttribute('aria-pressed')).toBe('true');
            await target.focus();
            await page.keyboard.press('Enter');
          }
        } else if (target === null) {
          const at = await centre(source);
          await page.mouse.click(at.x, at.y);
        } else {
          const [from, to] = [await centre(source), await centre(target)];
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(to.x, to.y, { steps: 4 });
          await page.mouse.up();
        }
        await expect.poll(() => log.count()).toBe(k + 1);
        // From the keyboard, the place last pressed keeps the focus once the table is drawn anew.
        if (impl === 'student') expect(await page.locator(':focus').getAttribute('data-place')).toBe(pressed);
        if (k === 30) await look(page, `klondike-mouse-mid-${impl}`);
      }
      await page.locator('.message').getByText('Congratulations, you have won!').waitFor();
      expect(await log.locator('code').allTextContents()).toEqual(wonGame.commands);
      expect(await log.and(page.locator('.refused')).count()).toBe(0);
      await look(page, `klondike-mouse-won-${impl}`);
      await page.close();
    },
  );

  it(
    'a card clicked, then the place it goes, is moved (Escape puts a picked card back); a broken extension is ' +
      'reported with its file and line while the game goes on; Quit ends the game until Restart, typed or chosen',
    async () => {
      const page = await open(student, 'play/klondike?seed=1');
      const painting = page.getByRole('region', { name: 'The table, as your painting draws it' });
      await painting.getByRole('img', { name: '4♣', exact: true }).waitFor();
      const said = () => page.locator('.visually-hidden[aria-live]').textContent();
      // The note is cleared before each save, so that the reload waited for is the one of that save.
      const clearNote = () =>
        page.locator('.notes').evaluate((notes) => (notes.textContent = 'waiting for the next save'));

      // The student's extension throws as it paints: said beside the game, with its file and line.
      const extensionFile = path.join(work, 'klondike', '06-gui', 'Extension.ts');
      const broken = [
        'export const extension = {',
        "  title: 'Moves so far',",
        '  paint(): never {',
        "    throw new RangeError('no chart yet');",
        '  },',
        '};',
        '',
      ].join('\n');
      await clearNote();
      writeFileSync(extensionFile, broken);
      await page.getByText(/Your code was reloaded at/).waitFor();
      try {
        const extension = page.getByRole('region', { name: 'Your extension' });
        await extension.getByRole('alert').locator('.where').getByText('klondike/06-gui/Extension.ts:4').waitFor();
        expect(await extension.textContent()).toContain('RangeError: no chart yet');

        // The game goes on: Escape puts a picked card back, then a card clicked and its place clicked is moved.
        await painting.getByRole('img', { name: '4♣', exact: true }).click();
        expect(await pile(page, /^4♣, list \d$/).getAttribute('aria-pressed')).toBe('true');
        await page.keyboard.press('Escape');
        expect(await pile(page, /^4♣, list \d$/).getAttribute('aria-pressed')).toBe('false');
        await expect.poll(said).toBe('4♣ put back.');
        await painting.getByRole('img', { name: '4♣', exact: true }).click();
        await painting.getByRole('img', { name: '5♥', exact: true }).click();
        await page.locator('.message').getByText('Moved Club4 and the cards below it to list 6.').waitFor();
        await extension.getByRole('alert').waitFor();
        await look(page, 'klondike-extension-broken');
      } finally {
        await clearNote();
        rmSync(extensionFile, { force: true });
      }
      await page.getByText(/Your code was reloaded at/).waitFor();
      await expect.poll(() => page.locator('.extension').isHidden()).toBe(true);

      await page.getByRole('button', { name: 'Show the text screen' }).click();
      await page.locator('pre.screen').getByText('6: Back-Back-Back-Back-Back-Heart5-Club4').waitFor();
      await type(page, 'Quit');
      await page.locator('.message').getByText('Restart (or Game → New Game) deals another.').waitFor();
      await painting.getByRole('img', { name: 'face-down card' }).first().click();
      await page.getByText('Why: You quit this game: no move is played until Restart').waitFor();
      await look(page, 'klondike-quit');
      await page.getByRole('menuitem', { name: 'Help' }).click();
      await page.getByRole('menuitem', { name: 'How to Play' }).click();
      await page
        .getByRole('dialog', { name: 'How to play Klondike' })
        .getByText(/Restart +deal a new game/)
        .waitFor();
      await page.getByRole('button', { name: 'Close' }).click();

      // Typed, Restart does what Game → New Game does: a new deal, an empty log, an address without the old seed.
      const log = page.getByRole('list', { name: 'Commands played' }).getByRole('listitem');
      expect(await log.count()).toBeGreaterThan(0);
      await type(page, 'Restart');
      await page.locator('.message').getByText('A new game is dealt.').waitFor();
      expect(await log.count()).toBe(0);
      expect(page.url()).toMatch(/\/play\/klondike$/);
      const typed = await page.locator('#deal').textContent();
      expect(typed).toMatch(/^seed \d+$/);
      expect(typed).not.toBe('seed 1');
      await page.getByRole('menuitem', { name: 'Game' }).click();
      await page.getByRole('menuitem', { name: 'New Game', exact: true }).click();
      await expect.poll(() => page.locator('#deal').textContent()).not.toBe(typed);
      await page.locator('.message').getByText('A new game is dealt.').waitFor();
      await look(page, 'klondike-student');
      await page.close();
    },
  );
});

describe("a student's code in the browser", () => {
  const file = () => path.join(work, 'montecarlo', '02-game', 'Game.ts');

  it('a class that throws is shown with its file and line, the game goes on, and a save reloads the code', async () => {
    const original = readFileSync(file(), 'utf8');
    const page = await open(student, 'play/montecarlo?game=26');
    const cell = (row: number, column: number) =>
      page
        .getByRole('group', { name: 'The tableau' })
        .locator(':scope > *')
        .nth(row * 5 + column);
    await cell(0, 0).waitFor();
    const broken = original.replace(
      /(\n {2}removeCards\(first: Coordinate, second: Coordinate\): boolean \{\n)/,
      "$1    throw new TypeError('the tableau has no such place');\n",
    );
    expect(broken).not.toBe(original);
    const line = broken.split('\n').findIndex((text) => text.includes('the tableau has no such place')) + 1;
    try {
      writeFileSync(file(), broken);
      await page.getByText(/Your code was reloaded at/).waitFor();
      await cell(2, 3).click();
      await cell(2, 4).click();
      const alert = page.getByRole('alert');
      await alert.locator('.where').getByText(`montecarlo/02-game/Game.ts:${line}`).waitFor();
      expect(await alert.textContent()).toContain('TypeError: the tableau has no such place');
      await look(page, 'student-code-throws');
      // The game goes on: the cards are still there and the hint still works.
      expect(await cell(2, 3).getAttribute('aria-label')).toBe('10♦');
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.getByText('Hint: 10♦ at (2, 3) and 10♣ at (2, 4).').waitFor();
    } finally {
      // The note is cleared first, so that the reload waited for below is the one of this save.
      await page.locator('.notes').evaluate((notes) => (notes.textContent = 'waiting for the next save'));
      writeFileSync(file(), original);
    }
    await page.getByText(/Your code was reloaded at/).waitFor();
    await cell(2, 3).click();
    await cell(2, 4).click();
    await page.getByText('Removed.').waitFor();
    expect(await page.locator('.facts').textContent()).toContain('Score: 2');
    await page.close();
  });
});

describe("the student's page", () => {
  it("shows every stage's status, checks a stage with its coverage report, and follows a save", async () => {
    const page = await open(student, '');
    const row = page.locator('tr[data-stage="elevens/01-card"]');
    await row.waitFor({ timeout: 120_000 });
    expect(await page.locator('tbody tr').count()).toBe(listActivities(KIT_ROOT).length);
    expect(await row.locator('.status').textContent()).toBe('done');
    // Each lab's games under the lab's own name, not its folder's.
    const gameLabs = [...new Set((await discoverGames(KIT_ROOT)).games.map((game) => game.lab))].sort();
    const kit = kitPaths(KIT_ROOT);
    const names = await page.locator('.lab-name').allTextContents();
    expect(names).toEqual(gameLabs.map((lab) => `${labTitle(kit, lab)} lab`));
    expect(names).toEqual(expect.arrayContaining(['Monte Carlo Solitaire lab', 'Pyramid Solitaire lab']));
    await look(page, 'student-page-start');
    await page.getByRole('button', { name: 'Check elevens/01-card' }).click();
    await page.locator('.report .verdict').waitFor({ timeout: 120_000 });
    expect(await page.locator('.check-text').textContent()).toMatch(
      /public tests {2}2\/2 pass\nyour tests {4}\d+\/\d+ pass · they cover \d+% of your lines/,
    );
    const coverage = await page.getByRole('link', { name: 'The coverage report' }).getAttribute('href');
    const report = await page.request.get(`${student.url.slice(0, -1)}${coverage}`);
    expect(report.status()).toBe(200);
    expect(await report.text()).toContain('Card.ts');
    await look(page, 'student-page');
    const card = path.join(work, 'elevens', '01-card', 'Card.ts');
    // A save checks the stage again: the check's own time changes (to the millisecond: a fast check can end within
    // the same second as the last one).
    const before = await page.locator('.when').getAttribute('data-at');
    expect(Number(before)).toBeGreaterThan(0);
    writeFileSync(card, `${readFileSync(card, 'utf8')}\n// saved again\n`);
    await expect.poll(() => page.locator('.when').getAttribute('data-at'), { timeout: 120_000 }).not.toBe(before);
    await page.getByText(/Status updated at/).waitFor({ timeout: 120_000 });
    await page.close();
  });
});

describe("the page's Check report is the terminal's", () => {
  let mistaken: RunningServer;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'cardlab-mistaken-'));
    const activities = listActivities(KIT_ROOT);
    const recipe = Object.fromEntries(activities.map((a) => [a.id, 'reference'])) as Recipe;
    assembleSubmission(KIT_ROOT, activities, recipe, path.join(folder, 'work'));
    const edit = (file: string, change: (text: string) => string) => {
      const target = path.join(folder, 'work', file);
      const text = readFileSync(target, 'utf8');
      expect(change(text), file).not.toBe(text);
      writeFileSync(target, change(text));
    };
    // A space dropped in Deck's text; a growing array under Monte Carlo's rule, and a test of one's own that fails.
    edit('elevens/02-deck/Deck.ts', (text) => text.replace('Undealt cards: \\n', 'Undealt cards:\\n'));
    edit('montecarlo/01-coordinate/Coordinate.ts', (text) => `${text}\nconst trail: number[] = [];\ntrail.push(0);\n`);
    edit(
      'montecarlo/01-coordinate/CoordinateTester.test.ts',
      (text) => `${text}\nit('a_test_of_mine_that_fails', () => expect(1).toBe(2));\n`,
    );
    const catalog = await discoverGames(KIT_ROOT);
    const out = path.join(folder, 'out');
    mistaken = await startServer({
      kitRoot: KIT_ROOT,
      port: 0,
      hasReference: true,
      catalog,
      outDir: out,
      workDir: path.join(folder, 'work'),
      impl: 'student',
    });
  });

  afterAll(() => mistaken?.close());

  /** What `cardlab check` prints for the stage, in the same folder. */
  async function terminal(id: string): Promise<{ lines: string[]; verdict: string }> {
    const ctx = testContext([], { cwd: folder });
    await main(['check', id, '--dir', 'work'], ctx);
    const printed = ctx.stdout.text.trimEnd().split('\n');
    return { lines: printed.slice(2, -2), verdict: printed.at(-1)! };
  }

  /** The page's Check report of the stage: its lines and its verdict. */
  async function page(id: string, name: string): Promise<{ lines: string[]; verdict: string }> {
    const shown = await open(mistaken, '');
    await shown.getByRole('button', { name: `Check ${id}` }).click({ timeout: 120_000 });
    await shown.locator('.report .verdict').waitFor({ timeout: 120_000 });
    await look(shown, name);
    const text = (await shown.locator('.check-text').textContent())!;
    const verdict = (await shown.locator('.report .verdict').textContent())!;
    await shown.close();
    return { lines: text.trimEnd().split('\n'), verdict };
  }

  // The coverage report is named by its place: a path in the terminal, an address on the server in the page.
  const placeless = (lines: string[]) => lines.filter((line) => !line.startsWith('  coverage report: '));

  it('shows where two texts differ, with the caret, as the terminal does', async () => {
    const [inPage, inTerminal] = [await page('elevens/02-deck', 'check-caret'), await terminal('elevens/02')];
    expect(inPage.lines.join('\n')).toMatch(
      /first difference at line 2, column 15: expected a space but got a line break\n.*expected: .*\n.*actual: .*\n {12,}\^/,
    );
    expect(placeless(inPage.lines)).toEqual(placeless(inTerminal.lines));
    expect(inPage.verdict).toBe(inTerminal.verdict);
  });

  it('says a broken rule and a failing test of your own, never that all is well, as the terminal does', async () => {
    const [inPage, inTerminal] = [
      await page('montecarlo/01-coordinate', 'check-rule'),
      await terminal('montecarlo/01'),
    ];
    expect(inPage.verdict).toMatch(
      /^all public tests pass, but 1 of your own tests fails .*; and the lab's rule is broken/,
    );
    expect(inPage.lines.join('\n')).toContain('Coordinate.ts:');
    expect(placeless(inPage.lines)).toEqual(placeless(inTerminal.lines));
    expect(inPage.verdict).toBe(inTerminal.verdict);
  });
});
