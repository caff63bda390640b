// ESLint (flat config) for the whole repository; run from the root with `npm run lint`.
// Kept under test/tools because the top level of the repository is fixed.
import js from '@eslint/js';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const root = join(import.meta.dirname, '..', '..');

export default tseslint.config(
  { basePath: root },
  {
    ignores: [
      '**/node_modules/**', 'dist/**', 'admin/dist/**', '.data/**', 'coverage/**',
      'test/browser/artifacts/**', 'test-results/**', '**/*.mjs', '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    files: ['src/**/*.service.ts', 'src/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'typeorm', importNames: ['Repository', 'EntityManager'], message: 'Only repositories touch TypeORM.' }],
        patterns: [{ group: ['../*/*.repository', '../../modules/*/*.repository'], message: "Call the owning module's service, not its repository." }],
      }],
    },
  },
  {
    files: ['src/**/*.service.ts', 'src/**/*.job.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'typeorm', importNames: ['Repository', 'EntityManager'], message: 'Only repositories touch TypeORM.' },
          {
            name: '@nestjs/common',
            importNames: ['HttpException', 'BadRequestException', 'NotFoundException', 'ConflictException', 'ForbiddenException', 'UnauthorizedException', 'InternalServerErrorException'],
            message: 'Throw a coded domain error (AppError) instead.',
          },
        ],
        patterns: [{ group: ['../*/*.repository', '../../modules/*/*.repository'], message: "Call the owning module's service, not its repository." }],
      }],
    },
  },
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
