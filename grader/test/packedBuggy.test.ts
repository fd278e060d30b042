/** A student kit's buggy implementations: packed so that no correct code and no bug is in sight, run as built. */
import { describe, expect, it } from 'vitest';
import { packBuggy, unpackBuggy } from '../src/kit/packedBuggy.ts';

const code =
  'var d=class{isEmpty(){return this.undealt<0}toString(){return`size = ${this.undealt}\\nUndealt cards: `}};export{d as Deck};';

describe('a packed buggy implementation', () => {
  it('keeps its header, shows none of its code, and unpacks to exactly the bundle', () => {
    const header = '// compiled\n/**\n * @hint What should an empty deck say?\n */\n// @ts-nocheck\n';
    const text = packBuggy(header, code);
    expect(text.startsWith(header)).toBe(true);
    for (const secret of ['isEmpty', 'undealt', 'Undealt cards', 'size = ', 'class'])
      expect(text).not.toContain(secret);
    expect(text.split('\n').every((line) => line.length <= 100)).toBe(true);
    expect(unpackBuggy(text)).toBe(code);
  });

  it('leaves every other file as it is', () => {
    const source = 'export const x = 1; /* cardlab-packed is only a word here */\n';
    expect(unpackBuggy(source)).toBe(source);
  });
});
