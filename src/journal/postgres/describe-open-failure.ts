/** The words and exit code of a PostgreSQL journal that did not open. */
import { EXIT_FAILED, EXIT_USAGE } from '../../errors.js';
import { JournalVersionError } from '../migrations/migration.js';
import { NoAnswerError } from './bound-server-silence.js';
import { NotCommittedError } from './not-committed-error.js';
import { LOCK_OR_SILENCE } from './describe-lock-wait.js';
import { isHostUnknown } from './wait-for-server.js';

/**
 * Why the journal did not open; exit 2 for what only configuration mends (another program version, a
 * password). `lockWait`: what the opening last waited for, when that was a lock another session holds.
 */
export function describeOpenFailure(error: unknown, lockWait?: string): { reason: string; exitCode: number } {
  if (error instanceof AggregateError && error.errors.length > 0) return describeOpenFailure(error.errors[0], lockWait);
  if (error instanceof JournalVersionError) return { reason: error.message, exitCode: EXIT_USAGE };
  // Cut on every try within the wait, each known to have rolled back: as for the run's transactions.
  if (error instanceof NotCommittedError)
    return {
      reason: `the connection to PostgreSQL was lost on every try within the journal's wait, and nothing of the schema upgrade was recorded; run the command again once the connection holds (${error.message})`,
      exitCode: EXIT_FAILED,
    };
  const message = error instanceof Error ? error.message : String(error);
  // The driver's words when the server asks for a password and none was given
  if (/client password must be a string/.test(message))
    return {
      reason: `the server asks for a password and none was given: set PGPASSWORD, or name a password file in PGPASSFILE (${message})`,
      exitCode: EXIT_USAGE,
    };
  if (isHostUnknown(error))
    return {
      reason: `${message}: no DNS server knows this host name; check the host in the journal URL (nothing was read, recorded or sent)`,
      exitCode: EXIT_USAGE,
    };
  // The server down or unreachable: nothing was done yet, so running again later is all it takes.
  const code = (error as { code?: unknown } | null)?.code;
  // pg's words for a connection the server dropped while opening (stopped at once, crashed): the same.
  const dropped = /^Connection terminated unexpectedly/.test(message);
  // No answer at all within the wait (a firewall dropping packets, a hung proxy): nothing was done either.
  const silent =
    error instanceof NoAnswerError ||
    /^Connection terminated due to connection timeout|^timeout exceeded when trying to connect/.test(message);
  // The schema lock's statement unanswered and no probe could ask why: both causes are named.
  if (silent && lockWait === LOCK_OR_SILENCE)
    return {
      reason: `the opening waited all its wait for the journal's schema lock (${message}): ${LOCK_OR_SILENCE}; nothing was read, recorded or sent; run the command again once no other invoice-batch is opening this journal and its server answers`,
      exitCode: EXIT_FAILED,
    };
  // The server answered all along: another session's lock held the opening for the whole wait.
  if (silent && lockWait !== undefined)
    return {
      reason: `the journal stayed locked for the whole wait (${lockWait}); nothing was read, recorded or sent; run the command again once that session has ended`,
      exitCode: EXIT_FAILED,
    };
  if (silent)
    return {
      reason: `the server did not answer (${message}); nothing was read, recorded or sent; run the command again once the journal's server is up`,
      exitCode: EXIT_FAILED,
    };
  if ((typeof code === 'string' && SERVER_AWAY.has(code)) || dropped)
    return {
      reason: `${message}; nothing was read, recorded or sent; run the command again once the journal's server is up`,
      exitCode: EXIT_FAILED,
    };
  return { reason: message, exitCode: EXIT_FAILED };
}

/** Connection errors of a server stopped, starting up or out of reach (57P03: the database system is starting up). */
const SERVER_AWAY = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P03',
]);
