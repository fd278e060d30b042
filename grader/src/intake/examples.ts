import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { assembleSubmission, type Recipe } from './assemble.ts';
import { describeErrors, validatorFor } from '../kit/schemas.ts';

export function examplesDir(kitRoot: string): string {
  return path.join(kitRoot, 'grader', 'examples');
}

export function exampleNames(kitRoot: string): string[] {
  const dir = examplesDir(kitRoot);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.replace(/\.json$/, ''))
        .sort()
    : [];
}

/** Builds a bundled example submission from its recipe into `outDir` (validated with ajv first). */
export function buildExample(kitRoot: string, name: string, activities: Activity[], outDir: string): void {
  const file = path.join(examplesDir(kitRoot), `${name}.json`);
  if (!existsSync(file))
    throw new Error(`there is no example "${name}"; examples: ${exampleNames(kitRoot).join(', ') || 'none'}`);
  const recipe = JSON.parse(readFileSync(file, 'utf8')) as { activities: Recipe };
  const validate = validatorFor(path.join(kitRoot, 'fixtures', 'schemas'), 'example-recipe');
  if (!validate(recipe)) throw new Error(`grader/examples/${name}.json: ${describeErrors(validate.errors).join('; ')}`);
  assembleSubmission(kitRoot, activities, recipe.activities, outDir, examplesDir(kitRoot));
}
