/**
 * Flags + environment + config file -> one validated Settings object, once, at the edge.
 * Precedence: flags > environment > config file (selected profile) > defaults.
 * The API key comes from the environment or from a file named in the config, never from a flag.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { ConfigError } from './errors.js';
import type { ConfigFile, ScheduleJob } from './config-file/config-file-schema.js';
import { JOURNAL_WAIT_MS } from './config-file/config-file-schema.js';
import { loadConfigFile } from './config-file/load-config-file.js';
import { DEFAULT_PROFILE_NAME } from './finance-api/api-target.js';
import { SANDBOX_API_KEY } from './sandbox/sandbox-api-key.js';
import { normalizeJournalLocation } from './journal/journal-location.js';
import { DEFAULT_RECONNECT } from './journal/postgres/wait-for-server.js';
import { compileDateStyle, DateStyleError, DEFAULT_DATE_STYLE, type DateStyle } from './report/date-style.js';
import { envTimeoutMs, withoutEmptyValues } from './settings/check-setting-values.js';
import { DEFAULTS } from './settings/default-settings.js';
import { refuseControlCharactersInEnv, refuseControlCharactersInFlags } from './settings/refuse-control-characters.js';
import { windowsFolderNameWarning } from './settings/warn-windows-folder-name.js';
import { locateJournalRegister } from './settings/locate-journal-register.js';
import { resolveApiSettings, type ApiFlags, type ApiSettings } from './settings/resolve-api-settings.js';

export const DEFAULT_CONFIG_FILE = 'invoice-batch.config.yaml';
export const SANDBOX_PROFILE = DEFAULT_PROFILE_NAME;
/** The key the embedded sandbox accepts; it guards nothing real. */
export { SANDBOX_API_KEY };
export { DEFAULTS, type ApiSettings };

export interface Settings {
  /** The config file that was read, if any. */
  configFile: string | undefined;
  /** What the user should fix though the command can go on, e.g. a key file others can read. @default [] */
  warnings?: string[];
  api: ApiSettings;
  /** The journal: an absolute SQLite file path, or a postgres:// URL without a password. */
  journalFile: string;
  /** The per-user register of journals and the targets they posted to; undefined without a home. */
  journalRegister: string | undefined;
  outDir: string;
  /** Where `outDir` came from, to begin a message about it: `--out`, `INVOICE_BATCH_OUT`, `outDir`, or the default. */
  outDirSource: string;
  /** How dates are shown in workbooks and the terminal (config `dateStyle`). */
  dateStyle: DateStyle;
  /**
   * journalWaitMs: how long an upload, a watcher or a scheduler waits for its journal, locked by another
   * process (SQLite) or out of reach (PostgreSQL), ms (config `upload.journalWaitMs`, INVOICE_BATCH_JOURNAL_WAIT_MS).
   */
  upload: { stopAfterRejections: number; journalWaitMs: number };
  /** Days the tool's own output files are kept (config `retention.keepDays`); undefined: kept until removed by hand. */
  retention: { keepDays: number | undefined };
  reconcile: {
    finalStatusCodes: string[];
    statusCodes: string[] | undefined;
    stuckAfterDays: number;
    concurrency: number;
  };
  watch: {
    settleMs: number;
    pollMs: number;
    retryMs: number;
    retryMaxMs: number;
    rules: { match: string; mapping: string }[];
  };
  schedule: {
    timeZone: string | undefined;
    stopTimeoutMs: number;
    jobs: ScheduleJob[];
    lines: Map<string, number>;
    /** Profiles a job's `--profile` may name: the sandbox and the config file's. @default not checked */
    profiles?: string[];
  };
}

/** Flags as yargs gives them; every one optional. */
export interface SettingsFlags extends ApiFlags {
  config?: string | undefined;
  journal?: string | undefined;
  out?: string | undefined;
}

/** The config's `dateStyle`, or a config error naming the key and what it takes. */
function dateStyleSetting(text: string, file: string | undefined): DateStyle {
  try {
    return compileDateStyle(text);
  } catch (error) {
    if (error instanceof DateStyleError) throw new ConfigError(`dateStyle: ${error.message}`, { file });
    throw error;
  }
}

/**
 * Resolves the settings of one command invocation.
 * @param cwd folder in which the default config file and relative paths are looked up
 */
