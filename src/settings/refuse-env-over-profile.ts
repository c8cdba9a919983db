/**
 * A variable left set in the shell (`INVOICE_BATCH_BASE_URL` from another company's session) would
 * beat the profile the user names: the invoices go to that system under the named profile's key
 * and name. When a profile is named on purpose (`--profile`, `INVOICE_BATCH_PROFILE`), a variable
 * that gives its address or a path segment another value than the profile's own is refused; a
 * flag on the command line still overrides, as it is given for this run.
 *
 * A profile with a `targetId` is stricter, however it was chosen: the journal knows its finance
 * system by that name, not by the address, so any other address (flag or variable) would be taken
 * for that system: its invoices skipped as already created, or another system's statuses recorded
 * against them.
 */
import { ConfigError } from '../errors.js';
import { maskUrlCredentials } from '../finance-api/mask-url-credentials.js';
import { possiblySameBackEnd } from '../finance-api/possibly-same-back-end.js';

/** One setting as the flag, the environment and the chosen profile give it. */
interface EnvOverProfile {
  /** `--profile NAME` or `INVOICE_BATCH_PROFILE=NAME`; undefined when the profile was not named (defaultProfile). */
  namedBy: string | undefined;
  /** How the profile was chosen when not named, e.g. `defaultProfile in /etc/invoice-batch.config.yaml`. */
  chosenBy: string;
  profile: string;
  /** The profile's `targetId`. @default undefined: the journal knows the system by its address */
  targetId?: string | undefined;
  /** The config file key, e.g. `baseUrl`. */
  key: string;
  variable: string;
  flag: string;
  fromFlag: string | undefined;
  fromEnv: string | undefined;
  fromProfile: string | undefined;
  /** What the profile gives when it leaves the key out (a path segment's default). @default undefined: nothing */
  profileDefault?: string | undefined;
}

/** Whether two values of `key` reach one place: addresses compared as every other check of them does. */
function sameValue(key: string, a: string, b: string): boolean {
  return key === 'baseUrl' ? possiblySameBackEnd(a, b) : a === b;
}

const shown = (value: string) => maskUrlCredentials(value);

/** Refuses (exit 2) a flag or variable giving a profile with a `targetId` another address or path segment. */
function refuseOverrideOfTargetId(setting: EnvOverProfile & { targetId: string }): void {
  const { fromFlag, fromEnv, key } = setting;
  const override = fromFlag ?? fromEnv;
  const own = setting.fromProfile ?? setting.profileDefault;
  if (override === undefined) return;
  const source = fromFlag !== undefined ? setting.flag : `environment variable ${setting.variable}`;
  // Without an address of its own, whatever address is given would be taken for the system the targetId names.
  if (own === undefined)
    throw new ConfigError(
      `${source} gives ${key} ${shown(override)}, but profile "${setting.profile}" (chosen by ${setting.namedBy ?? setting.chosenBy}) has targetId "${setting.targetId}" and no ${key} of its own: the journal knows one finance system by that targetId, so its address must be the profile's, not given per run. Nothing was sent: add ${key} to profile "${setting.profile}" in the config file, or leave out its targetId if the address is to come from ${setting.flag} or ${setting.variable}`,
    );
  if (sameValue(key, override, own)) return;
  const drop =
    fromFlag !== undefined
      ? `leave out ${setting.flag}`
      : `unset ${setting.variable} (in the shell or the service's environment file)`;
  throw new ConfigError(
    `${source} gives ${key} ${shown(override)}, but profile "${setting.profile}" (chosen by ${setting.namedBy ?? setting.chosenBy}) has ${key} ${shown(own)} and targetId "${setting.targetId}": the journal would take the system at ${shown(override)} for "${setting.targetId}", skip its invoices as created there and record its statuses against them. Nothing was sent: ${drop} to use the profile's own ${key}, or choose a profile (--profile NAME) whose ${key} and targetId are those of the other system`,
  );
}

/** Refuses (exit 2) a variable overriding a named profile's own value, or any override of a profile with a `targetId`. */
export function refuseEnvOverProfile(setting: EnvOverProfile): void {
  const { namedBy, fromFlag, fromEnv, fromProfile, targetId } = setting;
  if (targetId !== undefined) return refuseOverrideOfTargetId({ ...setting, targetId });
  if (namedBy === undefined || fromFlag !== undefined || fromEnv === undefined || fromProfile === undefined) return;
  if (sameValue(setting.key, fromEnv, fromProfile)) return;
  throw new ConfigError(
    `environment variable ${setting.variable} (${shown(fromEnv)}) would override the ${setting.key} of profile "${setting.profile}" (${shown(fromProfile)}), named by ${namedBy}: the invoices would go to another finance system under that profile's name and key. Nothing was sent: unset ${setting.variable} (left from another session?), or give ${setting.flag} on the command line to use another value on purpose`,
  );
}
