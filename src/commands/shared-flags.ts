/**
 * The flags several commands take, declared once here with their type, default and help text.
 * A command picks the ones it takes with `withFlags`; where a flag's help says what that command
 * prints or reads (`--json`, `--mapping`, `--limit`), the command words it for itself.
 */
import type { Argv, Options } from 'yargs';
import { TIMEOUT_MS } from '../config-file/config-file-schema.js';
import { DEFAULT_CONFIG_FILE, DEFAULTS, SANDBOX_PROFILE } from '../settings.js';
import { LOG_FORMATS } from '../terminal/create-log.js';
import { numberFlag } from './number-flag.js';

export const SHARED_FLAGS = {
  config: { type: 'string', describe: `Config file (default ./${DEFAULT_CONFIG_FILE})`, group: 'Settings:' },
  profile: {
    type: 'string',
    describe: `Profile of the config file (default: the config's defaultProfile, else "${SANDBOX_PROFILE}")`,
    group: 'Settings:',
  },
  journal: {
    type: 'string',
    describe: `Journal: a file (default ${DEFAULTS.journal}) or a postgres:// URL`,
    group: 'Settings:',
  },
  out: { type: 'string', describe: `Folder for workbooks (default ${DEFAULTS.outDir})`, group: 'Settings:' },
  'base-url': { type: 'string', describe: 'Base address of the finance API', group: 'Finance API:' },
  'erp-segment': { type: 'string', describe: 'First path segment of the invoice operations', group: 'Finance API:' },
  'app-segment': { type: 'string', describe: 'Second path segment of the invoice operations', group: 'Finance API:' },
  'env-segment': {
    type: 'string',
    describe: `Environment path segment (default ${DEFAULTS.envSegment})`,
    group: 'Finance API:',
  },
  'timeout-ms': numberFlag(
    'timeout-ms',
    { ...TIMEOUT_MS, unit: 'milliseconds' },
    { describe: 'Timeout of one request attempt, ms', group: 'Finance API:' },
  ),
  'allow-insecure-http': {
    type: 'boolean',
    describe: 'Allow plain http:// to a non-loopback host',
    group: 'Finance API:',
  },
  'distinct-target': {
    type: 'boolean',
    describe: "This finance system shares no invoices with the journal's other targets: post keys created there",
    group: 'Finance API:',
  },
  mapping: { type: 'string', describe: 'Mapping file (YAML)' },
  json: { type: 'boolean', describe: 'Print one JSON object on stdout', group: 'Output:' },
  limit: numberFlag('limit', { min: 0, max: Number.MAX_SAFE_INTEGER }, { describe: 'At most this many (0: all)' }),
  'keep-days': numberFlag(
    'keep-days',
    { min: 1, max: 36_500, unit: 'days' },
    {
      describe:
        "Remove the tool's results, annotated, validation and reconcile files (and the drop folder's done/ files) older than N days when it starts (default: retention.keepDays of the config, else keep all)",
      group: 'Output:',
    },
  ),
  since: {
    type: 'string',
    requiresArg: true,
    describe:
      "Only what runs started at or after: 7d or 24h back from now, a date (2026-11-01) or a date and time (2026-11-01T08:00), in the listing's zone unless Z or +01:00 is added",
  },
  'log-format': {
    choices: LOG_FORMATS,
    describe: 'Log lines as text, or as JSON objects (time, level, event, host, pid, runId, msg) for a collector',
    group: 'Output:',
  },
} as const satisfies Record<string, Options>;

export type SharedFlag = keyof typeof SHARED_FLAGS;

/** What a command sets of a shared flag for itself; `true` takes it as declared. */
type FlagChoice = true | Pick<Options, 'default' | 'demandOption' | 'describe' | 'group'>;

/** The name and options of one shared flag, for `yargs.option(...sharedFlag('json'))` in a chain. */
export function sharedFlag(name: SharedFlag, choice: FlagChoice = true): [SharedFlag, Options] {
  return [name, { ...SHARED_FLAGS[name], ...(choice === true ? {} : choice) }];
}

/** Adds the picked shared flags, in the order given. */
export function withFlags(yargs: Argv, picks: Partial<Record<SharedFlag, FlagChoice>>): Argv {
  let result = yargs;
  for (const [name, choice] of Object.entries(picks) as [SharedFlag, FlagChoice][])
    result = result.option(...sharedFlag(name, choice)) as Argv;
  return result;
}