export function resolveSettings(
  flags: SettingsFlags,
  givenEnv: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Settings {
  // Before the config file is looked for: a flag's or variable's value with a CR names another file.
  refuseControlCharactersInFlags(flags);
  refuseControlCharactersInEnv(givenEnv);
  const env = withoutEmptyValues(givenEnv);
  const explicitConfig = flags.config ?? env.INVOICE_BATCH_CONFIG;
  const configPath = explicitConfig ? resolve(cwd, explicitConfig) : resolve(cwd, DEFAULT_CONFIG_FILE);
  if (explicitConfig && !existsSync(configPath))
    throw new ConfigError('config file not found', { file: explicitConfig });
  const loaded = existsSync(configPath) ? loadConfigFile(configPath) : undefined;
  const config: ConfigFile = loaded?.config ?? {};

  const { api, warnings } = resolveApiSettings(flags, env, configPath, loaded);
  const outGiven: [string | undefined, string][] = [
    [flags.out, '--out'],
    [env.INVOICE_BATCH_OUT, 'INVOICE_BATCH_OUT'],
    [config.outDir, 'outDir'],
  ];
  const [outValue, outSource] = outGiven.find(([value]) => value) ?? [];
  const outWarning = outValue && outSource ? windowsFolderNameWarning(outValue, outSource) : undefined;
  if (outWarning) warnings.push(outWarning);

  const relativeToConfig = (path: string) =>
    loaded && !isAbsolute(path) ? resolve(dirname(loaded.yaml.file), path) : resolve(cwd, path);
  const lines = new Map<string, number>();
  (config.schedule?.jobs ?? []).forEach((job, index) => {
    if (loaded) lines.set(job.name, loaded.yaml.locate(['schedule', 'jobs', index]).line);
  });

  return {
    configFile: loaded?.yaml.file,
    warnings,
    api,
    journalFile: flags.journal
      ? normalizeJournalLocation(flags.journal, (path) => resolve(cwd, path), { name: '--journal' })
      : env.INVOICE_BATCH_JOURNAL
        ? normalizeJournalLocation(env.INVOICE_BATCH_JOURNAL, (path) => resolve(cwd, path), {
            name: 'INVOICE_BATCH_JOURNAL',
          })
        : config.journal
          ? normalizeJournalLocation(config.journal, relativeToConfig, {
              name: 'journal',
              configFile: loaded?.yaml.file,
            })
          : resolve(cwd, DEFAULTS.journal),
    journalRegister: locateJournalRegister(env),
    outDirSource: flags.out
      ? '--out'
      : env.INVOICE_BATCH_OUT
        ? 'INVOICE_BATCH_OUT'
        : config.outDir
          ? 'outDir'
          : 'the default output folder (set another with --out or outDir)',
    outDir: flags.out
      ? resolve(cwd, flags.out)
      : env.INVOICE_BATCH_OUT
        ? resolve(cwd, env.INVOICE_BATCH_OUT)
        : config.outDir
          ? relativeToConfig(config.outDir)
          : resolve(cwd, DEFAULTS.outDir),
    dateStyle: config.dateStyle ? dateStyleSetting(config.dateStyle, loaded?.yaml.file) : DEFAULT_DATE_STYLE,
    upload: {
      stopAfterRejections: config.upload?.stopAfterRejections ?? DEFAULTS.stopAfterRejections,
      journalWaitMs:
        envTimeoutMs(env, 'INVOICE_BATCH_JOURNAL_WAIT_MS', JOURNAL_WAIT_MS) ??
        config.upload?.journalWaitMs ??
        DEFAULT_RECONNECT.withinMs,
    },
    retention: { keepDays: config.retention?.keepDays },
    reconcile: {
      finalStatusCodes: config.reconcile?.finalStatusCodes ?? ['28'],
      statusCodes: config.reconcile?.statusCodes,
      stuckAfterDays: config.reconcile?.stuckAfterDays ?? 14,
      concurrency: config.reconcile?.concurrency ?? 4,
    },
    watch: {
      settleMs: config.watch?.settleMs ?? 2000,
      pollMs: config.watch?.pollMs ?? 5000,
      retryMs: config.watch?.retryMs ?? 30_000,
      retryMaxMs: Math.max(config.watch?.retryMs ?? 30_000, config.watch?.retryMaxMs ?? 600_000),
      rules: (config.watch?.rules ?? []).map((rule) => ({
        match: rule.match,
        mapping: relativeToConfig(rule.mapping),
      })),
    },
    schedule: {
      timeZone: config.schedule?.timeZone,
      stopTimeoutMs: config.schedule?.stopTimeoutMs ?? 60_000,
      jobs: config.schedule?.jobs ?? [],
      profiles: [...new Set([SANDBOX_PROFILE, ...Object.keys(config.profiles ?? {})])],
      lines,
    },
  };
}
