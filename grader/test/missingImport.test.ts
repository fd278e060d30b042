import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { meantImport } from '../src/run/missingImport.ts';

/** A lab folder with two stages, as a student has it. */
function lab(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-imports-'));
  for (const [file, text] of Object.entries({
    '01-card/Card.ts': 'export class Card {}\n',
    '01-card/CardTester.test.ts': '',
    '02-deck/Deck.ts': '',
  })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the import a student most likely meant', () => {
  const root = lab();
  const from = path.join(root, '02-deck');
  const meant = (source: string) => {
    const wanted = path.resolve(from, source);
    return meantImport(source, wanted, [path.dirname(wanted)]);
  };

  it('mends_a_slip_in_the_file_name_spelled_as_the_student_spelled_it', () => {
    expect(meant('../01-card/Cards.ts')).toBe('../01-card/Card.ts');
    expect(meant('../01-card/Cards')).toBe('../01-card/Card');
    expect(meant('../01-card/card.ts')).toBe('../01-card/Card.ts');
  });

  it('mends_a_slip_in_the_folder_name_too', () => {
    expect(meant('../01-cards/Card.ts')).toBe('../01-card/Card.ts');
  });

  it('suggests_nothing_for_a_name_close_to_no_file', () => {
    expect(meant('../01-card/Shuffler.ts')).toBeUndefined();
    expect(meant('./Board.ts')).toBeUndefined();
  });
});
