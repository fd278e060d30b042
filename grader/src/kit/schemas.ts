import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ajv as AjvInstance, ErrorObject, ValidateFunction } from 'ajv';
import { closest } from './closest.ts';

// One ajv instance for every schema in fixtures/schemas; compiled validators are cached by schema name.
// strictRequired is off: `oneOf: [{ required: [a] }, { required: [b] }]` names properties defined by the parent schema.
// verbose: an error carries its schema, so a misspelled field can be told the field it was probably meant to be.
// Loaded at the first schema used, not with the command line: a grade starts its analysis thread first (ajv is a
// tenth of the command line's loading).
let ajv: AjvInstance | undefined;
const newAjv = (): AjvInstance => {
  const { Ajv } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
  return new Ajv({ allErrors: true, strict: true, strictRequired: false, verbose: true });
};
const cache = new Map<string, ValidateFunction>();

export function validatorFor(schemasDir: string, name: string): ValidateFunction {
  const file = path.join(schemasDir, `${name}.schema.json`);
  let validate = cache.get(file);
  if (!validate) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id?: string };
    ajv ??= newAjv();
    validate = ajv.getSchema(schema.$id ?? file) ?? ajv.compile(schema);
    cache.set(file, validate);
  }
  return validate;
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
