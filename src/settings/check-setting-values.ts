/**
 * Checks of single setting values from flags and the environment, each thrown as a ConfigError
 * that names where the value came from.
 */
import { ConfigError } from '../errors.js';
import { apiKeyProblem } from '../finance-api/check-api-key.js';
import { TIMEOUT_MS } from '../config-file/config-file-schema.js';

/**
 * A timeout from a flag or the environment, checked like its key in the config file.
 * @param range the key's range in the config file @default TIMEOUT_MS
 */
export function checkTimeoutMs(
  value: number | undefined,
  source: string,
  // a flag given as text that is not a number arrives as NaN: the text itself is gone
  raw: string = Number.isNaN(value) ? 'something that is not a number' : `"${String(value)}"`,
  range: { min: number; max: number } = TIMEOUT_MS,
): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new ConfigError(
      `${source}: expected a whole number of milliseconds from ${range.min} to ${range.max}, got ${raw}`,
    );
  }
  return value;
}

export function envTimeoutMs(
  env: NodeJS.ProcessEnv,
  name: string,
  range: { min: number; max: number } = TIMEOUT_MS,
): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  return checkTimeoutMs(
    /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : Number.NaN,
    `environment variable ${name}`,
    JSON.stringify(raw),
    range,
  );
}

/** Refuses a key no HTTP header can carry before anything is staged; the message never quotes it. */
export function checkApiKey(key: string | undefined, source: string): string | undefined {
  const problem = key === undefined ? undefined : apiKeyProblem(key);
  if (problem) throw new ConfigError(`the API key (${source}) ${problem}`);
  return key;
}

/**
 * The environment without variables set to nothing: `INVOICE_BATCH_BASE_URL=` (a line of a
 * service file left blank) means "not set", not "no base URL", as for most tools.
 */
export function withoutEmptyValues(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/**
 * What is wrong with a path segment of the invoice operations (`erpSegment`, `appSegment`,
 * `envSegment`), or undefined. `.` and `..` are resolved by URL normalisation, percent-encoded or
 * not, and an empty one leaves `//`: each would post to another path than the one named.
 */
export function pathSegmentProblem(value: string): string | undefined {
  if (value === '') return 'expected a path segment such as qa, got nothing';
  if (value === '.' || value === '..')
    return `expected a path segment such as qa, got "${value}", which URL normalisation resolves: the requests would go to another path`;
  return undefined;
}
