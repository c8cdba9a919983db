/**
 * A server whose answer to one create never ends: that invoice is in doubt with the reason, the
 * rest of the run goes on, and the results are written. The answer is not read past the limit.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('upload against an answer larger than maxAnswerBytes', () => {
  it('records that invoice in doubt, finishes the run and writes its results', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let written = 0;
    let creates = 0;
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        creates += 1;
        response.writeHead(200, { 'Content-Type': 'application/json' });
        if (creates !== 2)
          return response.end(
            JSON.stringify({ E_RETCODE: 0, E_MESSAGE: '', E_INSTANCE_ID: String(4_000_000_000 + creates) }),
          );
        response.write('{"E_RETCODE":0,"E_INSTANCE_ID":"1","E_MESSAGE":"');
        // Up to 512 MB, only as fast as the client reads.
        const pump = () => {
          while (written < 512 * 1024 * 1024 && !response.destroyed) {
            written += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          if (!response.destroyed) response.end('"}');
        };
        pump();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => {
      server.closeAllConnections();
      server.close();
    });
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cwd = makeTempDir('upload-huge');
    writeUploadInputs(cwd, { count: 3, prefix: 'HUGE' });
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      `profiles:\n  big:\n    baseUrl: ${baseUrl}\n    maxAnswerBytes: 1048576\n`,
    );
    const result = await runCliProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--profile', 'big', '--concurrency', '1', '--json'],
      { cwd },
    );
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout) as { results: string };
    expect(json).toMatchObject({ invoices: 3, created: 2, inDoubt: 1 });
    expect(existsSync(json.results)).toBe(true);
    const journal = await runCliProcess(['journal', '--state', 'in-doubt', '--json'], { cwd });
    expect(journal.stdout).toContain(
      'the answer is longer than 1048576 bytes (the maxAnswerBytes limit) and was not read',
    );
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });
});
