/**
 * @freedom the messages of moves that are made say what happened in other words: the README fixes only the refusals
 * and the congratulation
 */
import {
  CONGRATULATIONS,
  INVALID_MOVE,
  Solitaire as Reference,
} from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

export { CONGRATULATIONS, INVALID_MOVE, UNKNOWN_COMMAND } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

export class Solitaire extends Reference {
  override executeCommand(command: string): string {
    const message = super.executeCommand(command);
    return message.startsWith(INVALID_MOVE) || message === CONGRATULATIONS ? message : 'Done.';
  }
}
