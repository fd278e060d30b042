import { Solitaire, INVALID_MOVE } from '../04-solitaire/Solitaire.ts';
import { LineReader, type TextInput, type TextOutput } from '../shared/LineReader.ts';
import { IllegalArgumentError } from '../../shared/errors.ts';

export const WELCOME = 'Welcome to Klondike Solitaire! Commands: DrawCard, DeckTo x, Link c x, Send c, Restart, Quit.';
export const PROMPT = 'Your next move: ';

/** The screen of one step: the deck, the stacks and the seven lists (each line ends with a line break). */
export function screen(game: Solitaire): string {
  const deck = game.getDeck();
  const open = deck.currentCard();
  const deckLine = deck.isEmpty()
    ? 'Card Deck: Empty'
    : `Card Deck: Not Empty${open === null ? '' : `      Open Card: ${open}`}`;
  const lists = game
    .getLists()
    .map((list, i) => `${i + 1}: ${list}\n`)
    .join('');
  return `-----Current Step-----\n${deckLine}\nCard Stacks : ${game.getStacks().join(' ')}\nCard Lists :\n${lists}`;
}

/** The command-line game: shows each step, reads a command per line, until the player quits, wins, or the input ends. */
export class SolitaireCUI {
  protected readonly lines: LineReader;

  constructor(
    input: TextInput,
    protected readonly output: TextOutput,
  ) {
    if (input === null || input === undefined || output === null || output === undefined) {
      throw new IllegalArgumentError('the CUI needs an input and an output');
    }
    this.lines = new LineReader(input);
  }

  async startGame(game: Solitaire): Promise<void> {
    if (game === null || game === undefined) throw new IllegalArgumentError('the CUI needs a game');
    this.output.write(`${WELCOME}\n`);
    this.output.write(`${screen(game)}${PROMPT}`);
    for (;;) {
      const line = await this.lines.next();
      if (line === null) return;
      const message = game.executeCommand(line);
      if (message.startsWith(INVALID_MOVE)) {
        this.output.write(`${message} ${PROMPT}`);
      } else if (game.isQuit()) {
        this.output.write(`${message}\n`);
        return;
      } else if (game.isWon()) {
        this.output.write(`${screen(game)}${message}\n`);
        return;
      } else {
        this.output.write(`${screen(game)}${PROMPT}`);
      }
    }
  }
}
