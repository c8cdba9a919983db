/**
 * The layers of src/, top to bottom: a folder may import its own files and the folders below it,
 * never one above it, so folders form no cycle. Files form no cycle either.
 * `npm run check:layers`; docs/architecture.md explains each layer.
 */
const LAYERS = [
  ['cli\\.ts'],
  ['commands/'],
  ['settings\\.ts', 'settings/'],
  ['watch/', 'schedule/'],
  ['health/'],
  ['print/'],
  ['batch/'],
  ['report/'],
  ['reconcile/'],
  ['mapping/'],
  ['advertisers/'],
  ['journal/'],
  ['sandbox/'],
  ['finance-api/'],
  ['invoice/', 'sheets/', 'config-file/'],
  ['errors\\.ts'],
];

const pathOf = (parts) => `^src/(${parts.join('|')})`;

const upward = LAYERS.slice(1).map((parts, index) => ({
  name: `no-import-up-from-${parts.join('-').replace(/[^a-z-]/g, '')}`,
  comment: `${parts.join(', ')} may not import a layer above it`,
  severity: 'error',
  from: { path: pathOf(parts) },
  to: { path: pathOf(LAYERS.slice(0, index + 1).flat()) },
}));

module.exports = {
  forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }, ...upward],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
