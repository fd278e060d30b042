import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { reboundPath, type Binding } from '../kit/binding.ts';
import { isProvided } from '../kit/providedFiles.ts';
import { resolveFile } from '../run/graph.ts';
import { providedTwin } from '../kit/solutionsOverlay.ts';
import { kitCompilerSettings } from './typecheck.ts';
import { hostFor } from './compilerHost.ts';

// Without a kit (a rule checked on its own), the language alone: what a file needs beyond it is unresolved.
const BARE: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  noEmit: true,
  strict: true,
  lib: ['lib.es2022.d.ts'],
  types: [],
};

/**
 * The file a relative import of the rule's files loads when it runs: the file the run graph picks (graph.ts, so the
 * types are those of the code that runs, `./x.js` beside `./x.ts` included), put through the binding the run has
 * (kit/binding.ts: in grading, another stage's file is its reference and a provided file the kit's copy, whatever
 * the submission holds), else the kit's copy the binding supplies for a file the submission does not hold.
 */
function runsAs(
  literal: string,
  importer: string,
  shownFrom: string,
  binding: Binding | undefined,
): string | undefined {
  const wanted = path.resolve(path.dirname(importer), literal);
  const found = resolveFile(wanted);
  if (!binding) return found;
  const { kit } = binding;
  const bound = reboundPath(binding, found ?? wanted, importer);
  if (bound !== undefined && resolveFile(bound)) return resolveFile(bound);
  if (found) return found;
  // A kit file (a reference) names provided code through solutions/ (solutionsOverlay.ts).
  const twin = providedTwin(kit, wanted);
  if (twin !== undefined && resolveFile(twin)) return resolveFile(twin);
  const relative = path.relative(shownFrom, wanted);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const copies = [kit.activities, kit.solutions].map((dir) => resolveFile(path.join(dir, relative)));
  const provided = copies[0] && isProvided(kit, copies[0]) ? copies[0] : undefined;
  return provided ?? copies[1] ?? copies[0];
}

/**
 * One program of the files a rule covers, typed as they run: the kit's compiler settings (its libraries and Node's
 * types, as the type check has them), imports resolved as the run resolves them under `binding`, and every file of
 * the submission read as TypeScript whatever its name ends with (the compiler reads a `.js` file of it as TypeScript).
 */
export function ruleProgram(paths: string[], shownFrom: string, binding?: Binding): ts.Program {
  const kit = binding?.kit;
  const settings = kit ? kitCompilerSettings(kit.root) : { options: BARE, declarations: [] };
  const options: ts.CompilerOptions = {
    ...settings.options,
    allowJs: true,
    noEmit: true,
    ...(kit ? { typeRoots: [path.join(kit.root, 'node_modules', '@types')] } : {}),
  };
  const host = hostFor(options, shownFrom, kit && { root: kit.root });
  const parse = host.getSourceFile.bind(host);
  const inSubmission = (file: string) => !path.relative(shownFrom, file).startsWith('..');
  host.getSourceFile = (fileName, language, onError, shouldCreate) => {
    if (!inSubmission(fileName) || fileName.endsWith('.ts') || !existsSync(fileName))
      return parse(fileName, language, onError, shouldCreate);
    const text = host.readFile(fileName) ?? '';
    return ts.createSourceFile(fileName, text, language, true, ts.ScriptKind.TS);
  };
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      if (!literal.text.startsWith('.'))
        return ts.resolveModuleName(
          literal.text,
          kit ? path.join(kit.root, 'package.json') : containingFile,
          options,
          host,
        );
      const file = runsAs(literal.text, containingFile, shownFrom, binding);
      if (!file) return { resolvedModule: undefined };
      const extension = file.endsWith('.d.ts') ? ts.Extension.Dts : ts.Extension.Ts;
      return { resolvedModule: { resolvedFileName: file, extension, isExternalLibraryImport: false } };
    });
  return ts.createProgram({ rootNames: [...paths, ...settings.declarations], options, host });
}
