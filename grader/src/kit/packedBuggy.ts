/**
 * A buggy implementation as a student kit ships it (Elevens' Buggy1–4): runnable, not readable. The handout's decks
 * came as class files, which hid both the deck's correct code (the answers to the stages before) and which method
 * holds the bug (the exercise's answer). Here the bundle's JavaScript is packed (deflated, then base64) behind a
 * header that keeps the hint; the grader, which is trusted, unpacks it just before it compiles the file, so it runs
 * exactly as the bundle was built. Packing is not secrecy (a determined student can unpack it, as one could
 * disassemble a class file): it keeps the answers out of sight of anyone who only opens the file.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

const PACKED = /\n\/\* cardlab-packed\n([A-Za-z0-9+/=\n]+)\*\/\n$/;

/** The file's text: `header` (comments only), then the packed code, in lines a text editor shows. */
export function packBuggy(header: string, code: string): string {
  const packed = deflateRawSync(Buffer.from(code, 'utf8'), { level: 9 }).toString('base64');
  const lines = packed.match(/.{1,100}/g) ?? [];
  // An empty module for anything that reads the file as TypeScript (an editor, tsc): the code is in the comment.
  return `${header}export {};\n/* cardlab-packed\n${lines.join('\n')}\n*/\n`;
}

/** The code to compile: a packed file's unpacked bundle, any other file's text as it is. */
export function unpackBuggy(text: string): string {
  const packed = PACKED.exec(text)?.[1];
  if (packed === undefined) return text;
  return inflateRawSync(Buffer.from(packed.replace(/\n/g, ''), 'base64')).toString('utf8');
}
