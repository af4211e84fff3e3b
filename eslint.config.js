import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * Words that differ only by language come from the feature's typed dictionary (lib/*-text.ts, wordsIn from
 * shared/words.ts) or, for a case's own data, localized(item, 'label', lang): never from a ternary on the
 * language in a component (`lang === 'ko' ? a : b`, `ko ? a : b`, `isKo ? a : b`), where a missing Korean
 * word goes unseen and the text is scattered through the markup. A selector list for no-restricted-syntax.
 */
const languageTernaryMessage =
  "Words by language come from the feature's dictionary (lib/*-text.ts, wordsIn) or localized(), not a ternary on the language.";
const languageCode = '/^(ko|en)$/';
const equality = '[test.operator=/^[!=]==$/]';
export const languageTernaries = [
  // lang === 'ko' ? ... and seat.lang === 'en' ? ... (=== or !==)
  `ConditionalExpression${equality}[test.left.name='lang'][test.right.value=${languageCode}]`,
  `ConditionalExpression${equality}[test.left.property.name='lang'][test.right.value=${languageCode}]`,
  // 'ko' === lang ? ...
  `ConditionalExpression${equality}[test.right.name='lang'][test.left.value=${languageCode}]`,
  `ConditionalExpression${equality}[test.right.property.name='lang'][test.left.value=${languageCode}]`,
  // ko ? ... and isKo ? ...
  "ConditionalExpression[test.type='Identifier'][test.name=/^(ko|isKo)$/]",
].map((selector) => ({ selector, message: languageTernaryMessage }));

/** Every page listens through the one live client (see the no-restricted-syntax blocks below). */
const eventSourceOutsideLiveClient = {
  selector: "NewExpression[callee.name='EventSource']",
  message: 'Listen through subscribeLive (client/src/lib/live/live-connection.ts), the one live client.',
};

const root = import.meta.dirname;
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/**
 * Who may import whom (bulletproof-react's zones). Each zone says: files
 * under `target` may not import files under `from`, except `except`. Imports are resolved first (the `@/`
 * and `@shared/` aliases through the tsconfig projects), so an alias and a relative path are judged alike;
 * `import()` counts too.
 */
/**
 * Features that many pages show a piece of (a class timer chip, a class picker, a closed notice, the teaching
 * notes, the debrief's Release button): any feature may use them, and they use no feature at all, so they stay leaves.
 */
const sharedFeatures = ['class-timer', 'classes', 'debrief-release', 'teaching-notes', 'visibility'];

/**
 * The server modules' order, in layers (server/modules/README.md says why each is where it is): a module
 * imports the public face of a module in an earlier layer, never one of its own layer or a later one. What an
 * earlier module needs of a later one the later module registers on the earlier one's face (server/lib/module-hook.ts).
 * auth and classes are underneath everyone, with server/db, server/lib, server/live and server/middleware.
 */
const serverModuleOrder = [
  ['auth', 'classes'],
  [
    'seats',
    'cases',
    'visibility',
    'presenter',
    'health',
    'class-timer',
    'feedback',
    'privacy',
    'dashboard',
    'guide',
  ],
  ['pairing', 'join', 'decks', 'results'],
  ['roles', 'deal'],
  ['debrief', 'tariff'],
  ['events', 'reports'],
];
const layerOfServerModule = (m) => {
  const layer = serverModuleOrder.findIndex((modules) => modules.includes(m));
  if (layer < 0) throw new Error(`server/modules/${m} has no place in serverModuleOrder (eslint.config.js)`);
  return layer;
};

