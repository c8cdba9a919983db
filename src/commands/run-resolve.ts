/** What `resolve` does, loaded when the command runs (resolve-command.ts describes its flags). */
import { resolve } from 'node:path';
import { settingsFromArgv } from './api-options.js';
import { openTarget, targetIdentityOf, sandboxStateDir } from './open-target.js';
import { checkInstanceAbsent, checkResolveInstance, refuseOtherTarget } from '../batch/check-resolve-instance.js';
import { hostname } from 'node:os';
import { osUserName } from '../batch/os-user.js';
import { normalizeTargetIdentity } from '../finance-api/target-identity.js';
import { openCommandJournal } from './open-command-journal.js';
import { refuseCommandJournalEmptied, refuseCommandJournalRecreated } from './check-command-journal-register.js';
import { recoverInterruptedRuns } from '../batch/recover-interrupted-runs.js';
import { stateDirOf } from './state-dir-of.js';
import { formatRecovered } from '../print/format-upload-summary.js';
import { resolveInDoubt, type ResolvedInvoice } from '../batch/resolve-in-doubt.js';
import { ResolveRefusedError, type ResolveRefusal } from '../batch/refuse-resolve.js';
import { correctResolution } from '../batch/correct-resolution.js';
import { reviewHeldCopy } from '../batch/review-held-copy.js';
import { formatReviewedHeld } from '../print/format-reviewed-held.js';
import { resolveManyInDoubt } from '../batch/resolve-many-in-doubt.js';
import { formatResolved, formatResolveMany } from '../print/format-resolve-many.js';
import { EXIT_FAILED, UsageError } from '../errors.js';
import { readResolveReferences } from './read-resolve-references.js';
import { readUnrecordedAnswers } from '../batch/read-unrecorded-answers.js';
import { resolveUnrecordedAnswers } from '../batch/resolve-unrecorded-answers.js';
import { rewriteRunResults } from '../batch/rewrite-run-results.js';
import { formatAnswerSettlements } from '../print/format-answer-settlements.js';
import { printableJson } from '../terminal/escape-control-characters.js';
import type { CommandIo } from './cli-command.js';
import { commandWithSettingsFlags } from './settings-flags-command.js';
import type { Settings } from '../settings.js';

export type ResolveArgv = Parameters<typeof settingsFromArgv>[0] & {
  references?: (string | number)[];
  from?: string;
  referencesFrom?: string;
  instanceId?: string;
  notCreated?: boolean;
  target?: string;
  check?: boolean;
  correct?: boolean;
  reason?: string;
  note?: string;
  reviewed?: boolean;
  by?: string;
  json?: boolean;
};

/** The refusal (`message`, as the library words it) in the words of this command's flags, or undefined when it names no flag. */
function flagWording(refusal: ResolveRefusal, message: string): string | undefined {
  switch (refusal.kind) {
    case 'no-answer': {
      const ask = 'say what the finance system shows: --instance-id N (it was created) or --not-created (it was not)';
      const offered = refusal.offered ?? [];
      if (offered.length === 0) return ask;
      const named = offered.join(' or ');
      if (refusal.shownNone) return `its answer named ${named}, and the finance system shows none of them; ${ask}`;
      if (refusal.shownSeveral)
        return `the finance system shows each of ${offered.join(' and ')} for this company on these days, and a status answer cannot tell which is this invoice: look each up and give the one it was created as, --instance-id N`;
      return `${ask}; its answer named ${named}, not confirmed: look it up (--instance-id ${offered[0]} checks it with a status read)`;
    }
    case 'instance-id-not-digits':
      return `--instance-id: expected the digits of an instance id, got "${refusal.instanceId}"`;
    case 'several': {
      const ask = [
        refusal.exampleKey !== undefined ? `name one by its key, e.g. invoice-batch resolve ${refusal.exampleKey}` : '',
        refusal.severalTargets ? 'add --target <identity> to pick the target' : '',
      ].filter(Boolean);
      return `${refusal.found}; ${ask.join(', and ')}`;
    }
    case 'instance-unknown':
    case 'instance-other-data':
      return undefined;
    case 'instance-taken':
      // The error may be the other invoice's: it is put right first, so that no instance is recorded twice.
      return refusal.holderState === 'created'
        ? `${message}; if that invoice was given it by mistake, correct it first: invoice-batch resolve ${refusal.holderKey} --correct --instance-id N --reason "..." (or --not-created)`
        : `${message}; if it is this invoice's, resolve that one first: invoice-batch resolve ${refusal.holderKey} --not-created (or --instance-id N)`;
    case 'bad-note':
      return `--note: ${refusal.problem}`;
    case 'other-target':
      return `${refusal.sentTo}: the instance id is checked with the finance system the invoice was sent to, but the settings name ${refusal.settings}; give its --profile or --base-url, or --no-check to record the id unchecked`;
    default:
      return undefined;
  }
}

