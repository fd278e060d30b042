import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeErrors, validatorFor } from '../kit/schemas.ts';

/** Writes a report after validating it against its schema in fixtures/schemas (an invalid one is a grader bug). */
export function writeValidated(file: string, data: unknown, schemasDir: string, schema: string): void {
  const validate = validatorFor(schemasDir, schema);
  if (!validate(data)) {
    throw new Error(
      `internal error: the ${schema} output does not match its schema: ${describeErrors(validate.errors).join('; ')}`,
    );
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeWhole(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * Writes `text` to `file` whole or not at all: a reader (or a batch run again after a crash) never sees half a
 * report, and a write that fails (a full disk) leaves neither half a file nor its partial copy behind.
 */
export function writeWhole(file: string, text: string): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, text);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
