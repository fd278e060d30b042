/**
 * Provided by the kit (do not edit): reads a text source one line at a time. Lines can be split across the
 * pieces of a stream: next() waits for more text when it needs it.
 */
import { TextSource, type TextInput } from '../../shared/TextSource.ts';

export type { TextChunk, TextInput, TextOutput } from '../../shared/TextSource.ts';

export class LineReader {
  private readonly source: TextSource;

  constructor(input: TextInput) {
    this.source = new TextSource(input);
  }

  /** The next line without its line break, or null once the input is used up. */
  async next(): Promise<string | null> {
    const source = this.source;
    for (;;) {
      const end = source.buffer.indexOf('\n');
      if (end >= 0) {
        const line = source.buffer.slice(0, end).replace(/\r$/, '');
        source.buffer = source.buffer.slice(end + 1);
        return line;
      }
      if (!(await source.more())) {
        if (source.buffer === '') return null;
        const line = source.buffer;
        source.buffer = '';
        return line;
      }
    }
  }
}
