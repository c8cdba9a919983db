/**
 * An upload whose output pipe closes (`upload ... | head -2`, a log collector that goes away)
 * goes on to the end: every answer is recorded, nothing is left `sending`, and the exit code
 * still tells the outcome. Through the compiled CLI (build first: npx tsc -p .).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { CLI_PATH } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';

const COUNT = 60;

type Reader = 'open' | 'closed at once' | 'closed after the first bytes';

interface Case {
  name: string;
  stdout: Reader;
  stderr: Reader;
  json?: boolean;
}

const CASES: Case[] = [
  {
    name: 'stdout and stderr closed after their first bytes',
    stdout: 'closed after the first bytes',
    stderr: 'closed after the first bytes',
  },
  { name: 'stdout closed at once, stderr read', stdout: 'closed at once', stderr: 'open' },
  { name: 'stderr closed after its first bytes, stdout read', stdout: 'open', stderr: 'closed after the first bytes' },
  { name: 'both closed at once, --json', stdout: 'closed at once', stderr: 'closed at once', json: true },
];

function childEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('INVOICE_BATCH_')));
  return { ...env, INVOICE_BATCH_API_KEY: SANDBOX_API_KEY };
}

/** Runs `node cli.js args` with each stream read as told; resolves with the exit code and what was read. */
function runWithReaders(args: string[], cwd: string, readers: { stdout: Reader; stderr: Reader }) {
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    cwd,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const read = { stdout: '', stderr: '' };
  for (const name of ['stdout', 'stderr'] as const) {
    const stream = child[name];
    if (readers[name] === 'closed at once') stream.destroy();
    else
      stream.setEncoding('utf8').on('data', (chunk: string) => {
        read[name] += chunk;
        if (readers[name] === 'closed after the first bytes') stream.destroy();
      });
  }
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null } & typeof read>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, ...read });
    });
  });
}

/** Runs a bash pipeline: `node cli.js args 2>&1 | head -c 64`, with the CLI's own exit code; head's 64 bytes go to head.txt. */
function runThroughHead(args: string[], cwd: string) {
  const quoted = [process.execPath, CLI_PATH, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const child = spawn('bash', ['-c', `${quoted} 2>&1 | head -c 64 >head.txt; exit "\${PIPESTATUS[0]}"`], {
    cwd,
    env: childEnv(),
    stdio: 'ignore',
  });
  return new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

async function expectAllCreated(cwd: string, created: number) {
  const { invoices, runs } = await readCliJournal(cwd);
  expect(invoices.filter((row) => row.state === 'sending')).toEqual([]);
  expect(invoices.map((row) => row.state)).toEqual(Array<string>(COUNT).fill('created'));
  expect(runs.map((run) => run.status)).toEqual(['finished']);
  expect(created).toBe(COUNT);
}

describe('upload with a closed output pipe', () => {
  it.each(CASES)('$name: every invoice created and recorded, exit 0', async (each) => {
    const cwd = makeTempDir('upload-closed-output');
    // Slow enough that the pipe closes while invoices are in flight.
    const sandbox = await startTestSandbox({ latencyMs: 15 });
    writeUploadInputs(cwd, { count: COUNT, prefix: 'PIPE' });
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    const result = await runWithReaders([...args, '--concurrency', '4', ...(each.json ? ['--json'] : [])], cwd, each);
    expect(result.signal).toBeNull();
    expect(result.code, result.stderr).toBe(0);
    await expectAllCreated(cwd, sandbox.instances().length);
    if (each.stdout !== 'open' && each.stderr === 'open') expect(result.stderr).toContain('standard output is closed');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('`upload ... 2>&1 | head -c 64` creates every invoice and exits with the upload outcome', async () => {
    const cwd = makeTempDir('upload-head');
    const sandbox = await startTestSandbox({ latencyMs: 15 });
    writeUploadInputs(cwd, { count: COUNT, prefix: 'HEAD' });
    const code = await runThroughHead(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--concurrency', '4'],
      cwd,
    );
    // The first 64 bytes of output say why, should the exit code ever differ.
    expect(code, readFileSync(join(cwd, 'head.txt'), 'utf8')).toBe(0);
    await expectAllCreated(cwd, sandbox.instances().length);
  });
});
