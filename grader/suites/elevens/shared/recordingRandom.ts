import type { RandomSource } from '../../../../activities/shared/RandomSource.ts';

/** A RandomSource that passes every call on to another one and remembers the bounds it was asked for. */
export class RecordingRandom implements RandomSource {
  readonly bounds: number[] = [];

  constructor(private readonly source: RandomSource) {}

  nextInt(bound: number): number {
    this.bounds.push(bound);
    return this.source.nextInt(bound);
  }
}
