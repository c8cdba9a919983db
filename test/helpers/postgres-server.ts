/**
 * A real PostgreSQL server for tests and benches: a new cluster in a temp folder (initdb, or a copy of
 * the run's cluster made by initdb, see provide-postgres-template.ts), the server on a random loopback
 * port with its socket in that folder, one fresh database per test. Run as the `postgres` user
 * when the tests run as root (PostgreSQL refuses to run as root). The binaries come from
 * INVOICE_BATCH_PG_BIN, else the newest /usr/lib/postgresql/N/bin; without them the tests fail.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/NAME of a new, empty database. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
  /** Shuts the server down (fast shutdown: connections ended), keeping its data, until `start`. */
  halt(): Promise<void>;
  /** Starts a halted server again on the same port and data. */
  start(): Promise<void>;
}

export function binDir(): string {
  const given = process.env.INVOICE_BATCH_PG_BIN;
  if (given) return given;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(
      'PostgreSQL is not installed: no /usr/lib/postgresql/N/bin/postgres (install postgresql, or set INVOICE_BATCH_PG_BIN)',
    );
  return join(root, newest, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** As `postgres` when we are root. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres ended at start (code ${server.exitCode}): ${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`postgres did not accept connections in 30 s: ${String(error)}; ${log()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Names the run's folder of the initdb'd data folder that servers copy (provide-postgres-template.ts). */
export const POSTGRES_TEMPLATE_ENV = 'IB_TEST_POSTGRES_TEMPLATE';

/** Gives `dir` (made by mkdtemp, and the server user's when we are root) to the server user. */
function ownFolder(dir: string): void {
  if (process.getuid?.() !== 0) return;
  chownSync(
    dir,
    Number(execFileSync('id', ['-u', 'postgres']).toString()),
    Number(execFileSync('id', ['-g', 'postgres']).toString()),
  );
  chmodSync(dir, 0o700);
}

function initdb(bin: string, data: string): void {
  const [command, args] = asServerUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  execFileSync(command, args, { stdio: 'pipe' });
}

/**
 * A new cluster in `data`, inside `dir`: a copy of the run's template (made by initdb the first time,
 * under a folder of its own renamed into place, so a server never copies one half made), or initdb's
 * own where no run names a template folder (a bench).
 */
function initDataFolder(bin: string, dir: string, data: string): void {
  const templates = process.env[POSTGRES_TEMPLATE_ENV];
  if (!templates || !existsSync(templates)) return initdb(bin, data);
  // One template per PostgreSQL: the binaries of another version cannot start this one's cluster.
  const ready = join(templates, `cluster${bin.replace(/[^A-Za-z0-9]+/g, '-')}`);
  if (!existsSync(ready)) {
    const building = mkdtempSync(join(templates, 'building-'));
    ownFolder(building);
    initdb(bin, join(building, 'data'));
    try {
      renameSync(building, ready);
    } catch {
      // Another server of the run made it first: its copy is as good.
      rmSync(building, { recursive: true, force: true });
    }
  }
  // -a keeps the server user as owner and the 0700 PostgreSQL asks of its data folder.
  execFileSync('cp', ['-a', join(ready, 'data'), data], { stdio: 'pipe' });
}

/**
 * Stops the server and removes its folder once this process is gone. A test worker that vitest ends
 * with a signal (a timeout, the end of the run) runs no 'exit' handler, and each such server kept
 * running with its 130 MB folder: five of them were left by every CI run.
 */
function watchForParentEnd(dir: string, data: string): ChildProcess {
  const script =
    'while kill -0 "$PARENT" 2>/dev/null; do sleep 2; done; ' +
    'pid=$(head -n 1 "$DATA/postmaster.pid" 2>/dev/null); ' +
    '[ -n "$pid" ] && kill -QUIT "$pid" 2>/dev/null; sleep 2; rm -rf "$DIR"';
  const watchdog = spawn('sh', ['-c', script], {
    detached: true,
    stdio: 'ignore',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', PARENT: String(process.pid), DATA: data, DIR: dir },
  });
  watchdog.unref();
  return watchdog;
}

export interface TestPostgresOptions {
  /** fsync on every commit, as a production server does (benchmarks); tests run without it. @default false */
  durable?: boolean;
}

export async function startTestPostgres(options: TestPostgresOptions = {}): Promise<TestPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'ib-postgres-'));
  const data = join(dir, 'data');
  ownFolder(dir);
  initDataFolder(bin, dir, data);
  const port = await freePort();
  // Durability is not what the tests measure: no fsync keeps a 2-core machine fast.
  const durability = options.durable ? [] : ['-c', 'fsync=off', '-c', 'full_page_writes=off'];
  const settings = [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    ...durability,
    '-c',
    'max_connections=200',
  ];
  const [postgres, args] = asServerUser(join(bin, 'postgres'), settings);
  let stderr = '';
  const spawnServer = () => {
    const child = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    return child;
  };
  let server = spawnServer();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const postmasterPid = () => {
    const pidFile = join(data, 'postmaster.pid');
    return existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
  };
  // A test process that ends without stop() (a timeout, a crash) must not leave a server running.
  const stopAtExit = () => {
    const pid = postmasterPid();
    if (pid === undefined || !(pid > 0)) return;
    try {
      process.kill(pid, 'SIGQUIT');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stopAtExit);
  const watchdog = watchForParentEnd(dir, data);
  await waitUntilReady(admin, server, () => stderr);

  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  return {
    async halt() {
      const pid = postmasterPid();
      if (pid !== undefined && pid > 0) process.kill(pid, 'SIGINT');
      await exited(server);
    },
    async start() {
      server = spawnServer();
      await waitUntilReady(admin, server, () => stderr);
    },
    async createDatabase() {
      const name = `journal_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      const ended = new Promise<void>((resolve) =>
        server.exitCode !== null ? resolve() : server.once('exit', () => resolve()),
      );
      process.off('exit', stopAtExit);
      // The postmaster itself, not runuser: SIGQUIT is its immediate shutdown.
      const pid = postmasterPid();
      if (pid !== undefined && pid > 0) process.kill(pid, 'SIGQUIT');
      else server.kill('SIGQUIT');
      await ended;
      watchdog.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
