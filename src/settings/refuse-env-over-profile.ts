/**
 * A variable left set in the shell (`INVOICE_BATCH_BASE_URL` from another company's session) would
 * beat the profile the user names: the invoices go to that system under the named profile's key
 * and name. When a profile is named on purpose (`--profile`, `INVOICE_BATCH_PROFILE`), a variable
 * that gives its address or a path segment another value than the profile's own is refused; a
 * flag on the command line still overrides, as it is given for this run.
 */
import { ConfigError } from '../errors.js';
import { maskUrlCredentials } from '../finance-api/mask-url-credentials.js';
import { possiblySameBackEnd } from '../finance-api/possibly-same-back-end.js';

/** One setting as the flag, the environment and the named profile give it. */
interface EnvOverProfile {
  /** `--profile NAME` or `INVOICE_BATCH_PROFILE=NAME`; undefined when the profile was not named (defaultProfile). */
  namedBy: string | undefined;
  profile: string;
  /** The config file key, e.g. `baseUrl`. */
  key: string;
  variable: string;
  flag: string;
  fromFlag: string | undefined;
  fromEnv: string | undefined;
  fromProfile: string | undefined;
}

/** Refuses (exit 2) a variable overriding a named profile's own value with a different one. */
export function refuseEnvOverProfile(setting: EnvOverProfile): void {
  const { namedBy, fromFlag, fromEnv, fromProfile } = setting;
  if (namedBy === undefined || fromFlag !== undefined || fromEnv === undefined || fromProfile === undefined) return;
  const same = setting.key === 'baseUrl' ? possiblySameBackEnd(fromEnv, fromProfile) : fromEnv === fromProfile;
  if (same) return;
  const shown = (value: string) => maskUrlCredentials(value);
  throw new ConfigError(
    `environment variable ${setting.variable} (${shown(fromEnv)}) would override the ${setting.key} of profile "${setting.profile}" (${shown(fromProfile)}), named by ${namedBy}: the invoices would go to another finance system under that profile's name and key. Nothing was sent: unset ${setting.variable} (left from another session?), or give ${setting.flag} on the command line to use another value on purpose`,
  );
}