/** A name `--by` or INVOICE_BATCH_OPERATOR may give: one word, as the journal's details are read back. */
const PERSON = /^[^\s,:()]{1,64}$/;

/**
 * Who decides, as kept with a resolution or correction: `user@host` of the login, or the person
 * named (`--by`, else INVOICE_BATCH_OPERATOR) before it, `a.schmidt (login root@vm)`: a shared
 * login names nobody.
 */
function whoIsHere(env: NodeJS.ProcessEnv, by: string | undefined): string {
  const login = `${osUserName(env)}@${hostname()}`;
  const named = by === undefined ? env.INVOICE_BATCH_OPERATOR : String(by);
  if (named === undefined || named.trim() === '') return login;
  const source = by === undefined ? 'INVOICE_BATCH_OPERATOR' : '--by';
  if (!PERSON.test(named.trim()))
    throw new UsageError(
      `${source}: expected a name of one word (no spaces, commas, colons or parentheses; at most 64 characters), e.g. a.schmidt, got "${named}"`,
    );
  return `${named.trim()} (login ${login})`;
}

export async function runResolve(argv: ResolveArgv, io: CommandIo, readSettings: () => Settings): Promise<number> {
  if (argv.reason !== undefined && !argv.correct) throw new UsageError('--reason: only with --correct');
  if (argv.correct && (argv.reason ?? '').trim() === '')
    throw new UsageError('--correct: say why with --reason "...": it is kept with the correction');
  if (argv.reviewed && (argv.note ?? '').trim() === '')
    throw new UsageError('--reviewed: say why it is not posted with --note "...": it is kept with the decision');
  const { references, listed } = await readResolveReferences(argv.references ?? [], argv.referencesFrom, io.cwd);
  const named = references.length > 0 || listed;
  // Nothing given and both given are two mistakes: each told as what it is.
  if (!named && argv.from === undefined)
    throw new UsageError(
      'name the invoice (InvoiceId or PayeeId/Invoice_Number), or give --references-from FILE, or --from FILE',
    );
  if (named && argv.from !== undefined)
    throw new UsageError('give the invoices (named or --references-from) or --from FILE, not both');
  // Read before the journal is opened, as the list is: a file that cannot be read changes nothing.
  const answers = argv.from === undefined ? undefined : await readUnrecordedAnswers(resolve(io.cwd, argv.from));
  const many = references.length > 1 || listed;
  if (references.length > 1 && (argv.instanceId !== undefined || argv.correct || argv.reviewed))
    throw new UsageError(
      `${argv.correct ? '--correct' : argv.reviewed ? '--reviewed' : '--instance-id'}: one invoice at a time; several references take --not-created, or no answer`,
    );
  const settings = readSettings();
  const stateDir = sandboxStateDir(settings);
  /** A check with the invoice's finance system; the embedded sandbox is started only once it is the one. */
  const checked =
    (check: typeof checkResolveInstance) =>
    async (instanceId: string, invoice: ResolvedInvoice): Promise<void> => {
      refuseOtherTarget(targetIdentityOf(settings.api, stateDir), invoice);
      const opened = await openTarget(settings.api, { stateDir });
      try {
        await check(opened.target, instanceId, invoice, { signal: io.signal });
      } finally {
        await opened.close();
      }
    };
  refuseCommandJournalRecreated(settings, undefined);
  const journal = await openCommandJournal(settings.journalFile, io, {
    existing: true,
    reconnectWithinMs: settings.upload.journalWaitMs,
  });
  try {
    await refuseCommandJournalEmptied(journal, settings, true);
    // An invoice a killed upload was sending is in doubt, and resolvable, once its run is settled.
    const recovered = await recoverInterruptedRuns(journal, { stateDir: stateDirOf(settings) });
    if (!argv.json) io.stdout(formatRecovered(recovered));
    if (argv.from !== undefined && answers !== undefined) {
      const settlements = await resolveUnrecordedAnswers(journal, answers, {
        checkInstance: argv.check === false ? undefined : checked(checkResolveInstance),
        by: whoIsHere(io.env, argv.by),
      });
      // The workbooks written while the journal was away are brought up to date, once something was recorded now.
      const recorded = settlements.filter((s) => s.result === 'settled').map((s) => s.answer.runId);
      const results = await rewriteRunResults(journal, recorded, {
        outDir: settings.outDir,
        dateStyle: settings.dateStyle,
        resolveCommand: commandWithSettingsFlags(['resolve'], argv),
      });
      io.stdout(
        argv.json
          ? `${printableJson({ from: argv.from, answers: settlements, recovered, results })}\n`
          : formatAnswerSettlements(argv.from, settlements, results),
      );
      return settlements.every((s) => s.result === 'settled' || s.result === 'recorded') ? 0 : EXIT_FAILED;
    }
    const request = {
      reference: references[0]!,
      instanceId: argv.instanceId === undefined ? undefined : String(argv.instanceId),
      notCreated: argv.notCreated,
      // As an upload computes it, so any spelling of the address picks its target.
      targetIdentity: argv.target === undefined ? undefined : normalizeTargetIdentity(argv.target),
      checkInstance: argv.check === false ? undefined : checked(checkResolveInstance),
      by: whoIsHere(io.env, argv.by),
    };
    const noted = { note: argv.note === undefined ? undefined : String(argv.note), secrets: [settings.api.apiKey] };
    const reword = (error: unknown) => {
      const worded = error instanceof ResolveRefusedError ? flagWording(error.refusal, error.message) : undefined;
      throw worded === undefined ? error : new UsageError(worded, { cause: error });
    };
    if (argv.reviewed) {
      const reviewed = await reviewHeldCopy(journal, {
        ...noted,
        reference: request.reference,
        note: String(argv.note),
        by: request.by,
        targetIdentity: request.targetIdentity,
      }).catch(reword);
      io.stdout(argv.json ? `${printableJson({ reviewed, recovered })}\n` : formatReviewedHeld(reviewed));
      return 0;
    }
    if (argv.correct) {
      const corrected = await correctResolution(journal, {
        ...request,
        reason: argv.reason ?? '',
        correctedBy: whoIsHere(io.env, argv.by),
        checkAbsent: argv.check === false ? undefined : checked(checkInstanceAbsent),
      }).catch(reword);
      io.stdout(
        argv.json
          ? `${JSON.stringify({ ...corrected, recovered })}\n`
          : `${corrected.key}: corrected from ${corrected.was} to ${argv.instanceId ? `created as instance ${argv.instanceId}` : 'not created: the next upload posts it'} (${corrected.corrected.length} journal row(s), runs ${[...new Set(corrected.corrected.map((c) => c.runId))].join(', ')})\n`,
      );
      return 0;
    }
    if (many) {
      const outcomes = (await resolveManyInDoubt(journal, references, { ...request, ...noted })).map((outcome) =>
        'refused' in outcome && outcome.error instanceof ResolveRefusedError
          ? { ...outcome, refused: flagWording(outcome.error.refusal, outcome.error.message) ?? outcome.refused }
          : outcome,
      );
      io.stdout(
        argv.json
          ? `${printableJson({ resolved: outcomes.map(({ reference, ...o }) => ('recorded' in o ? { reference, ...o.recorded } : { reference, refused: o.refused })), recovered })}\n`
          : formatResolveMany(outcomes),
      );
      return outcomes.every((outcome) => 'recorded' in outcome) ? 0 : EXIT_FAILED;
    }
    const result = await resolveInDoubt(journal, { ...request, ...noted }).catch(reword);
    io.stdout(argv.json ? `${JSON.stringify({ ...result, recovered })}\n` : `${formatResolved(result)}\n`);
    return 0;
  } finally {
    await journal.close();
  }
}
