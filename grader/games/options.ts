/**
 * A game's options, read the same way from `cardlab play <game> --<name> n` and from `/play/<game>?<name>=n`, so
 * the terminal and the browser accept exactly the same things and say the same when something is wrong.
 */
import type { JsonValue } from './contract.ts';
import type { GameEntry, GameOption } from './registry.ts';

/** An option the user got wrong; the message names it as the user wrote it. */
export class GameOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GameOptionError';
  }
}

/** A seed or game number for a run given none; shown so the run can be repeated. */
export function chooseSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** How an option is written where it was given: `--rows` on the command line, `rows` in a page's address. */
export type OptionForm = 'flag' | 'query';

function spelled(name: string, form: OptionForm): string {
  return form === 'flag' ? `--${name}` : `?${name}=`;
}

function parseOne(option: GameOption, text: string, form: OptionForm): number {
  const min = option.min ?? Number.MIN_SAFE_INTEGER;
  const number = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(number) || number < min) {
    const floor = option.min === undefined ? '' : ` of at least ${option.min}`;
    throw new GameOptionError(`${spelled(option.name, form)} must be a whole number${floor}, got "${text}"`);
  }
  return number;
}

/**
 * The option values of a game from what the user gave (name → text): every option of the game gets a value (its
 * default, or a random one), and an option the game does not take is refused, so a typo never goes unnoticed.
 */
export function parseGameOptions(
  game: GameEntry,
  given: Readonly<Record<string, string | undefined>>,
  form: OptionForm,
): Record<string, number> {
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined || game.options.some((option) => option.name === name)) continue;
    const takes = game.options.map((option) => spelled(option.name, form)).join(', ') || 'no options';
    throw new GameOptionError(`${spelled(name, form)} does not apply to ${game.name} (it takes ${takes})`);
  }
  const values: Record<string, number> = {};
  for (const option of game.options) {
    const text = given[option.name];
    if (text !== undefined) values[option.name] = parseOne(option, text, form);
    else if (option.default !== undefined) values[option.name] = option.default;
    else if (option.random) values[option.name] = chooseSeed();
  }
  return values;
}

/** The options a session of the game is opened with. */
export function driverOptions(game: GameEntry, values: Readonly<Record<string, number>>): JsonValue {
  return { ...(game.fixed ?? {}), ...values };
}
