import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way: client → game and contract; server → contract and game;
 * contract → game/rules; game imports none of them. The rules below enforce it
 * (tests/lint/boundaries.test.ts checks that each rule catches a violation).
 */
const ENGINES_AND_UI = ['phaser', 'react', 'react-dom', 'react-dom/*', 'zustand', 'socket.io', 'socket.io-client', 'fastify', 'node:*', 'fs', 'path'];
const pure = (message, extra = []) => [
  'error',
  { patterns: [{ group: [...ENGINES_AND_UI, '**/client/**', '**/server/**', ...extra], message }] },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
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
    // Scenes and their contracts belong to the game: they never reach into the app around them.
    files: ['game/**/*.ts'],
    ignores: ['game/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**', '**/server/**', '**/contract/**'], message: 'game/ imports nothing from client/, server/ or contract/: they import the game.' }] },
      ],
    },
  },
  {
    // The rules are pure: no engine, no UI, no Node. Scenes, the client and the server all import them.
    files: ['game/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': pure('game/rules is pure TypeScript: no engine, UI, Node, client, server or contract.', ['**/contract/**', '**/scenes/**']),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process'],
    },
  },
  {
    // The wire contract is pure too: values and TypeBox schemas both sides import, built on game/rules.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': pure('contract/ is pure: TypeBox and game/rules only.', ['**/scenes/**']),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process'],
    },
  },
  {
    // The browser bundle never imports the server, and the schemas only as types (TypeBox stays out of it).
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The client never imports the server: the wire contract is in contract/.' },
            { group: ['**/contract/schemas/**'], allowTypeImports: true, message: 'Import the schemas as types only (import type); values come from contract/*.ts.' },
          ],
        },
      ],
    },
  },
  {
    // Shared code (stores, components, hooks, helpers) is used by features; it never reaches into one.
    files: ['client/{stores,components,lib,game-host}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'Shared client code never imports a feature: move what both need into shared code.' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server never imports the client.' }] }],
    },
  },
  {
    // The data layer is asynchronous (Kysely on SQLite or PostgreSQL): a forgotten await would let a
    // write escape its transaction or a failure go unseen, so the type checker looks for one.
    files: ['server/**/*.ts', 'tests/server/**/*.ts', 'tests/support/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
);
