/**
 * `invoice-batch sandbox`: run the local sandbox of the finance API until Ctrl-C or SIGTERM.
 */
import type { CliCommand } from './cli-command.js';
import { DEFAULTS } from '../settings.js';
import { DEFAULT_ODD_STATUSES } from '../sandbox/sandbox-faults.js';
import { CREATED_ANSWERS } from '../sandbox/created-answer-fault.js';
import { ADVERTISER_PAGE_STYLES } from '../sandbox/page-advertiser-list.js';
import { CREATE_OUTAGE_KINDS } from '../sandbox/create-outage.js';
import { SIGN_IN_PAGE_NAMES } from '../sandbox/sign-in-pages.js';
import { addGatewayFlags } from './sandbox-gateway-flags.js';
import { PROXY_ANSWERS, PROXY_ANSWER_NAMES, PROXY_HOPS, PROXY_HOP_NAMES } from '../sandbox/proxy-own-answers.js';
import type { SandboxArgv } from './run-sandbox.js';

export const sandboxCommand: CliCommand = {
  command: 'sandbox',
  describe: 'Start the local sandbox of the finance API',
  builder: (yargs) =>
    addGatewayFlags(yargs)
      .option('port', { type: 'number', default: 4010, describe: 'Port on 127.0.0.1 (0 picks a free one)' })
      .option('drop-underscore-headers', {
        type: 'boolean',
        describe:
          'Drop request headers with an underscore (api_key) and answer as nginx, as nginx in front does by default (underscores_in_headers off)',
      })
      .option('latency-ms', { type: 'number', default: 0, describe: 'Delay before every answer, ms' })
      .option('jitter-ms', { type: 'number', default: 0, describe: 'Extra random delay up to this many ms' })
      .option('fail-rate', {
        type: 'number',
        default: 0,
        describe: 'Share of requests answered 502/504 before processing (0..1)',
      })
      .option('create-outage', {
        choices: CREATE_OUTAGE_KINDS,
        describe:
          'Creates fail unprocessed while status requests are answered: gateway (502/504), login (302 to a sign-on page), reset, hang (no answer)',
      })
      .option('sign-in-page', {
        choices: SIGN_IN_PAGE_NAMES,
        describe:
          "Answer requests HTTP 200 with this login proxy's sign-in page, unprocessed, as an SSO proxy in front does",
      })
      .option('sign-in-route', {
        choices: ['advertisers', 'create', 'status'] as const,
        describe: 'With --sign-in-page: only requests of this operation get the page (default: every operation)',
      })
      .option('reset-reads', {
        choices: ['advertisers', 'status'] as const,
        describe: 'Reset the connection of every advertisers or status request once it is read',
      })
      .option('create-outage-after', {
        type: 'number',
        default: 0,
        describe: 'Creates answered as usual before the --create-outage begins',
      })
      .option('proxy-answer', {
        choices: PROXY_ANSWER_NAMES,
        describe: `Answer the first --proxy-answer-requests creates as a gateway or proxy in front writes it itself (a forward proxy's answer before forwarding: every request and CONNECT; name the sandbox in HTTP_PROXY or HTTPS_PROXY): ${PROXY_ANSWER_NAMES.map((name) => `${name}, ${PROXY_ANSWERS[name].describe}`).join('; ')}`,
      })
      .option('proxy-answer-requests', {
        type: 'number',
        default: 1,
        describe: 'With --proxy-answer: how many creates get that answer; those answered after forwarding are booked',
      })
      .option('proxy-answer-hop', {
        choices: PROXY_HOP_NAMES,
        describe: `With --proxy-answer: passed on by a second proxy in front after its own retry, the create booked first: ${PROXY_HOP_NAMES.map((name) => `${name}, ${PROXY_HOPS[name].describe}`).join('; ')}`,
      })
      .option('idle-close-ms', {
        type: 'number',
        describe: 'Close keep-alive connections idle this long, unannounced unless --keep-alive-hint (default: 10 s)',
      })
      .option('idle-close-fin-ms', {
        type: 'number',
        default: 0,
        describe: 'Time the --idle-close-ms close takes to reach the client; requests meanwhile are reset unread',
      })
      .option('keep-alive-hint', {
        type: 'number',
        describe: 'With --idle-close-ms: the Keep-Alive: timeout=S every answer advertises, however soon it closes',
      })
      .option('proxy-close-after-answer', {
        type: 'boolean',
        describe:
          'Act as a forward proxy (HTTP_PROXY and --base-url both this sandbox) that closes every connection after its answer without saying Connection: close, as tinyproxy does; the close arrives 100 ms late',
      })
      .option('lost-rate', {
        type: 'number',
        default: 0,
        describe: 'Share of creates processed, then answered 504 (0..1)',
      })
      .option('busy-after-booking-rate', {
        type: 'number',
        default: 0,
        describe: 'Share of creates processed, then answered 503 with Retry-After: 1, as a busy back-end does (0..1)',
      })
      .option('odd-rate', {
        type: 'number',
        default: 0,
        describe: 'Share of creates processed, then answered with an --odd-status around their JSON answer (0..1)',
      })
      .option('odd-status', {
        type: 'number',
        array: true,
        describe: `Statuses of the --odd-rate answers, 0 to 999 (default ${DEFAULT_ODD_STATUSES.join(' ')})`,
      })
      .option('stuck-rate', { type: 'number', default: 0, describe: 'Share of invoices that stay in approval (0..1)' })
      .option('seed', { type: 'number', describe: 'Seed of the random faults, for repeatable runs' })
      .option('state', { type: 'string', describe: 'Keep the invoices in FILE (JSON lines), read at start' })
      .option('advance-every-ms', {
        type: 'number',
        describe: 'Move invoices one status step per this many ms instead of per status call',
      })
      .option('capacity', {
        type: 'number',
        describe: 'Creates in flight at most; one more is answered 429 with Retry-After, unprocessed',
      })
      .option('capacity-retry-after', {
        type: 'number',
        default: 1,
        describe: 'Retry-After of the --capacity answers, seconds',
      })
      .option('erp-segment', {
        type: 'string',
        default: DEFAULTS.erpSegment,
        describe: 'First path segment of the invoice operations',
      })
      .option('app-segment', {
        type: 'string',
        default: DEFAULTS.appSegment,
        describe: 'Second path segment of the invoice operations',
      })
      .option('env-segment', { type: 'string', default: DEFAULTS.envSegment, describe: 'Environment path segment' })
      .option('advertiser-shape', {
        choices: ['bare', 'wrapped', 'numeric-ids'] as const,
        default: 'bare' as const,
        describe: 'How the advertiser list is wrapped',
      })
      .option('advertiser-count', {
        type: 'number',
        describe:
          'Answer only the first N of the 40 advertisers (0: an empty list with status 200, as a back-end reloading its directory)',
      })
      .option('advertiser-duplicates', {
        type: 'boolean',
        describe:
          'Also answer two advertisers named as listed ones (another spelling, ids 0000100041 and 0000100042) and one advertiser listed twice',
      })
      .option('advertiser-pages', {
        choices: ADVERTISER_PAGE_STYLES,
        describe:
          'Answer the advertiser list in pages of 10, in this style (first-page-only and cursor: pages no client can ask for)',
      })
      .option('created-answer', {
        choices: CREATED_ANSWERS,
        default: 'plain' as const,
        describe:
          'How a booked create is answered: plain (E_RETCODE 0), warning (E_RETCODE 4 with the instance id), repeated-retcode (E_RETCODE 0 and 8 in one body), numeric-id (E_INSTANCE_ID a number, leading zeros lost), cut-body (the answer cut off just after E_INSTANCE_ID)',
      })
      .option('answer-encoding', {
        type: 'string',
        describe: 'Compress every answer as a proxy does: gzip, deflate, br (others are labelled, not compressed)',
      })
      .example('$0 sandbox', 'Listen on http://127.0.0.1:4010, state in memory')
      .example('$0 sandbox --state output/sandbox.jsonl', 'Keep invoices between restarts')
      .example('$0 sandbox --latency-ms 20 --fail-rate 0.1 --lost-rate 0.02 --seed 7', 'Rehearse a bad day, repeatably')
      .example(
        '$0 sandbox --proxy-answer envoy-connect-failure --proxy-answer-requests 3',
        "Answer 3 creates with Envoy's own 503",
      )
      .example('$0 sandbox --latency-ms 50 --capacity 8', 'Behave like a gateway that lets 8 creates through at once'),
  run: async (argv: SandboxArgv, io) => (await import('./run-sandbox.js')).runSandbox(argv, io),
};
