/**
 * .ci/run's verdict: its last line "N passed, N failed" and its exit status, whatever step fails
 * or crashes. The script runs as written, in a temp copy of the repo's layout, with stand-ins for
 * npm and npx that answer as vitest and the checks would (SIM_FAIL names what fails).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';

const CI_RUN = fileURLToPath(new URL('../../.ci/run', import.meta.url));

// Each vitest step writes its JSON report: a failed one says so in numFailedTests; "-crash" writes none.
const NPM = `#!/usr/bin/env bash
fails() { [[ " $SIM_FAIL " == *" $1 "* ]]; }
case "$*" in
  # Says where the install was offered compiled bindings.
  # Says where the install was offered compiled bindings, and whether PostgreSQL's install had
  # started by the time it ended.
  "ci "*) echo "$npm_config_better_sqlite3_local_prebuilds" > offered-prebuilds
    if [ -n "$SIM_APT" ]; then sleep 1; [ -f apt-started ] && echo beside > npm-ci-ended || echo before > npm-ci-ended; fi
    exit 0;;
  "run build") fails build && exit 2; exit 0;;
  *test:reliability*) fails reliability-crash && exit 1
    out=.vitest-reliability.json
    if fails reliability; then echo '{"numPassedTests":84,"numFailedTests":1}' > $out; exit 1; fi
    echo '{"numPassedTests":85,"numFailedTests":0}' > $out; exit 0;;
  # The types are checked by the build's compile (npx tsc), not a second time.
  "run --silent typecheck") ;;
  "run --silent "*) fails "$3" && exit 1; exit 0;;
esac
echo "npm $*: not expected"; exit 99
`;
// PostgreSQL's install; SIM_APT=fails fails it.
const APT_GET = `#!/usr/bin/env bash
case "$1" in
  update) touch apt-started; exit 0;;
  install) sleep 1; [ "$SIM_APT" = fails ] && exit 100; exit 0;;
esac
echo "apt-get $*: not expected"; exit 99
`;
const NPX = `#!/usr/bin/env bash
fails() { [[ " $SIM_FAIL " == *" $1 "* ]]; }
out=$(printf '%s\\n' "$@" | sed -n 's/^--outputFile.json=//p')
case "$*" in
  *"--project parallel"*) fails main-crash && exit 1
    if fails main; then echo '{"numPassedTests":2320,"numFailedTests":2}' > $out; exit 1; fi
    echo '{"numPassedTests":2322,"numFailedTests":0}' > $out; exit 0;;
  "tsc -p tsconfig.check.json --noEmit false") { fails build || fails typecheck; } && exit 2; exit 0;;
  *"--project timed"*) if fails timed; then echo '{"numPassedTests":18,"numFailedTests":1}' > $out; exit 1; fi
    echo '{"numPassedTests":19,"numFailedTests":0}' > $out; exit 0;;
esac
echo "npx $*: not expected"; exit 99
`;

const REPO_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/**
 * @param options.prebuilds the folder of kept bindings @default a new temp folder
 * @param options.binding what `npm ci` leaves as better-sqlite3's compiled binding @default none
 * @param options.apt how PostgreSQL's install goes where it is missing @default installed already
 */
