/**
 * The environment variables invoice-batch reads, and the refusal of one it does not: a typo such
 * as INVOICE_BATCH_JOURNL=shared.sqlite would otherwise be ignored, a fresh journal opened and
 * every invoice sent again. The config file refuses unknown keys for the same reason. Pure.
 */
import { ConfigError } from '../errors.js';
import { editDistance } from '../config-file/find-close-names.js';

/** Every variable the tool reads; a test checks that each name in src/ is here. */
export const KNOWN_VARIABLES = [
  'INVOICE_BATCH_API_KEY',
  // A file holding the key, as systemd's LoadCredential= provides: read as apiKeyFile is.
  'INVOICE_BATCH_API_KEY_FILE',
  'INVOICE_BATCH_BASE_URL',
  'INVOICE_BATCH_PROFILE',
  'INVOICE_BATCH_CONFIG',
  'INVOICE_BATCH_JOURNAL',
  'INVOICE_BATCH_OUT',
  'INVOICE_BATCH_TIMEOUT_MS',
  'INVOICE_BATCH_JOURNAL_WAIT_MS',
  'INVOICE_BATCH_ERP_SEGMENT',
  'INVOICE_BATCH_APP_SEGMENT',
  'INVOICE_BATCH_ENV_SEGMENT',
  'INVOICE_BATCH_DEBUG',
  // The folder of the per-user register of journals (locate-journal-register.ts).
  'INVOICE_BATCH_STATE_DIR',
  // Set by `schedule` for its jobs: a job stops when its scheduler is gone.
  'INVOICE_BATCH_SCHEDULER_PID',
  // Set by `schedule` for its jobs: the job's name, recorded as what started its runs (read-run-starter.ts).
  'INVOICE_BATCH_SCHEDULE_JOB',
  // Who resolves or corrects an invoice, when a shared login runs the command (resolve --by).
  'INVOICE_BATCH_OPERATOR',
] as const;

const PREFIX = 'INVOICE_BATCH';
/** A name this near a known one is a typo of it even when the typo is in the prefix (INVOICE_BACTH_OUT). */
const NEAR = 2;

/** The known names nearest to `name` (ties all named: ENV and ERP segments are two edits apart). */
function nearestNames(name: string): string[] {
  const distances = KNOWN_VARIABLES.map((known) => editDistance(name.toUpperCase(), known));
  const best = Math.min(...distances);
  // The shared prefix would make any name look near: a longer name may have more typos, counted after it.
  const rest = name.length - PREFIX.length - 1;
  return best <= Math.max(NEAR, Math.floor(rest / 4)) ? KNOWN_VARIABLES.filter((_, i) => distances[i] === best) : [];
}

/** Whether `name` is one the user meant for invoice-batch: its prefix, in any case, or near a known name. */
function meantForTool(name: string): boolean {
  const upper = name.toUpperCase();
  if (upper.startsWith(PREFIX)) return true;
  return KNOWN_VARIABLES.some((known) => editDistance(upper, known) <= NEAR);
}

/** The variables of `env` meant for invoice-batch that it does not read, each with the names it likely meant. */
export function findUnknownVariables(env: NodeJS.ProcessEnv): { name: string; meant: string[] }[] {
  const known = new Set<string>(KNOWN_VARIABLES);
  return Object.keys(env)
    .filter((name) => !known.has(name) && meantForTool(name))
    .sort()
    .map((name) => ({ name, meant: nearestNames(name) }));
}

/**
 * Refuses an environment with a variable meant for invoice-batch that it does not read. The
 * message names the variables, never their values: one may hold the API key.
 */
export function refuseUnknownVariables(env: NodeJS.ProcessEnv): void {
  const unknown = findUnknownVariables(env);
  if (unknown.length === 0) return;
  const lines = unknown.map(({ name, meant }) => {
    const hint = meant.length > 0 ? ` (did you mean ${meant.join(' or ')}?)` : '';
    return `environment variable ${name} is not one invoice-batch reads${hint}`;
  });
  throw new ConfigError(
    `${lines.join('\n')}\nunset it or correct its name; the variables invoice-batch reads: ${KNOWN_VARIABLES.join(', ')}`,
  );
}
