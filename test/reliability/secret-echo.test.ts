/**
 * Secret echo: a finance server that echoes the API key in every answer shape it has (rejection
 * messages, instance ids, error pages, headers, JSON escapes, status answers, advertiser names).
 * Every command a user runs against it, then the key is searched for in everything written and
 * printed. Needs the compiled CLI: npm run build.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCliSession } from './cli-session.js';
import { writeInvoiceCsv } from './invoice-csv.js';
import { formatSecretScan, scanForSecret } from './secret-scan.js';

const session = createCliSession('rel-echo');
const dir = join(session.root, 'echo');
const lines: string[] = [];

/** Every character as a JSON \u escape: the same text once parsed, other bytes on the wire. */
const unicodeEscaped = (text: string) =>
  [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/** A create answer for invoice number n, a different shape for each n modulo 7. */
function createAnswer(n: number, key: string): { status: number; type: string; body: string } {
  const json = (value: unknown) => ({ status: 200, type: 'application/json', body: JSON.stringify(value) });
  switch (n % 7) {
    case 1:
      return json({ E_RETCODE: 4, E_MESSAGE: `Invalid invoice: api_key ${key} not allowed`, E_INSTANCE_ID: '' });
    case 2:
      return json({ E_RETCODE: 0, E_MESSAGE: '', E_INSTANCE_ID: `ID-${key}` });
    case 3:
      return { status: 500, type: 'text/html', body: `<html><pre>api_key: ${key}</pre></html>` };
    case 4:
      return { status: 400, type: 'text/plain', body: `bad request for key ${encodeURIComponent(key)}` };
    case 5:
      return {
        status: 200,
        type: 'application/json',
        body: `{"E_RETCODE":4,"E_MESSAGE":"refused ${unicodeEscaped(key)}","E_INSTANCE_ID":""}`,
      };
    case 6:
      return { status: 200, type: 'text/html', body: `<p>logged in as ${key}</p>` };
    default:
      return json({
        E_RETCODE: 0,
        E_MESSAGE: `created for ${key}`,
        E_INSTANCE_ID: String(3_000_000_000 + n).padStart(10, '0'),
        T_EVENT: { item: [{ EVENT_ID: 'E1', EVENT_DESC: key }] },
      });
  }
}

function statusAnswer(id: string, key: string): unknown {
  return {
    E_RETCODE: 0,
    E_MESSAGE: `status for ${key}`,
    E_STATUS: {
      INV_INSTNC_ID: id,
      CURRNT_STS: '20',
      STS_DESCR: `In approval by ${key}`,
      RECEIVED_ON_DATE: '20260131',
      TIMESTAMP: '20260201120000',
    },
    T_APPROVAL: { item: [{ APP_STOP_ID: '1', AP_GROUP: key, NAME_FIRST: key, NAME_LAST: 'Doe', APPROVE_STATUS: '' }] },
    T_APP_WORKFLOW: {
      item: [
        {
          SORT_ORD: '1',
          ACTION_CODE: 'A',
          ACTION_DESCRIPTION: key,
          COMMENTS: `see ${key}`,
          TIMESTAMP: '20260201120000',
        },
      ],
    },
  };
}

async function startEchoServer(): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer((request, response) => {
    const key = String(request.headers.api_key ?? '');
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      response.setHeader('X-Echo-Key', key);
      if (url.pathname.endsWith('/create')) {
        const number = /"Invoice_Number":"[^"]*-(\d+)"/.exec(body)?.[1] ?? '0';
        const answer = createAnswer(Number(number), key);
        response.writeHead(answer.status, { 'Content-Type': `${answer.type}; echo=${key}` });
        return response.end(answer.body);
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      if (url.pathname.endsWith('/status'))
        return response.end(JSON.stringify(statusAnswer(url.searchParams.get('INSTANCE_ID') ?? '', key)));
      return response.end(
        `[{"id":"0000100001","advertiserName":"Acme ${key}"},{"id":"0000100002","advertiserName":"Beta ${unicodeEscaped(key)}"}]`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

afterAll(() => {
  for (const line of lines) console.log(line);
});

describe('secret echo: a server that echoes the key in every answer', () => {
  it('no command writes or prints the key, whatever field the server put it in', async () => {
    mkdirSync(dir);
    const csv = writeInvoiceCsv(dir, { count: 21, prefix: 'ECHO' });
    const { baseUrl, server } = await startEchoServer();
    try {
      const common = ['--base-url', baseUrl, '--journal', join(dir, 'journal.sqlite'), '--out', join(dir, 'out')];
      const upload = await session.run([
        'upload',
        csv.file,
        '--mapping',
        csv.mapping,
        ...common,
        '--json',
        '--no-stop-on-rejections',
      ]);
      const json = JSON.parse(upload.stdout) as Record<string, number>;
      expect(json).toMatchObject({ invoices: 21, created: 3, rejected: 6, failed: 3 });
      expect(json.inDoubt).toBe(9);
      await session.run([
        'upload',
        csv.file,
        '--mapping',
        csv.mapping,
        ...common,
        '--results',
        'csv',
        '--no-stop-on-rejections',
      ]);
      const ids = ['3000000007', '3000000014'];
      for (const args of [
        ['journal', '--json'],
        ['journal'],
        ['history'],
        ['status', ...ids],
        ['status', ...ids, '--json'],
        ['reconcile', '--json'],
        ['reconcile'],
        ['advertisers', '--json'],
        ['advertisers', '--refresh'],
        ['advertisers', '--out', join(dir, 'out', 'advertisers.xlsx')],
      ]) {
        const run = await session.run([...args, ...common]);
        expect(run.code, `${args.join(' ')}: ${run.stderr}`).not.toBeNull();
      }
    } finally {
      server.closeAllConnections();
      server.close();
    }
    const scan = scanForSecret(session.apiKey, {
      dirs: [session.root],
      texts: session.captured.flatMap((r) => [r.args.join(' '), r.stdout, r.stderr]),
    });
    lines.push(formatSecretScan('secret echo', scan));
    expect(scan.files).toBeGreaterThan(3);
    expect(scan.texts).toBeGreaterThan(20);
    expect(scan.hits).toEqual([]);
  });
});
