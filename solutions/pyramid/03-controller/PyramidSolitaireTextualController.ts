import { PyramidSolitaireTextualView } from '../02-view/PyramidSolitaireTextualView.ts';
import type { PyramidSolitaireModel } from '../shared/PyramidSolitaireModel.ts';
import { TokenReader, type TextInput } from '../shared/TokenReader.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';

/** Where the controller writes: a Node Writable, or anything with a write(text) method. */
export interface TextOutput {
  write(text: string): unknown;
}

/** Signals that the player typed q or Q. */
class Quit {}

/** How many numbers each command takes. */
const ARITY: Readonly<Record<string, number>> = { rm1: 2, rm2: 4, rmwd: 3, dd: 1 };

/**
 * Plays a game of Pyramid Solitaire from typed commands: `rm1 row card`, `rm2 row1 card1 row2 card2`,
 * `rmwd draw row card`, `dd draw`, and `q` or `Q` to quit (also in place of any number). Numbers are
 * 1-based; the model's are 0-based.
 */
export class PyramidSolitaireTextualController {
  protected readonly tokens: TokenReader;

  constructor(
    input: TextInput,
    protected readonly output: TextOutput,
  ) {
    if (input === null || input === undefined || output === null || output === undefined) {
      throw new IllegalArgumentError('the controller needs an input and an output');
    }
    this.tokens = new TokenReader(input);
  }

  /**
   * Starts a game on `model` and plays it until it is over or the player quits.
   * @throws IllegalArgumentError for a missing model
   * @throws IllegalStateError when the game cannot be started, or the input runs out before the end
   */
  async playGame<K>(
    model: PyramidSolitaireModel<K>,
    deck: readonly K[],
    shuffle: boolean,
    numRows: number,
    numDraw: number,
  ): Promise<void> {
    if (model === null || model === undefined) throw new IllegalArgumentError('the controller needs a model');
    try {
      model.startGame(deck, shuffle, numRows, numDraw);
    } catch (error) {
      throw new IllegalStateError(`the game cannot be started: ${(error as Error).message}`);
    }
    const view = new PyramidSolitaireTextualView(model);
    if (model.isGameOver()) return this.write(`${view}\n`);
    this.write(`${view}\nScore: ${model.getScore()}\n`);
    try {
      for (;;) {
        const command = await this.nextToken();
        const arity = ARITY[command];
        if (arity === undefined) {
          this.write(`Invalid move. Play again. Unknown command "${command}".\n`);
          continue;
        }
        const numbers: number[] = [];
        while (numbers.length < arity) numbers.push(await this.readNumber());
        try {
          this.move(
            model,
            command,
            numbers.map((n) => this.toModelIndex(n)),
          );
        } catch (error) {
          if (!(error instanceof IllegalArgumentError)) throw error;
          this.write(`Invalid move. Play again. ${error.message}\n`);
          continue;
        }
        if (model.isGameOver()) return this.write(`${view}\n`);
        this.write(`${view}\nScore: ${model.getScore()}\n`);
      }
    } catch (error) {
      if (!(error instanceof Quit)) throw error;
      this.write(`Game quit!\nState of game when quit:\n${view}\nScore: ${model.getScore()}\n`);
    }
  }

  protected write(text: string): void {
    this.output.write(text);
  }

  /** The next word; a quit for q or Q. @throws IllegalStateError when the input has run out */
  protected async nextToken(): Promise<string> {
    const token = await this.tokens.next();
    if (token === null) throw new IllegalStateError('the input ran out before the game was over');
    if (token === 'q' || token === 'Q') throw new Quit();
    return token;
  }

  /** Reads words until one is a whole number from 1 up (or q). */
  protected async readNumber(): Promise<number> {
    for (;;) {
      const token = await this.nextToken();
      if (/^\d+$/.test(token) && Number(token) >= 1) return Number(token);
      this.write(`Invalid move. Play again. "${token}" is not a number from 1 up.\n`);
    }
  }

  /** Commands count from 1, the model from 0. */
  protected toModelIndex(typed: number): number {
    return typed - 1;
  }

  protected move<K>(model: PyramidSolitaireModel<K>, command: string, n: number[]): void {
    if (command === 'rm1') model.remove(n[0]!, n[1]!);
    else if (command === 'rm2') model.remove(n[0]!, n[1]!, n[2]!, n[3]!);
    else if (command === 'rmwd') model.removeUsingDraw(n[0]!, n[1]!, n[2]!);
    else model.discardDraw(n[0]!);
  }
}
