/**
 * The options every command that reads settings shares, and their conversion to Settings.
 */
import type { Argv } from 'yargs';
import { resolveSettings, type Settings } from '../settings.js';
import type { CommandIo } from './cli-command.js';
import { withFlags } from './shared-flags.js';

/**
 * @param shared.out add --out as the folder for workbooks; false for a command that defines its own
 * --out (defined twice, yargs lists it twice in --help). @default true
 */
export function withSettingsOptions(yargs: Argv, shared: { out?: boolean } = {}): Argv {
  return withFlags(yargs, {
    config: true,
    profile: true,
    journal: true,
    ...(shared.out === false ? {} : { out: true }),
  });
}

/** The settings options and --base-url, which filters a listing (`journal`, `history`) to that target. */
export function withListingOptions(yargs: Argv): Argv {
  return withFlags(withSettingsOptions(yargs), { 'base-url': true });
}

export function withApiOptions(yargs: Argv): Argv {
  return withFlags(withSettingsOptions(yargs), {
    'base-url': true,
    'erp-segment': true,
    'app-segment': true,
    'env-segment': true,
    'timeout-ms': true,
    'allow-insecure-http': true,
    'distinct-target': true,
  });
}

interface SettingsArgv {
  config?: string;
  profile?: string;
  journal?: string;
  out?: string;
  baseUrl?: string;
  erpSegment?: string;
  appSegment?: string;
  envSegment?: string;
  timeoutMs?: number;
  allowInsecureHttp?: boolean;
  distinctTarget?: boolean;
}

export function settingsFromArgv(argv: SettingsArgv, io: CommandIo): Settings {
  const settings = resolveSettings(
    {
      config: argv.config,
      profile: argv.profile,
      journal: argv.journal,
      out: argv.out,
      baseUrl: argv.baseUrl,
      erpSegment: argv.erpSegment,
      appSegment: argv.appSegment,
      envSegment: argv.envSegment,
      timeoutMs: argv.timeoutMs,
      allowInsecureHttp: argv.allowInsecureHttp,
      distinctTarget: argv.distinctTarget,
    },
    io.env,
    io.cwd,
  );
  for (const warning of settings.warnings ?? []) io.stderr(`invoice-batch: warning: ${warning}\n`);
  return settings;
}
