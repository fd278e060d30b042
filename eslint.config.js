// Lint, run by `npm test` (npm run lint): the kit's layers are one-way and no module imports itself round a cycle.
// Formatting is prettier's (.prettierrc.json); this checks what a formatter cannot.
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/** A zone of import-x/no-restricted-paths: files under `target` may not import from `from`. */
const layer = (target, from, message) => ({ target, from, message });

// The engine's rooms (grader/src/<room>/, each with a header comment saying what it owns), lowest first: a room
// may import the rooms below it, never one above. The pipelines (grader/src/*.ts, one per command) sit on top of
// them all. kit: the kit model · sandbox: confinement · run: running tests · intake: what was handed in ·
// analysis: type check and lab rules · plan: the runs of a stage · score: points and the result model ·
// report: renderings · class: a class graded over several processes · release, authoring: what ships, and
// verify's authoring checks.
const ROOMS = [
  'kit',
  'sandbox',
  'run',
  'intake',
  'analysis',
  'plan',
  'score',
  'report',
  'class',
  'release',
  'authoring',
];
const ENGINE_ROOMS = ROOMS.flatMap((room, index) => [
  ...ROOMS.slice(index + 1)
    // release and authoring stand side by side: neither imports the other.
    .filter((above) => !(room === 'release' && above === 'authoring'))
    .map((above) =>
      layer(
        `./grader/src/${room}`,
        `./grader/src/${above}`,
        `the engine's ${room}/ room must not depend on ${above}/, a room above it`,
      ),
    ),
  layer(
    `./grader/src/${room}`,
    './grader/src/*.ts',
    `the engine's ${room}/ room must not depend on a pipeline (grader/src/*.ts)`,
  ),
]);

// The layers, lowest first: lab code (activities, solutions, buggy, wheats) knows nothing of the grader; the engine
// (grader/src) knows nothing of the games, the web pages or the command line; the games know the engine only; the
// web pages know the engine and the games; the command line knows all of them. Tests and the bench sit on top.
const LAYERS = [
  ...['activities', 'solutions', 'buggy', 'wheats'].map((lab) =>
    layer(`./${lab}`, './grader', 'lab code must not depend on the grader: students get it without the grader'),
  ),
  layer('./grader/src', './grader/cli', 'the engine must not depend on the command line'),
  layer('./grader/src', './grader/games', 'the engine must not depend on the games'),
  layer('./grader/src', './grader/web', 'the engine must not depend on the web pages'),
  layer('./grader/games', './grader/cli', 'the games must not depend on the command line'),
  layer('./grader/games', './grader/web', 'the games must not depend on the web pages'),
  layer('./grader/web', './grader/cli', 'the web pages must not depend on the command line'),
  ...ENGINE_ROOMS,
  ...['./grader/src', './grader/cli', './grader/games', './grader/web'].flatMap((below) => [
    layer(below, './grader/test', 'nothing the kit runs may depend on its tests'),
    layer(below, './grader/bench', 'nothing the kit runs may depend on the bench'),
  ]),
];

export default tseslint.config(
  {
    ignores: ['node_modules/**', '.cardlab/**', 'coverage/**', 'grader/examples/**', '**/*.d.ts'],
  },
  {
    files: ['**/*.ts', '**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
    },
  },
  {
    // Stubs take the parameters their handout names and use none of them yet: only the kit's own code is held to this.
    files: ['grader/**/*.ts', 'grader/**/*.js', 'solutions/**/*.ts', 'buggy/**/*.ts', 'wheats/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // One file per command: a command never imports another (what two commands share lives in grader/cli/).
    files: ['grader/cli/commands/*.ts'],
    ignores: ['grader/cli/commands/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*'],
              message: 'a command must not import another command: move what they share to grader/cli/',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine's own lines fit the width prettier formats to; strings and patterns may run longer.
    files: [
      'grader/src/**/*.ts',
      'grader/cli/**/*.ts',
      'grader/games/**/*.ts',
      'grader/web/**/*.ts',
      'grader/bin/*.js',
    ],
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
);
