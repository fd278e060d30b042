import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import ts from 'typescript';
import { analyseAside } from '../src/analysis/analysis.ts';
import { beginRequest, endRequest, hostFor } from '../src/analysis/compilerHost.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { listActivities } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';

const card = listActivities(KIT_ROOT, 'elevens').find((a) => a.id === 'elevens/01-card')!;

describe('the type check reads the submission, the kit and the language, nothing else of the machine', () => {
  // The thread that type-checks a class's students one after another kept every file read outside the submission:
  // a student who named one file through many paths (`/proc/self/root/…`) made it hold a gigabyte for the rest of
  // the class. Such a file is now one that is not there.
  it('takes a file named outside them as not found, by any path, and its declarations are not seen', async () => {
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'cardlab-elsewhere-'));
    const outside = path.join(elsewhere, 'outside.d.ts');
    writeFileSync(outside, 'declare const fromOutside: number;\n');
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-host-')), 'work');
    assembleSubmission(KIT_ROOT, [card], { [card.id]: 'reference' }, root);
    const cardFile = path.join(root, card.id, 'Card.ts');
    const through = path.join('/proc/self/root', outside);
    const references = `/// <reference path="${outside}" />\n/// <reference path="${through}" />\n`;
    writeFileSync(
      cardFile,
      `${references}${readFileSync(cardFile, 'utf8')}\nexport const seen: number = fromOutside;\n`,
    );
    const analysis = await analyseAside(kitPaths(KIT_ROOT), root, [card], { types: {}, rules: false });
    const messages = (analysis.typeProblems.get(card.id) ?? []).map((p) => `${p.line}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        `1: File '${outside}' not found.`,
        `2: File '${through}' not found.`,
        expect.stringMatching(/^\d+: Cannot find name 'fromOutside'/),
      ]),
    );
  });
});

describe("the submission's files as the analysis parses them", () => {
  // The programs of one request (the type check, each stage's rules) share a student's parsed file; the next request
  // (the next save in `watch`, the next student) reads it afresh.
  it('are_parsed_once_a_request_and_read_again_in_the_next', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-host-'));
    const file = path.join(root, 'Card.ts');
    writeFileSync(file, 'export const rank = 1;\n');
    const options = { target: ts.ScriptTarget.ES2022 };
    const host = hostFor(options, root);
    const parse = () => host.getSourceFile(file, ts.ScriptTarget.ES2022)!;
    beginRequest();
    try {
      const first = parse();
      expect(hostFor(options, root).getSourceFile(file, ts.ScriptTarget.ES2022)).toBe(first);
      writeFileSync(file, 'export const rank = 2;\n');
      expect(parse().text).toBe('export const rank = 1;\n');
    } finally {
      endRequest();
    }
    beginRequest();
    try {
      expect(parse().text).toBe('export const rank = 2;\n');
    } finally {
      endRequest();
    }
  });
});
