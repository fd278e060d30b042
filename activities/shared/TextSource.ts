/**
 * Provided by the kit (do not edit): text that arrives in pieces. The source may be a string, a list of strings,
 * or a stream (Node's process.stdin, a Readable); the readers of the labs (words, lines) take what they need
 * from `buffer` and call `more()` when it does not hold enough yet.
 */

/** A chunk of a stream: a string, or a Buffer (whose toString() decodes UTF-8). */
export type TextChunk = string | { toString(): string };

export type TextInput = string | Iterable<string> | AsyncIterable<TextChunk>;

/** Where a text UI writes: a Node Writable, or anything with a write(text) method. */
export interface TextOutput {
  write(text: string): unknown;
}

export class TextSource {
  private readonly chunks: AsyncIterator<TextChunk> | Iterator<string>;
  /** Text received and not yet taken. */
  buffer = '';
  /** True once the source has no more text to give. */
  ended = false;

  constructor(input: TextInput) {
    if (typeof input === 'string') this.chunks = [input][Symbol.iterator]();
    else if (Symbol.asyncIterator in input) this.chunks = input[Symbol.asyncIterator]();
    else this.chunks = input[Symbol.iterator]();
  }

  /** Appends the next piece of text to `buffer`; false (and `ended`) once there is none. */
  async more(): Promise<boolean> {
    if (this.ended) return false;
    const { value, done } = await this.chunks.next();
    if (done) {
      this.ended = true;
      return false;
    }
    this.buffer += String(value);
    return true;
  }
}
