/**
 * What `npm pack` puts in the package an operator installs (`npm install -g ./invoice-batch-*.tgz`):
 * what the built CLI reads at run time and what its help and README name, and nothing else, no test
 * key or `.env` file above all. npm decides from package.json's `files`, so the test packs a copy of
 * the repo's tree (every path, empty files) with the build's output beside it: no build needed.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** Folders of the checkout that are not its files: what installs and builds leave. */
const NOT_SOURCES = new Set(['node_modules', '.git', 'dist', 'coverage']);
/** Files npm and the tests read for their content; every other file is copied empty. */
const COPIED = new Set(['package.json', '.gitignore', '.npmignore']);
/** What a careless hand may leave in a shipped folder: the package must not carry it. */
const PLANTED_SECRETS = ['.env', 'samples/.env.local', 'docs/server-key.pem', 'mappings/client.key', 'dist/src/.env'];
const SECRET_LIKE = /(^|\/)\.env|\.pem$|\.key$/;

function repoFiles(dir = REPO): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCES.has(entry.name)) return [];
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return repoFiles(full);
    return entry.isFile() ? [relative(REPO, full).split(sep).join('/')] : [];
  });
}

/** What `tsc -p tsconfig.json` writes for the sources: dist/src and dist/bench, scripts and maps. */
function buildOutput(files: string[]): string[] {
  return files
    .filter((file) => /^(src|bench)\/.*\.ts$/.test(file) && !file.endsWith('.d.ts'))
    .flatMap((file) => {
      const js = `dist/${file.replace(/\.ts$/, '.js')}`;
      return [js, `${js}.map`];
    });
}

function plant(root: string, file: string): void {
  const target = join(root, file);
  mkdirSync(dirname(target), { recursive: true });
  if (COPIED.has(file)) copyFileSync(join(REPO, file), target);
  else writeFileSync(target, '');
}

async function packedFiles(root: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [pack] = JSON.parse(stdout) as [{ files: { path: string }[] }];
  return pack.files.map((file) => file.path).sort();
}

describe('the packed package', () => {
  const sources = repoFiles();
  const built = buildOutput(sources);
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
    dependencies: Record<string, string>;
    scripts: Record<string, string>;
  };

  it('holds what the installed CLI runs and reads, and nothing else', { timeout: 120_000 }, async () => {
    const root = makeTempDir('packed-files');
    for (const file of [...sources, ...built, ...PLANTED_SECRETS]) plant(root, file);
    const packed = await packedFiles(root);

    const shipped = (file: string) =>
      !SECRET_LIKE.test(file) &&
      (/^dist\/src\/.*\.js$/.test(file) ||
        /^(mappings|samples|docs|patches)\//.test(file) ||
        ['package.json', 'README.md', 'CHANGELOG.md'].includes(file));
    expect(packed).toEqual([...new Set([...sources, ...built, ...PLANTED_SECRETS])].filter(shipped).sort());

    // Read at run time relative to the package (the version, the XLSX and CSV worker threads, the
    // patches the install applies) or named by the help, the messages and the README.
    const needed = [
      'package.json',
      ...Object.values(pkg.bin).map((bin) => bin.replace(/^\.\//, '')),
      'dist/src/sheets/csv/csv-rows-worker.js',
      'dist/src/sheets/xlsx/worksheet-rows-worker.js',
      'dist/src/schedule/run-job-process.js',
      'docs/mapping.schema.json',
      'docs/mapping.md',
      'docs/operations.md',
      'docs/configuration.md',
      'samples/month-end-register.xlsx',
      'mappings/month-end-register.yaml',
      ...sources.filter((file) => file.startsWith('patches/')),
    ];
    expect(needed.filter((file) => !packed.includes(file))).toEqual([]);
    expect(sources.filter((file) => file.startsWith('patches/')).length).toBeGreaterThan(0);

    const unwanted = packed.filter(
      (file) =>
        /^(test|bench|src|scripts|output|\.ci)\//.test(file) ||
        file.startsWith('dist/bench/') ||
        file.endsWith('.map') ||
        SECRET_LIKE.test(file),
    );
    expect(unwanted).toEqual([]);
  });

  it('applies its patches on install, with patch-package among what it installs', () => {
    // A devDependency is not installed with the package: its postinstall then failed (rc 127).
    expect(pkg.dependencies['patch-package']).toBeDefined();
    expect(pkg.scripts.postinstall).toMatch(/^patch-package --error-on-fail$/);
    const lock = JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; dependencies?: Record<string, string> }>;
    };
    // npm ci --omit=dev leaves out what the lock marks dev: patch-package and all it needs.
    const devOnly = (name: string) => lock.packages[`node_modules/${name}`]?.dev === true;
    const needs = ['patch-package', ...Object.keys(lock.packages['node_modules/patch-package']?.dependencies ?? {})];
    expect(needs.length).toBeGreaterThan(5);
    expect(needs.filter(devOnly)).toEqual([]);
  });
});
