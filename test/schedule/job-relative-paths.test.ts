/**
 * A job's relative paths are read from the config file's folder, as every path of the config file
 * is: a scheduler started elsewhere (systemd without WorkingDirectory= starts it in /) runs the
 * same job the same way. A mapping that is not there is refused when the config loads, naming the
 * job, not at every tick. Real CLI, real config and sandbox; the job runs as the compiled CLI.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

/** A config folder holding in/gw.csv and mappings/x.yaml, and a job uploading them by relative paths. */
function configFolder(baseUrl: string, mapping = 'mappings/x.yaml'): string {
  const dir = makeTempDir('job-paths-config');
  mkdirSync(join(dir, 'in'));
  mkdirSync(join(dir, 'mappings'));
  writeUploadInputs(join(dir, 'in'), { count: 3, prefix: 'JOB', name: 'gw.csv' });
  copyFileSync(join(dir, 'in', 'mapping.yaml'), join(dir, 'mappings', 'x.yaml'));
  const command = `upload in/gw.csv --mapping ${mapping} --json --base-url ${baseUrl}`;
  const config = [
    `journal: ${join(dir, 'journal.sqlite')}`,
    `outDir: ${join(dir, 'out')}`,
    'schedule:',
    '  jobs:',
    `    - { name: gw, cron: "0 2 * * *", timeZone: UTC, command: "${command}" }`,
  ];
  writeFileSync(join(dir, 'x.config.yaml'), `${config.join('\n')}\n`);
  return dir;
}

describe('a schedule job with relative paths, the scheduler started in another folder', () => {
  it('reads them from the config file folder: the job posts the file', async () => {
    const sandbox = await startTestSandbox();
    onTestFinished(() => sandbox.close());
    const dir = configFolder(sandbox.baseUrl);
    const elsewhere = makeTempDir('job-paths-cwd');
    const env = withSandboxKey({ INVOICE_BATCH_CONFIG: join(dir, 'x.config.yaml') });
    const result = await runCliInProcess(['schedule', '--run-now', 'gw'], { cwd: elsewhere, env });
    expect(result.stderr).not.toContain('file not found');
    expect(result.code).toBe(0);
    expect(sandbox.instances()).toHaveLength(3);
  }, 90_000);

  it('refuses a mapping that is not there when the config loads, exit 2, naming the job', async () => {
    const dir = configFolder('http://127.0.0.1:9', 'mappings/missing.yaml');
    const elsewhere = makeTempDir('job-paths-cwd');
    const env = withSandboxKey({ INVOICE_BATCH_CONFIG: join(dir, 'x.config.yaml') });
    const result = await runCliInProcess(['schedule', '--list'], { cwd: elsewhere, env });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('schedule job "gw"');
    expect(result.stderr).toContain(`${join(dir, 'mappings', 'missing.yaml')}: file not found`);
  });
});
