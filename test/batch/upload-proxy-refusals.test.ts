/**
 * A gateway's own 503 through the built CLI, one upload after another on the same journal: a
 * refusal whose words prove the request never reached the finance system is sent again by the
 * next upload and booked once; an answer written after forwarding stays in doubt, is shown, and
 * is never sent again. The first case runs the built CLI, as a user would; the others run in
 * process, two CLI starts (1-3 s each) saved per case.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import type { ProxyAnswerName, ProxyHopName } from '../../src/sandbox/proxy-own-answers.js';
import { writeUploadInputs } from './cli-inputs.js';

async function uploadTwiceAfter(
  name: ProxyAnswerName,
  prefix: string,
  through: { hop?: ProxyHopName; trustProxyRefusals?: boolean; trustNginxLimitReq?: boolean; builtCli?: boolean } = {},
) {
  const sandbox = await startTestSandbox({ proxyAnswer: { name, requests: 1, hop: through.hop } });
  const cwd = makeTempDir('proxy-refusal');
  writeUploadInputs(cwd, { count: 1, prefix });
  // No throttle budget: a refusal that proves the request stayed out fails the invoice at once, safe to post again.
  writeFileSync(
    join(cwd, 'invoice-batch.config.yaml'),
    `defaultProfile: erp\nprofiles:\n  erp:\n    baseUrl: ${sandbox.baseUrl}\n    retry:\n      throttleBudgetMs: 0\n` +
      (through.trustProxyRefusals === undefined ? '' : `      trustProxyRefusals: ${through.trustProxyRefusals}\n`) +
      (through.trustNginxLimitReq === undefined ? '' : `      trustNginxLimitReq: ${through.trustNginxLimitReq}\n`),
  );
  const args = [
    'upload',
    'invoices.csv',
    '--mapping',
    'mapping.yaml',
    '--journal',
    join(cwd, 'j.sqlite'),
    '--out',
    cwd,
  ];
  const run = through.builtCli ? runCliProcess : runCliInProcess;
  const first = await run(args, { cwd });
  const second = await run(args, { cwd });
  return { sandbox, first, second };
}

describe('upload through a gateway that answers 503 itself', () => {
  it('sends again on the next upload, and books once, an invoice Envoy refused before connecting', async () => {
    const { sandbox, first, second } = await uploadTwiceAfter('envoy-connect-failure', 'ENVOYUF', {
      builtCli: true,
    });
    expect(first.stdout).toMatch(/^ {2}not sent +1$/m);
    expect(first.stdout).toMatch(
      /^1 not sent: ENVOYUF-0001 \(row 2\): the gateway refused it before the finance system .*reset reason: remote connection failure/m,
    );
    expect(first.stdout).not.toMatch(/^ {2}in doubt +[1-9]/m);
    expect(second.stdout).toMatch(/^ {2}created +1$/m);
    expect(second.code, second.stderr).toBe(0);
    expect(sandbox.stats()).toMatchObject({ createRequests: 2, duplicateAttempts: 0 });
    expect(sandbox.instances()).toHaveLength(1);
  }, 60_000);

  it('keeps in doubt, shown and never sent again, an invoice Envoy lost after forwarding', async () => {
    const { sandbox, first, second } = await uploadTwiceAfter('envoy-connection-termination', 'ENVOYUC');
    expect(first.stdout).toMatch(/^ {2}in doubt +1$/m);
    expect(first.stdout).toMatch(/^1 invoice\(s\) are IN DOUBT/m);
    expect(second.stdout, second.stdout).toMatch(/^ {2}created +0$/m);
    expect(second.stdout).toMatch(/^ {2}in doubt +1$/m);
    expect(second.stdout).toMatch(/^In doubt: .*ENVOYUC-0001/m);
    // Booked by the back-end before Envoy lost the answer, and posted once.
    expect(sandbox.stats().createRequests).toBe(1);
    expect(sandbox.instances()).toHaveLength(1);
  }, 60_000);

  it('keeps in doubt, never sent again, an invoice whose nginx maintenance page came after an upstream timeout', async () => {
    const { sandbox, first, second } = await uploadTwiceAfter('nginx-maintenance-after-timeout', 'NGINXMT');
    expect(first.stdout).toMatch(/^ {2}in doubt +1$/m);
    expect(first.stdout).not.toMatch(/^ {2}not sent +[1-9]/m);
    expect(first.stdout).not.toMatch(/safe to post again/);
    expect(second.stdout).toMatch(/^ {2}created +0$/m);
    expect(second.stdout).toMatch(/^In doubt: .*NGINXMT-0001/m);
    // Booked once by the back-end before nginx gave up on it, and never posted again.
    expect(sandbox.stats()).toMatchObject({ createRequests: 1, duplicateAttempts: 0 });
    expect(sandbox.instances()).toHaveLength(1);
  }, 60_000);

  it('sends again on the next upload, and books once, an invoice nginx limit_req refused at once, when the profile trusts its page', async () => {
    const { sandbox, first, second } = await uploadTwiceAfter('nginx-limit-req', 'NGINXLR', {
      trustNginxLimitReq: true,
    });
    expect(first.stdout).toMatch(/^ {2}not sent +1$/m);
    expect(first.stdout).not.toMatch(/^ {2}in doubt +[1-9]/m);
    expect(second.stdout).toMatch(/^ {2}created +1$/m);
    expect(sandbox.stats()).toMatchObject({ createRequests: 2, duplicateAttempts: 0 });
    expect(sandbox.instances()).toHaveLength(1);
  }, 60_000);

  // Booked behind the chain before the answer (an earlier attempt of a proxy in front, or a hop not seen).
  it.each([
    [
      'Envoy refused before connecting, passed on by Istio ingress after its retries',
      'ENVOYIST',
      { hop: 'istio-ingress' },
    ],
    [
      'nginx refused, passed on by a proxy that names itself in Via',
      'NGINXVIA',
      { hop: 'via', trustNginxLimitReq: true },
    ],
    // nginx's stock page is the same bytes from limit_req and from an error_page after an upstream reset.
    ["nginx's stock 503 page, by default", 'NGINXDEF', {}],
    ["nginx's stock 503 page at once after the back-end reset, by default", 'NGINXRST', {}],
    [
      'Envoy refused before connecting, with retry.trustProxyRefusals: false',
      'ENVOYNOT',
      { trustProxyRefusals: false },
    ],
    ['HAProxy refused, with retry.trustProxyRefusals: false', 'HAPRNOT', { trustProxyRefusals: false }],
  ] as const)(
    'keeps in doubt, never sent again: %s',
    async (_case, prefix, through) => {
      const name = prefix.startsWith('NGINXR')
        ? 'nginx-503-after-reset'
        : prefix.startsWith('NGINX')
          ? 'nginx-limit-req'
          : prefix.startsWith('HAPR')
            ? 'haproxy-no-server'
            : 'envoy-connect-failure';
      const { sandbox, first, second } = await uploadTwiceAfter(name, prefix, through);
      expect(first.stdout).toMatch(/^ {2}in doubt +1$/m);
      expect(first.stdout).not.toMatch(/^ {2}not sent +[1-9]/m);
      expect(second.stdout).toMatch(/^ {2}created +0$/m);
      expect(second.stdout).toMatch(new RegExp(`^In doubt: .*${prefix}-0001`, 'm'));
      // One request each: booked behind the chain in the hop cases, not in the others, and the client cannot tell which.
      expect(sandbox.stats().createRequests).toBe(1);
      expect(sandbox.stats().duplicateAttempts).toBe(0);
    },
    60_000,
  );
});
