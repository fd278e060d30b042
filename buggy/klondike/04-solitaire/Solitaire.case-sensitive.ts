/**
 * @bug Commands are only understood when typed exactly as DrawCard, DeckTo, Link, Send, Restart, Quit.
 * @misconception The commands are names, and names are written one way.
 * @hint Do your tests type a command in lower case or with extra spaces?
 */
import { Solitaire as Reference, UNKNOWN_COMMAND } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

export { INVALID_MOVE, UNKNOWN_COMMAND, CONGRATULATIONS } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

export class Solitaire extends Reference {
  override executeCommand(command: string): string {
    const name = command.split(' ')[0]!;
    if (!['DrawCard', 'DeckTo', 'Link', 'Send', 'Restart', 'Quit'].includes(name)) return UNKNOWN_COMMAND;
    return super.executeCommand(command);
  }
}
