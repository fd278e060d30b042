/**
 * Provided by the kit (do not edit): the random numbers of Java's `java.util.Random`, bit for bit, so that a
 * game number deals exactly the tableau the lab's original Java program dealt.
 *
 * The generator is a linear congruential generator on 48 bits: each step replaces the state `s` by
 * `(s * 0x5DEECE66D + 0xB) mod 2^48` and hands out the top bits of the new state. A seed is "scrambled"
 * once, when it is set: the state starts as `(seed XOR 0x5DEECE66D) mod 2^48`.
 *
 * The state is kept as two 24-bit halves in ordinary numbers: every product and sum below stays under 2^53,
 * so the arithmetic is exact and no BigInt is made per call (a shuffle takes microseconds).
 */
import type { RandomSource } from '../../shared/RandomSource.ts';
import { IllegalArgumentError } from '../../shared/errors.ts';

const TWO_24 = 0x1000000;
const TWO_31 = 0x80000000;
/** 0x5DEECE66D split into its top 11 bits and its low 24 bits. */
const MULTIPLIER_HIGH = 0x5de;
const MULTIPLIER_LOW = 0xece66d;
const ADDEND = 0xb;
const MULTIPLIER = 0x5deece66dn;
const LONG_MIN = -(1n << 63n);
const LONG_MAX = (1n << 63n) - 1n;
const INT_MAX = 0x7fffffff;

/** A seed as Java's `long`: a safe whole number, or a bigint in the signed 64-bit range. */
function toLong(seed: number | bigint): bigint {
  if (typeof seed === 'bigint') {
    if (seed < LONG_MIN || seed > LONG_MAX) {
      throw new IllegalArgumentError(`a seed must fit in a signed 64-bit long, got ${seed}`);
    }
    return seed;
  }
  if (!Number.isSafeInteger(seed)) {
    throw new IllegalArgumentError(
      `a seed given as a number must be a safe whole number (use a bigint beyond that), got ${seed}`,
    );
  }
  return BigInt(seed);
}

export class JavaRandom implements RandomSource {
  /** Bits 24..47 of the state. */
  private high = 0;
  /** Bits 0..23 of the state. */
  private low = 0;

  /** `new java.util.Random(seed)`. */
  constructor(seed: number | bigint) {
    this.setSeed(seed);
  }

  /** `Random.setSeed(seed)`: starts the sequence again from a scrambled seed. */
  setSeed(seed: number | bigint): void {
    const state = Number(BigInt.asUintN(48, toLong(seed) ^ MULTIPLIER));
    this.high = Math.floor(state / TWO_24);
    this.low = state % TWO_24;
  }

  /** One step of the generator; the top `bits` bits (1 to 32) of the new state, as Java's signed int. */
  protected next(bits: number): number {
    // (high * 2^24 + low) * (MH * 2^24 + ML) + ADDEND, mod 2^48; the high * MH term is a multiple of 2^48.
    const lowProduct = this.low * MULTIPLIER_LOW + ADDEND; // < 2^48
    const carry = Math.floor(lowProduct / TWO_24);
    this.high = (this.high * MULTIPLIER_LOW + this.low * MULTIPLIER_HIGH + carry) % TWO_24; // each term < 2^49
    this.low = lowProduct % TWO_24;
    return Math.floor((this.high * TWO_24 + this.low) / 2 ** (48 - bits)) | 0;
  }

  /** `Random.nextInt()`: any int, from -2^31 to 2^31 - 1. */
  nextInt(): number;
  /** `Random.nextInt(bound)`: an int in [0, bound); bound from 1 to 2^31 - 1. */
  nextInt(bound: number): number;
  nextInt(bound?: number): number {
    if (bound === undefined) return this.next(32);
    if (!Number.isInteger(bound) || bound <= 0 || bound > INT_MAX) {
      throw new IllegalArgumentError(`nextInt needs a bound from 1 to ${INT_MAX}, got ${bound}`);
    }
    let r = this.next(31);
    const m = bound - 1;
    if ((bound & m) === 0) {
      // A power of two: the top bits, (bound * r) >> 31, written as a division that stays exact.
      return Math.floor(r / (TWO_31 / bound));
    }
    // Reject the last, incomplete block of values: Java's loop ends when u - r + m does not overflow an int.
    for (let u = r; u - (r = u % bound) + m >= TWO_31; u = this.next(31));
    return r;
  }

  /** `Random.nextLong()`: a signed 64-bit value, as a bigint. */
  nextLong(): bigint {
    const high = BigInt(this.next(32));
    const low = BigInt(this.next(32));
    return BigInt.asIntN(64, (high << 32n) + low);
  }

  /** `Random.nextDouble()`: a double in [0, 1) with 53 random bits. */
  nextDouble(): number {
    const high = this.next(26);
    const low = this.next(27);
    return (high * 0x8000000 + low) / 2 ** 53;
  }

  /** `Random.nextBoolean()`. */
  nextBoolean(): boolean {
    return this.next(1) !== 0;
  }
}