const boundaries = [
  // A feature uses components/, hooks/, lib/, shared/, the shared features and itself, never another
  // feature: what two features share moves down, and the two are put together in app/ (the route table).
  ...foldersOf('./client/src/features/').map((f) => ({
    target: `./client/src/features/${f}`,
    from: './client/src/features',
    except: sharedFeatures.includes(f) ? [`./${f}`] : [`./${f}`, ...sharedFeatures.map((s) => `./${s}`)],
    message: sharedFeatures.includes(f)
      ? `${f} is a shared feature: it imports no other feature (move what it needs to components/, hooks/, lib/ or shared/).`
      : `A feature imports no other feature but the shared ones (${sharedFeatures.join(', ')}): move what ${f} needs to components/, hooks/, lib/ or shared/, or compose the two in app/.`,
  })),
  // One way down: app/ -> features/ -> components/, hooks/, lib/ -> shared/.
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'Features do not import app/: app/ composes features.',
  },
  {
    target: ['./client/src/components', './client/src/hooks', './client/src/lib'],
    from: ['./client/src/features', './client/src/app'],
    message: 'components/, hooks/ and lib/ serve every feature and import none.',
  },
  {
    target: './shared',
    from: ['./client', './server'],
    message: 'shared/ is what client and server agree on: it imports from neither.',
  },
  { target: './client', from: './server', message: 'The client talks to the server over /api only.' },
  // A server module (one API area) uses server/lib, server/middleware, server/db, server/live, shared/, the
  // modules' context.ts, and the public face (index.ts) of a module in an earlier layer of serverModuleOrder:
  // never a module's other files, nor a module of its own layer or a later one. Its tests may import anything.
  ...foldersOf('./server/modules/').map((m) => {
    const layer = layerOfServerModule(m);
    const earlier = serverModuleOrder.slice(0, layer).flat();
    return {
      target: `./server/modules/${m}/**/!(*.test).ts`,
      from: './server/modules',
      except: [`./${m}`, './context.ts', ...earlier.map((e) => `./${e}/index.ts`)],
      message: `${m} imports another module only through its face (index.ts), and only a module in an earlier layer of serverModuleOrder (eslint.config.js; server/modules/README.md): ${earlier.join(', ') || 'none'}.`,
    };
  }),
  // What assembles every module (the app, the reads list) imports their faces, never their other files.
  {
    target: ['./server/app.ts', './server/modules/reads.ts'],
    from: './server/modules',
    except: ['./context.ts', './reads.ts', ...serverModuleOrder.flat().map((m) => `./${m}/index.ts`)],
    message: 'The app assembles the server modules through their faces (server/modules/<name>/index.ts).',
  },
  // Test support (server/test: the harness, helpers that seat a class or fill tables) is for the tests:
  // the running server never loads it.
  {
    target: ['./server/!(test)/**/!(*.test).ts', './server/!(*.test).ts'],
    from: './server/test',
    message: 'server/test is for the tests: the server does not import it.',
  },
  // The page cache keeps pages: what a page read and whether it may be kept come from server/lib/reads.ts,
  // the settings version from server/db/settings-version.ts, never from a module's or the seed's internals.
  {
    target: ['./server/page-cache', './server/lib'],
    from: ['./server/modules', './server/db/migrate.ts'],
    message:
      'The page cache and server/lib know no module: modules declare their reads (server/lib/reads.ts).',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'migrations', 'public', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // A boundary is checked on the resolved file: an import that does not resolve would pass unseen.
      'import-x/no-unresolved': ['error', { ignore: ['\\?(url|raw|worker)$'] }],
    },
  },
  // Each side's confidential figures (shared/case-figures) are for the server and the tests only: the
  // client's code, and the shared code it loads, never imports them, so none is in the JavaScript every
  // visitor downloads (the instructor's pages read them from the API, signed in).
  {
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/__tests__/**',
      'client/src/test/**',
      'shared/testing/**',
      'shared/case-figures/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/case-figures', '**/case-figures/**'],
              message:
                "shared/case-figures holds both sides' confidential figures: only the server and the tests import it. The client reads them from the API (GET /api/sims/{key}/case-figures, instructor only).",
            },
          ],
        },
      ],
    },
  },
  // One live client for the app and the presenter (lib/live/live-connection.ts): its reopening after an
  // answer that is not a stream (a proxy's 502 while a process stops) is then every page's.
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**', 'client/src/lib/live/live-connection.ts'],
    rules: {
      'no-restricted-syntax': ['error', eventSourceOutsideLiveClient],
    },
  },
  // The features' components also take their words from a dictionary, not a ternary on the language. The
  // EventSource rule is repeated: a later block's no-restricted-syntax replaces an earlier one's for its files.
  {
    files: ['client/src/features/*/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**'],
    rules: {
      'no-restricted-syntax': ['error', eventSourceOutsideLiveClient, ...languageTernaries],
    },
  },
  // A function or component a reader can hold: at most 150 lines from its first to its last, comments and
  // blanks included (they are read too). A longer one is split along what it does, into small files whose
  // names say what they hold; one that must stay long says why above itself:
  // `// eslint-disable-next-line max-lines-per-function -- <the reason>`. Production code and the code the
  // tests stand on (server/test's harness and fills, shared/testing) are held to it; the tests themselves
  // (*.test.*, __tests__, client/src/test's setup, e2e) are not: a describe's callback is as long as its list
  // of cases, which reads one case at a time.
  {
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**', 'client/src/test/**'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
);
