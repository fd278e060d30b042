/**
 * The driver of Klondike (runs inside a game session): a game on the lab's Solitaire (stage 04), shown in the
 * terminal with the lab's screen (stage 05) exactly as its command-line game shows it, and in the browser with the
 * lab's painting (stage 06), beside the student's extension when stage 06 has one. A refused command is explained
 * on request, from the table the player saw.
 */
import { SeededRandom, type RandomSource } from '../../../activities/shared/RandomSource.ts';
import { StudentCodeError, type DriverCommands, type JsonValue } from '../contract.ts';
import { optionsObject, text, wholeNumber } from '../driverInput.ts';
import { whyRefused, type TableText } from './refusals.ts';
import { checkedTree, type Drawer, type SvgTree } from './svgTree.ts';

export const needs = {
  Solitaire: { stage: 'klondike/04-solitaire', file: 'Solitaire.ts', export: 'Solitaire' },
  screen: { stage: 'klondike/05-cui', file: 'SolitaireCUI.ts', export: 'screen' },
  WELCOME: { stage: 'klondike/05-cui', file: 'SolitaireCUI.ts', export: 'WELCOME' },
  PROMPT: { stage: 'klondike/05-cui', file: 'SolitaireCUI.ts', export: 'PROMPT' },
  PaintingPanel: { stage: 'klondike/06-gui', file: 'PaintingPanel.ts', export: 'PaintingPanel' },
  // Optional (question 6): the page shows it beside the game when the student writes one (06-gui/README.md).
  extension: { stage: 'klondike/06-gui', file: 'Extension.ts', export: 'extension', optional: true },
} as const;

const EXTENSION: Drawer = { file: 'klondike/06-gui/Extension.ts', where: 'extension.paint' };

/** The contract of a student's extension (stage 06's README): a title, and a drawing of the game as it is. */
interface Extension {
  title: unknown;
  paint(game: Solitaire): unknown;
}

/** What the page shows of an extension: its title and its drawing, checked as the painting is. */
export type ExtensionView = { title: string; drawing: SvgTree };

/** The handout's answer to a refused move; every refusal of the game starts with it. */
const INVALID_MOVE = 'Invalid move.';

interface Pile {
  toString(): string;
}

/** What the game uses of the lab's Solitaire. */
interface Solitaire {
  getDeck(): { isEmpty(): boolean; currentCard(): Pile | null };
  getStacks(): readonly (Pile & { getSuit(): string; top(): Pile | null })[];
  getLists(): readonly Pile[];
  isWon(): boolean;
  isQuit(): boolean;
  executeCommand(command: string): string;
}

/** What a command did, for the terminal: the text the lab's command-line game writes for it. */
export type CommandResult = { text: string; refused: boolean; ended: boolean; won: boolean; quit: boolean };
/** What a command did, for the browser: the game's own message, and why it was refused. */
export type MoveResult = { message: string; refused: boolean; reason: string | null; won: boolean; quit: boolean };

export function create(classes: Record<string, unknown>, options: JsonValue): DriverCommands {
  const given = optionsObject(options);
  const Game = classes.Solitaire as new (random: RandomSource) => Solitaire;
  const screen = classes.screen as (game: Solitaire) => string;
  const Panel = classes.PaintingPanel as new (game: Solitaire) => { paint(): unknown };
  let seed = wholeNumber(given.seed, 'seed');
  let game = new Game(new SeededRandom(seed));
  /** The explanation of the last refused command, worked out from the table before it. */
  let lastRefusal: { command: string; reason: string } | null = null;

  const table = (): TableText => {
    const deck = game.getDeck();
    const open = deck.currentCard();
    return {
      deckEmpty: deck.isEmpty(),
      openCard: open === null || open === undefined ? null : String(open),
      stacks: game.getStacks().map((stack) => {
        const top = stack.top();
        return { suit: String(stack.getSuit()), top: top === null || top === undefined ? null : String(top) };
      }),
      lists: game.getLists().map((list) => {
        const written = String(list);
        return written === 'Empty' ? [] : written.split('-');
      }),
    };
  };

  /** Plays a command; a refusal keeps its explanation for `why`. After Quit only Restart is played. */
  const play = (command: string): { message: string; refused: boolean; reason: string | null } => {
    if (game.isQuit() && !/^\s*restart\s*$/i.test(command)) {
      const reason = 'You quit this game: no move is played until Restart (or Game → New Game) deals another.';
      lastRefusal = { command: command.trim(), reason };
      return { message: `${INVALID_MOVE} The game is over.`, refused: true, reason };
    }
    let before: TableText | null;
    try {
      before = table();
    } catch {
      // The explanation needs the piles' texts; without them the game still plays.
      before = null;
    }
    const message = String(game.executeCommand(command));
    if (!message.startsWith(INVALID_MOVE)) {
      lastRefusal = null;
      return { message, refused: false, reason: null };
    }
    const found = before && whyRefused(before, command);
    const reason =
      found ??
      (before
        ? 'The rules allow this move as far as the kit can tell: your Solitaire refused it.'
        : 'The kit cannot read the table to say why.');
    lastRefusal = { command: command.trim(), reason };
    return { message, refused: true, reason };
  };

  const prompt = (): string => String(classes.PROMPT);

  return {
    start: () => `${String(classes.WELCOME)}\n${screen(game)}${prompt()}`,
    command: (line): CommandResult => {
      const { message, refused } = play(text(line, 'line'));
      const won = !refused && game.isWon();
      const quit = !refused && game.isQuit();
      let written: string;
      if (refused) written = `${message} ${prompt()}`;
      else if (quit) written = `${message}\n`;
      else if (won) written = `${screen(game)}${message}\n`;
      else written = `${screen(game)}${prompt()}`;
      return { text: written, refused, ended: won || quit, won, quit };
    },
    move: (line): MoveResult => {
      const { message, refused, reason } = play(text(line, 'line'));
      return { message, refused, reason, won: game.isWon(), quit: game.isQuit() };
    },
    why: () => (lastRefusal === null ? null : { ...lastRefusal }),
    restart: (newSeed) => {
      seed = wholeNumber(newSeed, 'seed');
      game = new Game(new SeededRandom(seed));
      lastRefusal = null;
      return { seed };
    },
    screen: () => screen(game),
    prompt: () => prompt(),
    paint: (): SvgTree => checkedTree(new Panel(game).paint()),
    /** The student's extension drawn for the game as it is now; null when stage 06 has no Extension.ts. */
    extension: (): ExtensionView | null => {
      const extension = classes.extension as Extension | undefined;
      if (extension === undefined) return null;
      // A file that is there but fails to load is a stand-in: touching it throws that failure, with its place.
      if (extension === null || typeof extension.paint !== 'function' || typeof extension !== 'object')
        throw new StudentCodeError(
          'extension must be an object with a title and a method paint(game) (see the README of klondike/06)',
          { kind: 'load', file: EXTENSION.file },
        );
      const drawing = checkedTree(extension.paint(game), EXTENSION);
      const title =
        typeof extension.title === 'string' && extension.title.trim() !== '' ? extension.title : 'Extension';
      return { title: title.slice(0, 80), drawing };
    },
    state: () => ({
      seed,
      won: game.isWon(),
      quit: game.isQuit(),
      lastRefusal: lastRefusal === null ? null : { ...lastRefusal },
    }),
  };
}
