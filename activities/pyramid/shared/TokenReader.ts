/**
 * Provided by the kit (do not edit): reads whitespace-separated words from a text source, one at a time.
 * The source may be a string, a list of strings, or a stream (Node's process.stdin, a Readable): words can
 * be split across chunks, and next() waits for more text when it needs it.
 */
/** A chunk of a stream: a string, or a Buffer (whose toString() decodes UTF-8). */
export type TextChunk = string | { toString(): string };

export type TextInput = string | Iterable<string> | AsyncIterable<TextChunk>;

export class TokenReader {
  private readonly chunks: AsyncIterator<TextChunk> | Iterator<string>;
  private buffer = '';
  private ended = false;

  constructor(input: TextInput) {
    if (typeof input === 'string') this.chunks = [input][Symbol.iterator]();
    else if (Symbol.asyncIterator in input) this.chunks = input[Symbol.asyncIterator]();
    else this.chunks = input[Symbol.iterator]();
  }

  /** The next word, or null once the input has no more words. */
  async next(): Promise<string | null> {
    for (;;) {
      this.buffer = this.buffer.replace(/^\s+/, '');
      const match = /^\S+(?=\s)/.exec(this.buffer) ?? (this.ended && this.buffer !== '' ? [this.buffer] : null);
      if (match) {
        this.buffer = this.buffer.slice(match[0].length);
        return match[0];
      }
      if (this.ended) return null;
      const { value, done } = await this.chunks.next();
      if (done) this.ended = true;
      else this.buffer += String(value);
    }
  }
}