function runCi(
  simFail: string,
  options: { prebuilds?: string; binding?: string; apt?: 'passes' | 'fails' } = {},
): { code: number | null; lastLine: string; output: string; repo: string } {
  const root = makeTempDir('ci-run');
  const bin = join(root, 'bin');
  const repo = join(root, 'repo');
  mkdirSync(bin);
  mkdirSync(join(repo, '.ci'), { recursive: true });
  mkdirSync(join(repo, 'test', 'reliability'), { recursive: true });
  writeFileSync(join(repo, 'test', 'reliability', '.enabled'), '');
  copyFileSync(CI_RUN, join(repo, '.ci', 'run'));
  if (options.binding !== undefined) {
    // What npm ci leaves: the package as published, its binding built, prebuild-install beside it.
    const modules = join(repo, 'node_modules');
    mkdirSync(join(modules, 'better-sqlite3', 'build', 'Release'), { recursive: true });
    copyFileSync(join(REPO_MODULES, 'better-sqlite3', 'package.json'), join(modules, 'better-sqlite3', 'package.json'));
    writeFileSync(join(modules, 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'), options.binding);
    symlinkSync(join(REPO_MODULES, 'prebuild-install'), join(modules, 'prebuild-install'));
  }
  for (const [name, text] of [
    ['npm', NPM],
    ['npx', NPX],
    ['apt-get', APT_GET],
  ] as const) {
    writeFileSync(join(bin, name), text);
    chmodSync(join(bin, name), 0o755);
  }
  const run = spawnSync('bash', [join(repo, '.ci', 'run')], {
    cwd: repo,
    env: {
      ...process.env,
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      SIM_FAIL: simFail,
      INVOICE_BATCH_CI_PREBUILDS: options.prebuilds ?? join(root, 'prebuilds'),
      // An empty folder where PostgreSQL is missing, or the machine's own.
      ...(options.apt && { INVOICE_BATCH_CI_POSTGRES_DIR: bin, SIM_APT: options.apt }),
      TMPDIR: root,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  return { code: run.status, lastLine: run.stdout.trimEnd().split('\n').at(-1) ?? '', output, repo };
}

describe('.ci/run', () => {
  // main 2322, timed 19 and reliability 85 tests when all pass.
  it.each([
    ['', '2426 passed, 0 failed', 0],
    ['main', '2424 passed, 2 failed', 1],
    ['main-crash', '104 passed, 1 failed', 1],
    ['timed', '2425 passed, 1 failed', 1],
    ['reliability', '2425 passed, 1 failed', 1],
    ['reliability-crash', '2341 passed, 1 failed', 1],
    ['lint', '2426 passed, 1 failed', 1],
    ['typecheck knip', '2426 passed, 2 failed', 1],
    ['check:layers main timed', '2423 passed, 4 failed', 1],
    // The build's sources are type-checked too: a failed build fails the typecheck.
    ['build', '0 passed, 2 failed', 1],
    ['build typecheck', '0 passed, 2 failed', 1],
  ])('with %j failing: ends "%s", exit %i', (simFail, lastLine, code) => {
    const run = runCi(simFail);
    expect(run.output).not.toContain('not expected');
    expect([run.lastLine, run.code]).toEqual([lastLine, code]);
  });

  it('prints every step it ran: the reliability suite and the checks beside the main suite, the timed files after', () => {
    const run = runCi('lint');
    expect(run.output).toContain('npm run lint failed');
    expect(run.output).toMatch(/phases: install \d+ s, main, reliability and checks \d+ s, timed \d+ s, total \d+ s/);
  });

  it('keeps the better-sqlite3 binding npm ci compiled, named as its release, and offers it to the next install', () => {
    const prebuilds = makeTempDir('ci-prebuilds');
    const first = runCi('', { prebuilds, binding: 'compiled by the first run' });
    expect(first.lastLine).toBe('2426 passed, 0 failed');
    expect(readFileSync(join(first.repo, 'offered-prebuilds'), 'utf8').trim()).toBe(prebuilds);
    const { version } = JSON.parse(readFileSync(join(REPO_MODULES, 'better-sqlite3', 'package.json'), 'utf8')) as {
      version: string;
    };
    const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
    expect(readdirSync(prebuilds)).toEqual([name]);
    const listed = spawnSync('tar', ['-xzOf', join(prebuilds, name), 'build/Release/better_sqlite3.node'], {
      encoding: 'utf8',
    });
    expect(listed.stdout).toBe('compiled by the first run');
    // A binding kept is never replaced by a later run's.
    const second = runCi('', { prebuilds, binding: 'compiled by the second run' });
    expect(readFileSync(join(second.repo, 'offered-prebuilds'), 'utf8').trim()).toBe(prebuilds);
    expect(readdirSync(prebuilds)).toEqual([name]);
    expect(spawnSync('tar', ['-xzOf', join(prebuilds, name)], { encoding: 'utf8' }).stdout).toBe(
      'compiled by the first run',
    );
  });

  it("installs a missing PostgreSQL beside npm ci, and stops when it cannot: '0 passed, 1 failed', exit 1", () => {
    const installed = runCi('', { apt: 'passes' });
    expect(installed.output).not.toContain('not expected');
    expect(readFileSync(join(installed.repo, 'npm-ci-ended'), 'utf8').trim()).toBe('beside');
    expect([installed.lastLine, installed.code]).toEqual(['2426 passed, 0 failed', 0]);
    const failed = runCi('', { apt: 'fails' });
    expect(failed.output).toContain('PostgreSQL could not be installed');
    expect([failed.lastLine, failed.code]).toEqual(['0 passed, 1 failed', 1]);
  });
});
