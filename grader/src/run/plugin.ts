import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { reboundPath } from '../binding.ts';
import type { KitPaths } from '../kit.ts';
import { isGradedFile, moduleId, parseModuleId, realFile, roleOf, type RunModules } from './modules.ts';
import { importPolicyError } from './policy.ts';
import { confineGradedCode, lockKitExports, RefusedCodeError } from './transforms.ts';

const REFUSED = '\0cardlab-refused:';
const TEST_FILE = /\.test\.[mc]?[jt]s$/;
const SCRIPT = /\.[mc]?[jt]sx?$/;

function inside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The runner's module plugins (DESIGN contract 2 and 7): every import inside a run resolves to a module of that run
 * (sandbox/../modules.ts), bound as the run's binding says; graded code's imports are checked against the policy; the
 * kit's secret folders load only as modules of a run, never by their own path; and graded and kit code get the
 * transforms of transforms.ts.
 */
export function runPlugins(kit: KitPaths, runs: Map<string, RunModules>): Plugin[] {
  const secret = [kit.solutions, kit.buggy, kit.suites, kit.fixtures];
  const refuse = (message: string) => `${REFUSED}${encodeURIComponent(message)}`;
  const resolver: Plugin = {
    name: 'cardlab-run-modules',
    enforce: 'pre',
    async resolveId(source, importer) {
      const from = importer ? parseModuleId(runs, importer) : undefined;
      // A run's own ids are written only by the runner (the files it starts from): never taken from graded code.
      if (source.includes('?cardlab-run=')) return !from && parseModuleId(runs, source) ? source : refuse(`'${source}' is not a module of this run`);
      if (!from) return null;
      const { binding } = from.modules.run;
      const graded = isGradedFile(binding, from.file);
      const refusal = graded ? importPolicyError(source, TEST_FILE.test(from.file)) : undefined;
      if (refusal) return refuse(refusal);
      if (!source.startsWith('.') && !path.isAbsolute(source)) return null;
      const resolved = await this.resolve(source, from.file, { skipSelf: true });
      if (resolved?.external) return graded ? refuse(`'${source}' is not a file graded code may import`) : null;
      const file = resolved ? resolved.id.split('?')[0]! : path.resolve(path.dirname(from.file), source);
      if (graded && !binding.workDirs.some((dir) => inside(dir, realFile(file)))) {
        return refuse(`'${source}' leads outside the submission: graded code may import only its own files and the kit's provided files`);
      }
      const role = roleOf(binding, file);
      if (!role) return null;
      const target = reboundPath(binding, file, from.file) ?? file;
      if (!existsSync(target)) return refuse(`cannot find '${source}' (imported by ${from.role})`);
      return moduleId(from.modules, role, target);
    },
    load(id) {
      if (id.startsWith(REFUSED)) throw new Error(decodeURIComponent(id.slice(REFUSED.length)));
      const found = parseModuleId(runs, id);
      // Data (JSON fixtures) is served as a module: the JSON plugin does not look at ids with a query.
      if (found) return found.file.endsWith('.json') ? `export default ${readFileSync(found.file, 'utf8')};` : readFileSync(found.file, 'utf8');
      if (id.includes('?cardlab-run=')) throw new Error('not a module of any run');
      const file = id.split('?')[0]!;
      if (secret.some((dir) => inside(dir, file))) throw new Error(`${path.basename(file)} is the kit's, and loads only inside a run`);
      return null;
    },
  };
  const transformer: Plugin = {
    name: 'cardlab-run-transforms',
    enforce: 'post',
    transform(code, id) {
      const found = parseModuleId(runs, id);
      if (!found || !SCRIPT.test(found.file)) return null;
      if (isGradedFile(found.modules.run.binding, found.file)) {
        try {
          return confineGradedCode(code, (source) => this.parse(source), TEST_FILE.test(found.file));
        } catch (error) {
          if (error instanceof RefusedCodeError) this.error(error.message, error.position);
          throw error;
        }
      }
      const fromKit = [kit.solutions, kit.buggy, kit.activities].some((dir) => inside(dir, found.file));
      return fromKit && !TEST_FILE.test(found.file) ? lockKitExports(code, (source) => this.parse(source)) : null;
    },
  };
  return [resolver, transformer];
}
