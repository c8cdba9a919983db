// Lint rules for src, test, bench and scripts: ESLint's and typescript-eslint's recommended sets.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'output/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Tests read untyped JSON answers and workbook cells field by field.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    rules: {
      // Control characters are what several readers look for (NUL, ESC, C1) on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
);
