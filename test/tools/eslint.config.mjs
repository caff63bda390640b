// ESLint (flat config) for the whole repository; run from the root with `npm run lint`.
// Kept under test/tools because the top level of the repository is fixed.
import js from '@eslint/js';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const root = join(import.meta.dirname, '..', '..');

const TYPEORM_ONLY_IN_REPOSITORIES = { name: 'typeorm', importNames: ['Repository', 'EntityManager'], message: 'Only repositories touch TypeORM.' };
const CODED_ERRORS = {
  name: '@nestjs/common',
  importNames: ['HttpException', 'BadRequestException', 'NotFoundException', 'ConflictException', 'ForbiddenException', 'UnauthorizedException', 'InternalServerErrorException'],
  message: 'Throw a coded domain error (AppError) instead.',
};

/**
 * Code in src/ and test/ reaches src/ by `src/...` paths (tsconfig `paths`; the swc build makes them relative in dist/),
 * never by a `../../` chain. A chain that leaves src/ for test/ or migrations/ is still relative.
 */
const NO_LONG_CHAINS = {
  regex: '^(\\.\\./){2,}(?!(\\.\\./)*(test|migrations)(/|$))',
  message: "Import from src/ by its 'src/...' path, not a '../../' chain.",
};

/**
 * Services, controllers and jobs call another module's service, never its repository. A module's feature folders
 * (leads' intake, opportunities, calls, reporting) are one Nest module and share its repositories, which they import
 * relatively; what counts as "another module" depends on depth: from `src/modules/x/a.service.ts` any `../y/…`, and
 * from anywhere any `src/modules/…` path.
 */
const layerRules = (files, paths, depth) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      paths,
      patterns: [
        { group: [`${'../'.repeat(depth)}*/**/*.repository`, 'src/modules/**/*.repository'], message: "Call the owning module's service, not its repository." },
        NO_LONG_CHAINS,
      ],
    }],
  },
});
const FEATURE_FOLDER = 'src/modules/*/*/**/';

export default tseslint.config(
  { basePath: root },
  {
    ignores: [
      '**/node_modules/**', 'dist/**', 'admin/dist/**', '.data/**', 'coverage/**',
      'test/browser/artifacts/**', 'test-results/**', '**/*.js', 'test/artifacts/**',
      // generated from openapi.json by admin/scripts/api-types.mjs
      'admin/src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The scripts (benchmarks, corpus builders, build and CI tools) run on Node as they are; admin's build scripts too.
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['admin/vite.config.ts', 'admin/vitest.config.ts'] }, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-params': ['error', 7],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/config/**', 'src/database/data-source.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through AppConfigService (src/config only).' }],
    },
  },
  {
    files: ['src/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.name='forwardRef']", message: 'Break the cycle with a queue job or an outbox event.' }],
    },
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'migrations/**/*.ts'],
    ignores: ['test/browser/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_LONG_CHAINS] }] },
  },
  layerRules(['src/**/*.controller.ts'], [TYPEORM_ONLY_IN_REPOSITORIES], 1),
  layerRules(['src/**/*.service.ts', 'src/**/*.job.ts'], [TYPEORM_ONLY_IN_REPOSITORIES, CODED_ERRORS], 1),
  layerRules([`${FEATURE_FOLDER}*.controller.ts`], [TYPEORM_ONLY_IN_REPOSITORIES], 2),
  layerRules([`${FEATURE_FOLDER}*.service.ts`, `${FEATURE_FOLDER}*.job.ts`], [TYPEORM_ONLY_IN_REPOSITORIES, CODED_ERRORS], 2),
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'test/**/*.ts'],
    plugins: { jest },
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      'jest/valid-expect': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-focused-tests': 'error',
      'max-lines': 'off',
    },
  },
  {
    files: ['admin/**/*.ts', 'admin/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['test/browser/**/*.ts'],
    rules: { 'jest/valid-expect': 'off', 'jest/no-focused-tests': 'off', 'jest/no-disabled-tests': 'off' },
  },
);
