/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { Coordinate as Reference } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';

export class Coordinate extends Reference {
  constructor(row: number, column: number) {
    const whole = (n: number) => Number.isInteger(n) && n >= 0;
    if (!whole(row) || !whole(column)) throw new IllegalArgumentError('no such place');
    super(row, column);
  }
}
