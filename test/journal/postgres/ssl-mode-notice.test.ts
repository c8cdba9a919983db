/**
 * A command given a journal URL with sslmode=require says once, in one line on standard error,
 * what that means here, and Node emits no warning (pg's would be several lines on every command).
 * The test server speaks no TLS, so the opening then fails; the line comes before it connects.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

describe('a journal URL with sslmode=require', () => {
  const warnings: Error[] = [];
  const listen = (warning: Error) => void warnings.push(warning);
  beforeEach(() => void process.on('warning', listen));
  afterEach(() => void process.off('warning', listen));

  it('is said once in our words on standard error, and no Node warning is emitted', async () => {
    const url = `${await testPostgresUrl()}?sslmode=require`;
    const result = await runCliInProcess(['history', '--journal', url], { cwd: makeTempDir('pg-sslmode') });
    const line = `invoice-batch: ${url}: sslmode=require is taken as verify-full (the server's certificate and host name are checked); write sslmode=verify-full to say so, or uselibpqcompat=true&sslmode=require for libpq's meaning\n`;
    expect(result.stderr.split(line)).toHaveLength(2);
    expect(result.stderr).not.toContain('SECURITY WARNING');
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((warning) => warning.message)).toEqual([]);
  });
});
