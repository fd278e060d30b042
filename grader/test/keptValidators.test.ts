import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeErrors, keptValidatorFile, validatorFor } from '../src/kit/schemas.ts';

// A schema's validator is kept as ajv's standalone code beside the kit's packages (kit/schemas.ts), so that a command
// neither loads ajv nor compiles the activities' schema. What a kept validator says must be what ajv compiling the
// schema says, a schema edited must get a validator of its own, and a kept file damaged must be compiled again.

const unique = () => `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A schema folder holding `name.schema.json`, a schema no other test uses (its `title` is new). */
function schemaFolder(name: string, required: string): { dir: string; text: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kept-schema-'));
  const schema = {
    title: `kept validator test ${unique()}`,
    type: 'object',
    additionalProperties: false,
    required: [required],
    properties: { hidden: { type: 'array' }, points: { type: 'number', minimum: 0 } },
  };
  const text = JSON.stringify(schema, null, 2);
  writeFileSync(path.join(dir, `${name}.schema.json`), text);
  return { dir, text };
}

describe('a schema validator kept between commands', () => {
  it('is_written_once_and_tells_a_misspelled_field_as_ajv_does', () => {
    const { dir, text } = schemaFolder('manifest', 'points');
    const kept = keptValidatorFile('manifest', text);
    expect(existsSync(kept)).toBe(false);
    const validate = validatorFor(dir, 'manifest');
    expect(existsSync(kept)).toBe(true);
    expect(validate({ points: 1, hiden: [] })).toBe(false);
    expect(describeErrors(validate.errors)).toEqual([
      '(top level): must NOT have additional properties (hiden: did you mean hidden?)',
    ]);

    // Another command (here: another folder with the same schema) loads the kept code, and it says the same.
    const again = path.join(mkdtempSync(path.join(os.tmpdir(), 'kept-schema-')), 'manifest.schema.json');
    writeFileSync(again, text);
    const loaded = validatorFor(path.dirname(again), 'manifest');
    expect(loaded).not.toBe(validate);
    expect(loaded({ points: -1 })).toBe(false);
    expect(describeErrors(loaded.errors)).toEqual(['/points: must be >= 0']);
    expect(loaded({ points: 2 })).toBe(true);
  });

  it('is_compiled_again_when_the_schema_is_edited_or_the_kept_file_damaged', () => {
    const first = schemaFolder('manifest', 'points');
    validatorFor(first.dir, 'manifest');
    const edited = schemaFolder('manifest', 'hidden');
    expect(keptValidatorFile('manifest', edited.text)).not.toBe(keptValidatorFile('manifest', first.text));
    expect(validatorFor(edited.dir, 'manifest')({ points: 1 })).toBe(false);

    const damaged = schemaFolder('manifest', 'points');
    const kept = keptValidatorFile('manifest', damaged.text);
    mkdirSync(path.dirname(kept), { recursive: true });
    writeFileSync(kept, 'throw new Error("damaged");');
    const validate = validatorFor(damaged.dir, 'manifest');
    expect(validate({ hidden: [] })).toBe(false);
    expect(validate({ points: 3 })).toBe(true);
    expect(readFileSync(kept, 'utf8')).not.toContain('damaged');
  });
});
