/**
 * Checks of what a driver is given. Commands arrive as JSON from the terminal, `simulate` or a web page, so a
 * driver never trusts their shape: a wrong one is a DriverError that names the argument.
 */
import { DriverError, type JsonValue } from './contract.ts';

export function wholeNumber(
  value: JsonValue | undefined,
  name: string,
  { min = Number.MIN_SAFE_INTEGER } = {},
): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    const floor = min === Number.MIN_SAFE_INTEGER ? '' : ` of at least ${min}`;
    throw new DriverError(`${name} must be a whole number${floor}, got ${JSON.stringify(value ?? null)}`);
  }
  return value;
}

export function numberList(value: JsonValue | undefined, name: string): number[] {
  if (!Array.isArray(value))
    throw new DriverError(`${name} must be a list of whole numbers, got ${JSON.stringify(value ?? null)}`);
  return value.map((item, k) => wholeNumber(item, `${name}[${k}]`));
}

export function text(value: JsonValue | undefined, name: string): string {
  if (typeof value !== 'string') throw new DriverError(`${name} must be a text, got ${JSON.stringify(value ?? null)}`);
  return value;
}

/** The options object a game was created with. */
export function optionsObject(options: JsonValue): { [key: string]: JsonValue } {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new DriverError(`a game's options must be an object, got ${JSON.stringify(options)}`);
  }
  return options;
}

export function oneOf<T extends string>(value: JsonValue | undefined, name: string, choices: readonly T[]): T {
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new DriverError(`${name} must be one of ${choices.join(', ')}, got ${JSON.stringify(value ?? null)}`);
  }
  return value as T;
}
