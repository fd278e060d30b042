import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

// One ajv instance for every schema in fixtures/schemas; compiled validators are cached by schema name.
// strictRequired is off: `oneOf: [{ required: [a] }, { required: [b] }]` names properties defined by the parent schema.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
const cache = new Map<string, ValidateFunction>();

export function validatorFor(schemasDir: string, name: string): ValidateFunction {
  const file = path.join(schemasDir, `${name}.schema.json`);
  let validate = cache.get(file);
  if (!validate) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id?: string };
    validate = ajv.getSchema(schema.$id ?? file) ?? ajv.compile(schema);
    cache.set(file, validate);
  }
  return validate;
}

/** ajv's errors as short lines such as `/hidden/0/suite: must match pattern "..."`. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath || '(top level)';
    const extra = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
    return `${where}: ${error.message ?? 'is invalid'}${extra}`;
  });
}
