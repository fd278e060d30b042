/**
 * Provided by the kit (do not edit): reads a text source one line at a time. The source may be a string, a list of
 * strings, or a stream (Node's process.stdin): lines can be split across chunks, and next() waits for more text.
 */
export type TextChunk = string | { toString(): string };
export type TextInput = string | Iterable<string> | AsyncIterable<TextChunk>;

/** Where a UI writes: a Node Writable, or anything with a write(text) method. */
export interface TextOutput {
  write(text: string): unknown;
}

export class LineReader {
  private readonly chunks: AsyncIterator<TextChunk> | Iterator<string>;
  private buffer = '';
  private ended = false;

  constructor(input: TextInput) {
    if (typeof input === 'string') this.chunks = [input][Symbol.iterator]();
    else if (Symbol.asyncIterator in input) this.chunks = input[Symbol.asyncIterator]();
    else this.chunks = input[Symbol.iterator]();
  }

  /** The next line without its line break, or null once the input is used up. */
  async next(): Promise<string | null> {
    for (;;) {
      const end = this.buffer.indexOf('\n');
      if (end >= 0) {
        const line = this.buffer.slice(0, end).replace(/\r$/, '');
        this.buffer = this.buffer.slice(end + 1);
        return line;
      }
      if (this.ended) {
        if (this.buffer === '') return null;
        const line = this.buffer;
        this.buffer = '';
        return line;
      }
      const { value, done } = await this.chunks.next();
      if (done) this.ended = true;
      else this.buffer += String(value);
    }
  }
}
