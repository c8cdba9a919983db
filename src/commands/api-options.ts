/**
 * The options every command that reads settings shares, and their conversion to Settings.
 */
import type { Argv } from 'yargs';
import { resolveSettings, type Settings } from '../settings.js';
import type { CommandIo } from './cli-command.js';

/**
 * @param shared.out add --out as the folder for workbooks; false for a command that defines its own
 * --out (defined twice, yargs lists it twice in --help). @default true
 */
export function withSettingsOptions(yargs: Argv, shared: { out?: boolean } = {}): Argv {
  const withOut = shared.out ?? true;
  const options = yargs
    .option('config', {
      type: 'string',
      describe: 'Config file (default ./invoice-batch.config.yaml)',
      group: 'Settings:',
    })
    .option('profile', {
      type: 'string',
      describe: 'Profile of the config file (default "sandbox")',
      group: 'Settings:',
    })
    .option('journal', {
      type: 'string',
      describe: 'Journal: a file (default output/journal.sqlite) or a postgres:// URL',
      group: 'Settings:',
    });
  return withOut
    ? options.option('out', { type: 'string', describe: 'Folder for workbooks (default output)', group: 'Settings:' })
    : options;
}

export function withApiOptions(yargs: Argv): Argv {
  return withSettingsOptions(yargs)
    .option('base-url', { type: 'string', describe: 'Base address of the finance API', group: 'Finance API:' })
    .option('erp-segment', {
      type: 'string',
      describe: 'First path segment of the invoice operations',
      group: 'Finance API:',
    })
    .option('app-segment', {
      type: 'string',
      describe: 'Second path segment of the invoice operations',
      group: 'Finance API:',
    })
    .option('env-segment', { type: 'string', describe: 'Environment path segment (default qa)', group: 'Finance API:' })
    .option('timeout-ms', { type: 'number', describe: 'Timeout of one request attempt, ms', group: 'Finance API:' })
    .option('allow-insecure-http', {
      type: 'boolean',
      describe: 'Allow plain http:// to a non-loopback host',
      group: 'Finance API:',
    })
    .option('distinct-target', {
      type: 'boolean',
      describe: "This finance system shares no invoices with the journal's other targets: post keys created there",
      group: 'Finance API:',
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
