import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { readSandboxState } from '../helpers/read-sandbox-state.js';
import { sampleInvoice } from './sample-invoice.js';

type Sandbox = Awaited<ReturnType<typeof startTestSandbox>>;

function createUrl(s: Pick<Sandbox, 'baseUrl' | 'erpSegment' | 'appSegment' | 'envSegment'>): string {
  return `${s.baseUrl}/${s.erpSegment}/${s.appSegment}/${s.envSegment}/v1/finance/invoice/create`;
}
function statusUrl(s: Sandbox, id: string): string {
  return `${s.baseUrl}/${s.erpSegment}/${s.appSegment}/${s.envSegment}/v1/finance/invoice/status?INSTANCE_ID=${id}`;
}
async function post(url: string, body: unknown, key: string | null = 'sandbox-key', raw = false) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key !== null) headers.api_key = key;
  const response = await fetch(url, { method: 'POST', headers, body: raw ? (body as string) : JSON.stringify(body) });
  const text = await response.text();
  return {
    status: response.status,
    text,
    json: (() => {
      try {
        return JSON.parse(text) as Record<string, any>;
      } catch {
        return undefined;
      }
    })(),
  };
}
async function get(url: string, key = 'sandbox-key') {
  const response = await fetch(url, { headers: { api_key: key } });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

describe('sandbox HTTP boundary', () => {
  it('answers 401 without a key or with an unknown key, 403 for an inactive key', async () => {
    const s = await startTestSandbox({ inactiveKeys: ['old-key'] });
    expect((await post(createUrl(s), sampleInvoice(), null)).status).toBe(401);
    expect((await post(createUrl(s), sampleInvoice(), 'wrong')).status).toBe(401);
    const inactive = await post(createUrl(s), sampleInvoice(), 'old-key');
    expect(inactive.status).toBe(403);
    expect(inactive.text).toContain('inactive');
    expect(s.instances()).toHaveLength(0);
  });

  it('answers 404 for an unknown path or other segments, 405 with Allow for a wrong method', async () => {
    const s = await startTestSandbox({ erpSegment: 'sap', appSegment: 'ap' });
    expect((await post(`${s.baseUrl}/v1/nothing`, {})).status).toBe(404);
    expect((await post(`${s.baseUrl}/erp/invoicing/qa/v1/finance/invoice/create`, sampleInvoice())).status).toBe(404);
    const wrong = await fetch(createUrl(s), { headers: { api_key: 'sandbox-key' } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    const postStatus = await post(`${s.baseUrl}/sap/ap/qa/v1/finance/invoice/status?INSTANCE_ID=1`, {});
    expect(postStatus.status).toBe(405);
  });

  it('answers 400 for a body that is not JSON and for a status call without INSTANCE_ID', async () => {
    const s = await startTestSandbox();
    expect((await post(createUrl(s), '{"PayeeId": ', 'sandbox-key', true)).status).toBe(400);
    expect((await post(createUrl(s), '', 'sandbox-key', true)).status).toBe(400);
    const noId = await fetch(statusUrl(s, '').replace('?INSTANCE_ID=', ''), { headers: { api_key: 'sandbox-key' } });
    expect(noId.status).toBe(400);
  });
});

describe('sandbox invoice create', () => {
  it('creates an invoice with a ten-digit instance id and echoes contacts and events', async () => {
    const s = await startTestSandbox();
    const invoice = sampleInvoice();
    const { status, json } = await post(createUrl(s), invoice);
    expect(status).toBe(200);
    expect(json!.E_RETCODE).toBe(0);
    expect(json!.E_MESSAGE).toBe('');
    expect(json!.E_INSTANCE_ID).toMatch(/^\d{10}$/);
    expect(json!.T_CONTACT.item[0]).toEqual({
      MANDT: '',
      INV_INSTNC_ID: '',
      ROLE: 'Requester',
      USER_ID: 'jdoe',
      CONTACT_NAME: '',
      TELEPHONE: '+49 30 1234567',
      EMAIL: 'jane.doe@example.com',
    });
    expect(json!.T_EVENT.item[0]).toMatchObject({
      EVENT_ID: 'EV-1',
      EVENT_NAME: 'Spring campaign',
      EVENT_DATE: '20250115',
      EVENT_DESC: 'Launch',
      MANDT: '',
    });
    expect(s.instances()).toEqual([
      expect.objectContaining({
        instanceId: json!.E_INSTANCE_ID,
        payeeId: '0000100001',
        invoiceNumber: invoice.Invoice_Number,
        amount: '1190.0000',
        currency: 'EUR',
      }),
    ]);
  });

  it('refuses an invalid invoice with HTTP 200, E_RETCODE 4 and each bad field with its value', async () => {
    const s = await startTestSandbox();
    const bad = { ...sampleInvoice(), Invoice_Amount: '12.5', Invoice_Date: '20250230', CurrencyCode: 'euro' };
    const { status, json } = await post(createUrl(s), bad);
    expect(status).toBe(200);
    expect(json!.E_RETCODE).toBe(4);
    expect(json!.E_INSTANCE_ID).toBe('');
    expect(json!.E_MESSAGE).toContain('Invoice_Amount "12.5"');
    expect(json!.E_MESSAGE).toContain('Invoice_Date "20250230"');
    expect(json!.E_MESSAGE).toContain('CurrencyCode "euro"');
    expect(s.stats()).toMatchObject({ createRequests: 1, created: 0, rejected: 1 });
  });

  it('refuses a PayeeId that is not one of its advertisers', async () => {
    const s = await startTestSandbox();
    const { json } = await post(createUrl(s), sampleInvoice({ PayeeId: '0000999999' }));
    expect(json!.E_RETCODE).not.toBe(0);
    expect(json!.E_MESSAGE).toContain('PayeeId "0000999999"');
  });

  it('refuses a second invoice with the same PayeeId and Invoice_Number, naming the existing instance', async () => {
    const s = await startTestSandbox();
    const invoice = sampleInvoice();
    const first = await post(createUrl(s), invoice);
    const second = await post(createUrl(s), { ...invoice, Invoice_Amount: '1.0000' });
    expect(second.status).toBe(200);
    expect(second.json!.E_RETCODE).not.toBe(0);
    expect(second.json!.E_MESSAGE).toBe(
      `Duplicate invoice: PayeeId 0000100001 Invoice_Number ${invoice.Invoice_Number} already exists as instance ${first.json!.E_INSTANCE_ID}`,
    );
    expect(s.stats().duplicateAttempts).toBe(1);
    expect(s.instances()).toHaveLength(1);
  });
});

describe('sandbox faults', () => {
  it('injects the same failures for the same seed', async () => {
    const run = async () => {
      const s = await startTestSandbox({ failRate: 0.5, seed: 42 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await post(createUrl(s), sampleInvoice())).status);
      await s.close();
      return statuses;
    };
    const first = await run();
    expect(first).toEqual(await run());
    expect(first.filter((code) => code === 502 || code === 504).length).toBeGreaterThan(3);
    expect(first.filter((code) => code === 200).length).toBeGreaterThan(3);
  });

  it('stores a create and then loses its response with an HTML 504 at --lost-rate 1', async () => {
    const s = await startTestSandbox({ lostRate: 1 });
    const answer = await post(createUrl(s), sampleInvoice());
    expect(answer.status).toBe(504);
    expect(answer.text).toContain('<html>');
    expect(s.instances()).toHaveLength(1);
    expect(s.stats()).toMatchObject({ lostResponses: 1, created: 1 });
  });

  it('does not process a request failed before processing', async () => {
    const s = await startTestSandbox({ failRate: 1 });
    const answer = await post(createUrl(s), sampleInvoice());
    expect([502, 504]).toContain(answer.status);
    expect(s.instances()).toHaveLength(0);
    expect(s.stats().injectedFailures).toBe(1);
  });
});

describe('sandbox state', () => {
  it('keeps invoices in its state file across restarts, so a resent invoice is a duplicate', async () => {
    const dir = makeTempDir('sandbox-state');
    const stateFile = join(dir, 'state.jsonl');
    const invoice = sampleInvoice();
    const first = await startSandbox({ stateFile });
    const created = await post(createUrl(first), invoice);
    await first.close();
    const second = await startSandbox({ stateFile });
    try {
      expect(second.instances().map((i) => i.instanceId)).toEqual([created.json!.E_INSTANCE_ID]);
      const again = await post(createUrl(second), invoice);
      expect(again.json!.E_MESSAGE).toContain(`already exists as instance ${created.json!.E_INSTANCE_ID}`);
      const next = await post(createUrl(second), sampleInvoice());
      expect(next.json!.E_INSTANCE_ID).not.toBe(created.json!.E_INSTANCE_ID);
    } finally {
      await second.close();
    }
    expect(readSandboxState(stateFile)).toMatchObject({
      duplicateAttempts: 1,
      instances: [expect.anything(), expect.anything()],
    });
  });

  it('lets two servers sharing one state file see each other and never create one key twice', async () => {
    const stateFile = join(makeTempDir('sandbox-shared'), 'state.jsonl');
    const a = await startTestSandbox({ stateFile });
    const b = await startTestSandbox({ stateFile });
    const invoices = Array.from({ length: 30 }, () => sampleInvoice());
    await Promise.all(invoices.flatMap((invoice) => [post(createUrl(a), invoice), post(createUrl(b), invoice)]));
    const ids = new Set([...a.instances(), ...b.instances()].map((i) => i.instanceId));
    expect(ids.size).toBe(30);
    expect(a.stats().created + b.stats().created).toBe(30);
    expect(a.stats().duplicateAttempts + b.stats().duplicateAttempts).toBe(30);
  });

  it('ignores a line torn by a killed writer', async () => {
    const stateFile = join(makeTempDir('sandbox-torn'), 'state.jsonl');
    const first = await startSandbox({ stateFile });
    await post(createUrl(first), sampleInvoice());
    await first.close();
    const { appendFileSync } = await import('node:fs');
    appendFileSync(stateFile, '{"op":"create","instance":{"instanceId":"00');
    const second = await startTestSandbox({ stateFile });
    await post(createUrl(second), sampleInvoice());
    expect(second.instances()).toHaveLength(2);
    expect(readFileSync(stateFile, 'utf8').split('\n').filter(Boolean)).toHaveLength(3);
  });
});

describe('sandbox status lifecycle', () => {
  it('moves one step per status call: Received, In approval, Posted, Paid', async () => {
    const s = await startTestSandbox();
    const created = await post(createUrl(s), sampleInvoice({ CompCode: '2000' }));
    const id = created.json!.E_INSTANCE_ID as string;
    const steps = [];
    for (let i = 0; i < 5; i++) steps.push((await get(statusUrl(s, id))).json);
    expect(steps.map((r) => `${r.E_STATUS.CURRNT_STS} ${r.E_STATUS.STS_DESCR}`)).toEqual([
      '10 Received',
      '20 In approval',
      '25 Posted',
      '28 Paid',
      '28 Paid',
    ]);
    const [received, approval, posted, paid] = steps;
    expect(received!.E_ERP_DETAILS).toMatchObject({
      GJAHR: '0000',
      BUDAT: '00000000',
      AUGDT: '00000000',
      LAUFD: '00000000',
      BELNR: '',
    });
    expect(received!.T_APPROVAL.item).toEqual([]);
    expect(received!.T_CODING).toEqual({});
    expect(approval!.T_APPROVAL.item.length).toBeGreaterThan(2);
    for (const item of approval!.T_APPROVAL.item) expect(item.APP_STOP_ID).toMatch(/^\d{10}$/);
    const stops = approval!.T_APPROVAL.item.map((i: { APP_STOP_ID: string }) => i.APP_STOP_ID);
    expect(new Set(stops).size).toBeLessThan(stops.length);
    for (const item of approval!.T_APP_WORKFLOW.item) expect(item.SORT_ORD).toMatch(/^ \d$/);
    expect(posted!.E_ERP_DETAILS).toMatchObject({ BUKRS: '2000', BLART: 'KR', AUGBL: '', AUGDT: '00000000' });
    expect(posted!.E_ERP_DETAILS.BELNR).toMatch(/^\d{10}$/);
    expect(posted!.E_ERP_DETAILS.GJAHR).toMatch(/^\d{4}$/);
    expect(paid!.E_ERP_DETAILS.AUGBL).toMatch(/^\d{10}$/);
    expect(paid!.E_ERP_DETAILS.AUGDT).toMatch(/^\d{8}$/);
    expect(paid!.E_ERP_DETAILS.LAUFD).toMatch(/^\d{8}$/);
    expect(paid!.E_ERP_DETAILS.CHECT).not.toBe('');
    expect(s.stats().statusRequests).toBe(5);
  });

  it('moves with time when advance is everyMs, on a pinned clock', async () => {
    let now = Date.UTC(2025, 0, 31, 9, 0, 0);
    const s = await startTestSandbox({ advance: { everyMs: 60_000 }, now: () => now });
    const id = (await post(createUrl(s), sampleInvoice())).json!.E_INSTANCE_ID as string;
    expect((await get(statusUrl(s, id))).json.E_STATUS.CURRNT_STS).toBe('10');
    expect((await get(statusUrl(s, id))).json.E_STATUS.CURRNT_STS).toBe('10');
    now += 150_000;
    const posted = (await get(statusUrl(s, id))).json;
    expect(posted.E_STATUS).toMatchObject({
      CURRNT_STS: '25',
      CREATED_ON: '20250131090000',
      TIMESTAMP: '20250131090200',
    });
    expect(posted.E_ERP_DETAILS.BUDAT).toBe('20250131');
  });

  it('keeps a stuck invoice in approval with an escalated approver', async () => {
    const s = await startTestSandbox({ stuckRate: 1 });
    const id = (await post(createUrl(s), sampleInvoice())).json!.E_INSTANCE_ID as string;
    let last: Record<string, any> = {};
    for (let i = 0; i < 5; i++) last = (await get(statusUrl(s, id))).json;
    expect(last.E_STATUS.CURRNT_STS).toBe('20');
    expect(last.T_APP_WORKFLOW.item.some((i: { ESC_APP: string }) => i.ESC_APP === 'X')).toBe(true);
  });

  it('answers an unknown instance with HTTP 200 and a non-zero E_RETCODE', async () => {
    const s = await startTestSandbox();
    const { status, json } = await get(statusUrl(s, '0099999999'));
    expect(status).toBe(200);
    expect(json.E_RETCODE).toBe(4);
    expect(json.E_MESSAGE).toContain('0099999999');
  });
});
