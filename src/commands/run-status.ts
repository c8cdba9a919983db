/** What `status` does, loaded when the command runs (status-command.ts describes its flags). */
import pLimit from 'p-limit';
import { settingsFromArgv } from './api-options.js';
import { EXIT_FAILED, EXIT_OK, UsageError } from '../errors.js';
import { openTarget, sandboxStateDir } from './open-target.js';
import { describeTarget } from '../finance-api/api-target.js';
import { getInvoiceStatus } from '../finance-api/get-invoice-status.js';
import { describeOutcome } from '../finance-api/describe-outcome.js';
import { nameKeySource } from '../finance-api/name-key-source.js';
import { summarizeStatus, type StatusSummary } from '../finance-api/summarize-status.js';
import { isUnknownInstance } from '../reconcile/is-unknown-instance.js';
import { SANDBOX_NOTICE } from '../report/write-advertiser-list.js';
import { escapeControlCharacters, printableJson } from '../terminal/escape-control-characters.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';

export type StatusArgv = Parameters<typeof settingsFromArgv>[0] & {
  instanceId: string[];
  json?: boolean;
};

type StatusLine =
  | { instanceId: string; ok: true; status: StatusSummary }
  /**
   * `failure`: why the call gave no status, in the status call's words (docs/api.md), as reconcile
   * names it: `unknown-instance`, `rejected`, `other-instance`, `http-error`, `timeout`, `not-sent`.
   * Not an invoice outcome: nothing was posted.
   */
  | { instanceId: string; ok: false; failure: string; error: string };

/** `20250131` -> `2025-01-31`, `20250131090200` -> `2025-01-31 09:02:00`; other text as is. */
function readable(text: string | undefined): string {
  if (!text) return '';
  const m = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/.exec(text);
  if (!m) return text;
  return m[4] ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}` : `${m[1]}-${m[2]}-${m[3]}`;
}

/** The finance system's timestamps name no zone: a time of day is said to be its clock's, as reconcile's workbook says. */
const FINANCE_CLOCK = "the finance system's clock";

function formatSummary(s: StatusSummary): string {
  const lines = [
    `${s.instanceId}  ${s.code} ${s.description}${s.changedAt ? `  (since ${readable(s.changedAt)}${s.changedAt.length > 8 ? `, ${FINANCE_CLOCK}` : ''})` : ''}`,
  ];
  const doc = s.erpDocument;
  lines.push(
    `  ERP document   ${doc ? `company ${doc.companyCode}, document ${doc.documentNumber}, fiscal year ${doc.fiscalYear}${doc.postingDate ? `, posted ${readable(doc.postingDate)}` : ''}` : 'none yet'}`,
  );
  if (doc?.clearingDocument) {
    const parts = [`document ${doc.clearingDocument}`];
    if (doc.clearingDate) parts.push(`on ${readable(doc.clearingDate)}`);
    if (doc.paymentRunDate) parts.push(`payment run ${readable(doc.paymentRunDate)}`);
    if (doc.checkNumber) parts.push(`check ${doc.checkNumber}`);
    lines.push(`  Clearing       ${parts.join(', ')}`);
  }
  const pending = s.pendingApprovers.map(
    (a) => `${a.name || a.ssoId} (${[a.ssoId, a.title, a.group].filter(Boolean).join(', ')})`,
  );
  lines.push(`  Pending        ${pending.length ? pending.join('; ') : 'none'}`);
  const last = s.lastAction;
  lines.push(
    `  Last action    ${last ? `${last.description || last.actionCode} by ${last.name || last.ssoId}${last.timestamp ? ` at ${readable(last.timestamp)} (${FINANCE_CLOCK})` : ''}${last.comments ? ` - "${last.comments}"` : ''}` : 'none'}`,
  );
  return lines.map(escapeControlCharacters).join('\n');
}

export async function runStatus(argv: StatusArgv, io: CommandIo, readSettings: () => Settings): Promise<number> {
  const ids = argv.instanceId.map(String);
  const bad = ids.find((id) => !/^\d+$/.test(id));
  if (bad !== undefined)
    throw new UsageError(`instance id: expected digits as returned in E_INSTANCE_ID, got "${bad}"`);
  const settings = readSettings();
  const opened = await openTarget(settings.api, { stateDir: sandboxStateDir(settings) });
  try {
    const { target } = opened;
    const limit = pLimit(4);
    const results: StatusLine[] = await Promise.all(
      ids.map((instanceId) =>
        limit(async (): Promise<StatusLine> => {
          const outcome = await getInvoiceStatus(target, instanceId, { signal: io.signal });
          if (outcome.kind === 'status') return { instanceId, ok: true, status: summarizeStatus(outcome.response) };
          const failure = isUnknownInstance(outcome, instanceId) ? 'unknown-instance' : outcome.kind;
          // A refused key names where it came from (never the key), as every command's 401 and 403 does.
          const keySource = nameKeySource('status' in outcome ? outcome.status : undefined, target.apiKeySource);
          return { instanceId, ok: false, failure, error: `${describeOutcome(outcome)}${keySource}` };
        }),
      ),
    );
    const source = describeTarget(target);
    if (argv.json) {
      io.stdout(`${printableJson({ source, ...(target.sandbox ? { note: SANDBOX_NOTICE } : {}), results }, 2)}\n`);
    } else {
      const blocks = results.map((r) =>
        r.ok ? formatSummary(r.status) : escapeControlCharacters(`${r.instanceId}  ${r.error}`),
      );
      io.stdout(`${blocks.join('\n\n')}\n\nSource: ${source}\n`);
    }
    return results.every((r) => r.ok) ? EXIT_OK : EXIT_FAILED;
  } finally {
    await opened.close();
  }
}
