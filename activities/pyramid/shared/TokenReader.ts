/**
 * Provided by the kit (do not edit): reads whitespace-separated words from a text source, one at a time. Words
 * can be split across the pieces of a stream: next() waits for more text when it needs it.
 */
import { TextSource, type TextInput } from '../../shared/TextSource.ts';

export type { TextChunk, TextInput } from '../../shared/TextSource.ts';

export class TokenReader {
  private readonly source: TextSource;

  constructor(input: TextInput) {
    this.source = new TextSource(input);
  }

  /** The next word, or null once the input has no more words. */
  async next(): Promise<string | null> {
    const source = this.source;
    for (;;) {
      source.buffer = source.buffer.replace(/^\s+/, '');
      // A word is complete once whitespace follows it, or once the input has ended.
      const match = /^\S+(?=\s)/.exec(source.buffer) ?? (source.ended && source.buffer !== '' ? [source.buffer] : null);
      if (match) {
        source.buffer = source.buffer.slice(match[0].length);
        return match[0];
      }
      if (!(await source.more()) && source.buffer === '') return null;
    }
  }
}
