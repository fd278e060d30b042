import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ajv as AjvInstance, ErrorObject, ValidateFunction } from 'ajv';
import { closest } from './closest.ts';
import { packagesFolder, pruneOlder } from './generated.ts';

const require = createRequire(import.meta.url);

// One ajv instance for every schema in fixtures/schemas; compiled validators are cached by schema name.
// strictRequired is off: `oneOf: [{ required: [a] }, { required: [b] }]` names properties defined by the parent schema.
// verbose: an error carries its schema, so a misspelled field can be told the field it was probably meant to be.
// Loaded at the first schema compiled, not with the command line: a grade starts its analysis thread first.
const OPTIONS = { allErrors: true, strict: true, strictRequired: false, verbose: true } as const;
let ajv: AjvInstance | undefined;
const newAjv = (): AjvInstance => {
  const { Ajv } = require('ajv') as typeof import('ajv');
  // The source of each validator is kept, to be written as a module of its own (keptValidator).
  return new Ajv({ ...OPTIONS, code: { source: true } });
};
const cache = new Map<string, ValidateFunction>();

export function validatorFor(schemasDir: string, name: string): ValidateFunction {
  const file = path.join(schemasDir, `${name}.schema.json`);
  let validate = cache.get(file);
  if (!validate) {
    const text = readFileSync(file, 'utf8');
    const kept = keptValidatorFile(name, text);
    validate = loadKept(kept);
    if (!validate) {
      const schema = JSON.parse(text) as { $id?: string };
      ajv ??= newAjv();
      validate = ajv.getSchema(schema.$id ?? file) ?? ajv.compile(schema);
      keepValidator(ajv, validate, name, kept);
    }
    cache.set(file, validate);
  }
  return validate;
}

/**
 * Where the validator of a schema of this text is kept, as ajv's standalone code, beside the kit's packages (its code
 * requires ajv's runtime helpers from there): loading ajv and compiling the activities' schema was a twelfth of a
 * four-lab grade's time before its first test ran, at every command. Named by the schema, ajv's version and the
 * options: a schema edited is compiled again (and its older code goes a day later).
 */
export function keptValidatorFile(name: string, text: string): string {
  const version = (JSON.parse(readFileSync(require.resolve('ajv/package.json'), 'utf8')) as { version: string })
    .version;
  const hash = createHash('sha256')
    .update(`ajv ${version}\0${JSON.stringify(OPTIONS)}\0${text}`)
    .digest('hex');
  return path.join(packagesFolder(), '.cardlab', `schema-${name}-${hash.slice(0, 16)}.cjs`);
}

function loadKept(file: string): ValidateFunction | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const loaded = require(file) as ValidateFunction | { default?: ValidateFunction };
    return typeof loaded === 'function' ? loaded : loaded.default;
  } catch {
    return undefined; // Damaged: compiled again, and written anew.
  }
}

/** Writes the validator's standalone code, whole or not at all; where the kit cannot be written, it is not kept. */
function keepValidator(instance: AjvInstance, validate: ValidateFunction, name: string, file: string): void {
  try {
    const standalone = (require('ajv/dist/standalone') as { default: typeof import('ajv/dist/standalone').default })
      .default;
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, standalone(instance, validate));
    renameSync(partial, file);
    pruneOlder(`schema-${name}`, file);
  } catch {
    // Not kept: the next command compiles it again.
  }
}

/**
 * A field the schema does not have (an `additionalProperties` error), and the field of the schema it is a slip for
 * when one is close enough (`hiden` for `hidden`).
 */
export function misspelledField(error: ErrorObject): { field: string; meant?: string } | undefined {
  if (error.keyword !== 'additionalProperties') return undefined;
  const field = String(error.params.additionalProperty);
  const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const [meant] = closest(
    field,
    Object.keys(properties).map((name) => ({ name, forms: [name] })),
  );
  return { field, ...(meant === undefined ? {} : { meant }) };
}

function unknownField(error: ErrorObject): string {
  const { field, meant } = misspelledField(error)!;
  return meant === undefined ? field : `${field}: did you mean ${meant}?`;
}

/** ajv's errors as short lines such as `/hidden/0/suite: must match pattern "..."`. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath || '(top level)';
    const extra = error.keyword === 'additionalProperties' ? ` (${unknownField(error)})` : '';
    return `${where}: ${error.message ?? 'is invalid'}${extra}`;
  });
}
