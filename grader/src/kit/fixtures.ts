import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { KitPaths } from './kit.ts';
import { describeErrors, validatorFor } from './schemas.ts';

export interface FixtureCheck {
  file: string;
  problems: string[];
}

/** The sources of the lab's hidden suites and of the grader's own tests: where fixtures are read. */
function readerSources(kit: KitPaths, lab: string): string {
  return [path.join(kit.suites, lab), path.join(kit.root, 'grader', 'test')]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      (readdirSync(dir, { recursive: true }) as string[])
        .filter((name) => name.endsWith('.ts'))
        .map((name) => readFileSync(path.join(dir, name), 'utf8')),
    )
    .join('\n');
}

/**
 * Every fixture of a lab names its schema (`"schema": "card-text"`), validates against
 * fixtures/schemas/<schema>.schema.json, and is read by a hidden suite (or a grader test), whose passing on the
 * reference is what proves the fixture matches what the reference renders.
 */
export function checkFixtures(kit: KitPaths, lab: string): FixtureCheck[] {
  const dir = path.join(kit.fixtures, lab);
  if (!existsSync(dir)) return [];
  const sources = readerSources(kit, lab);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const problems: string[] = [];
      let data: { schema?: unknown } = {};
      try {
        data = JSON.parse(readFileSync(file, 'utf8')) as { schema?: unknown };
      } catch (error) {
        return { file: `fixtures/${lab}/${name}`, problems: [`not valid JSON: ${(error as Error).message}`] };
      }
      if (typeof data.schema !== 'string' || !existsSync(path.join(kit.schemas, `${data.schema}.schema.json`))) {
        problems.push(`"schema" must name a schema in fixtures/schemas (got ${JSON.stringify(data.schema)})`);
      } else {
        try {
          const validate = validatorFor(kit.schemas, data.schema);
          if (!validate(data)) problems.push(...describeErrors(validate.errors));
        } catch (error) {
          problems.push(
            `its schema fixtures/schemas/${data.schema}.schema.json does not compile: ${(error as Error).message}`,
          );
        }
      }
      if (!sources.includes(name))
        problems.push(`no hidden suite (or grader test) reads it, so nothing proves it matches the reference`);
      return { file: `fixtures/${lab}/${name}`, problems };
    });
}
