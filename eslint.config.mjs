// ESLint for the whole repository: the recommended JS and TypeScript rules, React's hooks rules,
// and the borders that keep the build, the speed layer and the site apart (each names its way out).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

// The borders of the speed layer (speed/README.md, "Borders"); speed/borders.test.ts holds
// internalUsers equal to usedBy in speed/upstream.ts.
export const speedSwizzles = [
  'src/theme/CodeBlock/index.tsx',
  'src/theme/CodeBlock/Buttons/index.tsx',
  'src/theme/CodeBlock/Content/String.tsx',
  'src/theme/CodeBlock/Line/index.tsx',
  'src/theme/Tabs/index.tsx',
];
export const internalUsers = [
  'src/components/NotFoundSuggestions/index.tsx',
  'src/theme/AnnouncementBar/index.tsx',
  'src/theme/CodeBlock/Buttons/CopyButton/index.tsx',
  'src/theme/CodeBlock/Content/String.tsx',
  'src/theme/LiveCodeBlock/index.tsx',
  'src/theme/Navbar/MobileSidebar/index.tsx',
  'src/theme/Tabs/index.tsx',
];
const internals = {
  group: [
    '@docusaurus/*/lib/**',
    '@docusaurus/theme-common/internal',
    '@theme-init/*',
    '@generated/*',
  ],
  message:
    "Docusaurus's internals belong to the speed layer; elsewhere, pin the file first (usedBy in speed/upstream.ts, internalUsers here).",
};
const layer = {
  regex: '^(@site/|(\\.\\./)+)speed(/|$)',
  message:
    'The site reaches the speed layer only through the speed swizzles (speedSwizzles here, src/theme/README.md).',
};
const site = {
  regex: '^(@site/|(\\.\\./)+)(src|plugins)(/|$)',
  message:
    'The speed layer imports nothing of the site: move what it needs into speed/, or let the site call the layer.',
};
const restrict = (...patterns) => ({'no-restricted-imports': ['error', {patterns}]});

// What the build loads (issue 55): the site's sources, which the scale bench copies without
// scripts/ and tests/ (scripts/bench/scale/scaledSite.ts).
export const buildSources = [
  'config/**',
  'src/**',
  'plugins/**',
  'speed/**',
  'docusaurus.config.ts',
  'sidebars.ts',
];
// The layers, each importing only those below it: the tests (tests/ and every *.test.ts), the tools
// (scripts/), then what the build loads, in which docusaurus.config.ts and config/ hand plugins/
// their options and src/ is below plugins/ (the speed layer has its own borders, above).
// scripts/borders.test.ts holds each border.
const testFiles = ['**/*.test.{ts,tsx}'];
const tools = {
  regex: '^(@site/|\\./|(\\.\\./)+)(scripts|tests)(/|$)',
  message:
    'The build loads nothing of scripts/ or tests/: move what it needs beside the code that runs it (as plugins/output-pipeline/precompress.ts), and let the scripts import it from there.',
};
const testsOfTools = {
  regex: '^(@site/|(\\.\\./)+)tests(/|$)',
  message:
    'The tools import nothing of tests/: move what both use into scripts/ (as scripts/measure/), and let the tests import it from there.',
};
const pluginsOfSite = {
  regex: '^(@site/|(\\.\\./)+)plugins(/|$)',
  message:
    "The site's components import nothing of plugins/: move what both use into src/lib/ (as src/lib/recentPosts.ts) for the plugin to import, or let the plugin hand it over as data.",
};
const configOfPlugins = {
  regex: '^(@site/|(\\.\\./)+)config(/|$)',
  message:
    'A plugin takes its settings as options: docusaurus.config.ts gives them, its validateOptions checks them (as plugins/recent-posts does), instead of an import of config/.',
};
// typescript-eslint's copy of the rule, so that these add to the speed layer's borders instead of
// replacing them (a later block's options for the same rule replace an earlier one's: a file under
// two borders gets one block of both).
const border = (files, ...patterns) => ({
  files,
  ignores: testFiles,
  rules: {'@typescript-eslint/no-restricted-imports': ['error', {patterns}]},
});
const only = (list, not) => list.filter((file) => !not.includes(file));

export default tseslint.config(
  // Built and generated files: .docusaurus-preview/ is `npm run preview:post`'s, which `npm test`
  // met after a preview.
  {
    ignores: ['build/', 'build-test*/', '.docusaurus*/', 'node_modules/', 'tests/.tmp/', 'static/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**/*.{ts,mjs}'],
    languageOptions: {globals: {process: 'readonly', console: 'readonly', URL: 'readonly'}},
  },
  {files: ['speed/**'], rules: restrict(site)},
  {ignores: ['speed/**', 'src/**'], rules: restrict(internals)},
  {
    files: ['src/**'],
    ignores: [...speedSwizzles, ...internalUsers],
    rules: restrict(internals, layer),
  },
  {files: only(internalUsers, speedSwizzles), rules: restrict(layer)},
  {files: only(speedSwizzles, internalUsers), rules: restrict(internals)},
  border(buildSources, tools),
  border(['src/**'], tools, pluginsOfSite),
  border(['plugins/**'], tools, configOfPlugins),
  border(['scripts/**'], testsOfTools),
  {
    // Build loaders Rspack requires as plain CommonJS.
    files: ['plugins/**/*.cjs', 'speed/**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', require: 'readonly'}},
  },
  // Off: every rule that only holds layout, which Prettier owns (prettier.config.mjs).
  prettier,
  // What a formatter cannot hold, after it so that nothing turns these off again.
  {
    rules: {
      // Braces around any body that spans lines; a one-line `if (x) return;` stays as it is, the
      // way this code is written throughout. ('all' would add a brace pair to some 900 one-line
      // bodies.)
      curly: ['error', 'multi-line'],
      // `a ? b : c ? d : e` reads as a puzzle: ifs or a lookup table say the same plainly.
      'no-nested-ternary': 'error',
      // `(a(), b)`: two statements hidden in one expression.
      'no-sequences': 'error',
      // No coercing comparisons, not even against null: `=== undefined` and `?? ` say what is
      // meant.
      eqeqeq: ['error', 'always'],
    },
  },
);
