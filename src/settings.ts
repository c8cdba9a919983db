/**
 * Flags + environment + config file -> one validated Settings object, once, at the edge.
 * Precedence: flags > environment > config file (selected profile) > defaults.
 * The API key comes from the environment or from a file named in the config, never from a flag.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { ConfigError } from './errors.js';
import { checkBaseUrl } from './finance-api/check-base-url.js';
import { findProxyVariable } from './settings/find-proxy-variable.js';
import { DEFAULT_STOP_AFTER_REJECTIONS } from './batch/send/watch-rejection-storm.js';
import type { ConfigFile, ScheduleJob } from './config-file/config-file-schema.js';
import { loadConfigFile } from './config-file/load-config-file.js';
import { readApiKeyFile } from './config-file/read-api-key-file.js';
import { DEFAULT_MAX_ANSWER_BYTES, DEFAULT_PROFILE_NAME, type RetryPolicy } from './finance-api/api-target.js';
import { DEFAULT_PATH_SEGMENTS } from './finance-api/api-paths.js';
import { SANDBOX_API_KEY } from './sandbox/sandbox-api-key.js';
import { normalizeJournalLocation } from './journal/journal-location.js';
import { DEFAULT_RECONNECT } from './journal/postgres/wait-for-server.js';
import { compileDateStyle, DateStyleError, DEFAULT_DATE_STYLE, type DateStyle } from './report/date-style.js';
import { checkApiKey, checkTimeoutMs, envTimeoutMs, withoutEmptyValues } from './settings/check-setting-values.js';

export const DEFAULT_CONFIG_FILE = 'invoice-batch.config.yaml';
export const SANDBOX_PROFILE = DEFAULT_PROFILE_NAME;
/** The key the embedded sandbox accepts; it guards nothing real. */
export { SANDBOX_API_KEY };
/** Finds the existing instance in the sandbox's duplicate message (`... already exists as instance 0030000001`). */
export const SANDBOX_DUPLICATE_INSTANCE_PATTERN = 'as instance (\\d+)';

/** Connection settings of the selected profile, resolved. */
export interface ApiSettings {
  profile: string;
  /** True for the sandbox profile: outputs say that nothing reaches a real finance system. */
  sandbox: boolean;
  /** Undefined on the sandbox profile without a base URL: the embedded sandbox is started in-process. */
  baseUrl: string | undefined;
  erpSegment: string;
  appSegment: string;
  envSegment: string;
  apiKey: string | undefined;
  timeoutMs: number;
  retry: RetryPolicy;
  /** Bytes of one answer read at most. */
  maxAnswerBytes: number;
  allowInsecureHttp: boolean;
  /** The profile's `targetId`: the journal's name of this finance system, instead of its address. */
  targetId?: string | undefined;
  /** `--distinct-target` or the profile's `distinctTarget`. @default false */
  distinctTarget?: boolean | undefined;
  /** The proxy variable set for the base URL, which the tool does not use (find-proxy-variable.ts). @default none */
  proxyVariable?: string | undefined;
  /** The profile's `gateway.notProcessed`: fault codes that prove a request was not processed. @default [] */
  gatewayNotProcessed?: readonly string[] | undefined;
  /** The profile's `gateway.maxRequestBytes`: the largest request body the gateway takes. @default no limit */
  maxRequestBytes?: number | undefined;
  rejectsDuplicates: boolean;
  duplicateInstancePattern: string | undefined;
  duplicateMessagePattern: string;
}

export interface Settings {
  /** The config file that was read, if any. */
  configFile: string | undefined;
  /** What the user should fix though the command can go on, e.g. a key file others can read. @default [] */
  warnings?: string[];
  api: ApiSettings;
  /** The journal: an absolute SQLite file path, or a postgres:// URL without a password. */
  journalFile: string;
  outDir: string;
  /** How dates are shown in workbooks and the terminal (config `dateStyle`). */
  dateStyle: DateStyle;
  /**
   * journalWaitMs: how long an upload, a watcher or a scheduler waits for its journal, locked by another
   * process (SQLite) or out of reach (PostgreSQL), ms (config `upload.journalWaitMs`, INVOICE_BATCH_JOURNAL_WAIT_MS).
   */
  upload: { stopAfterRejections: number; journalWaitMs: number };
  /** Days the tool's own output files are kept (config `retention.keepDays`); undefined: kept until removed by hand. */
  retention: { keepDays: number | undefined };
  reconcile: { finalStatusCodes: string[]; stuckAfterDays: number; concurrency: number };
  watch: {
    settleMs: number;
    pollMs: number;
    retryMs: number;
    retryMaxMs: number;
    rules: { match: string; mapping: string }[];
  };
  schedule: { timeZone: string | undefined; stopTimeoutMs: number; jobs: ScheduleJob[]; lines: Map<string, number> };
}

/** Flags as yargs gives them; every one optional. */
export interface SettingsFlags {
  config?: string | undefined;
  profile?: string | undefined;
  baseUrl?: string | undefined;
  erpSegment?: string | undefined;
  appSegment?: string | undefined;
  envSegment?: string | undefined;
  timeoutMs?: number | undefined;
  allowInsecureHttp?: boolean | undefined;
  distinctTarget?: boolean | undefined;
  journal?: string | undefined;
  out?: string | undefined;
}

export const DEFAULTS = {
  ...DEFAULT_PATH_SEGMENTS,
  timeoutMs: 30_000,
  retry: { attempts: 4, baseDelayMs: 250, maxDelayMs: 10_000, throttleBudgetMs: 300_000 },
  journal: 'output/journal.sqlite',
  outDir: 'output',
  stopAfterRejections: DEFAULT_STOP_AFTER_REJECTIONS,
} as const;

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
  const env = withoutEmptyValues(givenEnv);
  const explicitConfig = flags.config ?? env.INVOICE_BATCH_CONFIG;
  const configPath = explicitConfig ? resolve(cwd, explicitConfig) : resolve(cwd, DEFAULT_CONFIG_FILE);
  if (explicitConfig && !existsSync(configPath))
    throw new ConfigError('config file not found', { file: explicitConfig });
  const loaded = existsSync(configPath) ? loadConfigFile(configPath) : undefined;
  const config: ConfigFile = loaded?.config ?? {};

  const profile = flags.profile ?? env.INVOICE_BATCH_PROFILE ?? config.defaultProfile ?? SANDBOX_PROFILE;
  const fromFile = config.profiles?.[profile];
  if (!fromFile && profile !== SANDBOX_PROFILE) {
    const known = Object.keys(config.profiles ?? {});
    throw new ConfigError(
      `profile "${profile}" is not defined${loaded ? ` in ${configPath}` : ' (no config file found)'}; known profiles: ${[SANDBOX_PROFILE, ...known].join(', ')}`,
    );
  }
  const allowInsecureHttp = flags.allowInsecureHttp ?? fromFile?.allowInsecureHttp ?? false;
  const rawBaseUrl = flags.baseUrl ?? env.INVOICE_BATCH_BASE_URL ?? fromFile?.baseUrl;
  if (!rawBaseUrl && profile !== SANDBOX_PROFILE)
    throw new ConfigError(`profile "${profile}" has no baseUrl`, { file: loaded?.yaml.file });
  const baseUrl = rawBaseUrl ? checkBaseUrl(rawBaseUrl, allowInsecureHttp) : undefined;
  // Only the embedded sandbox is the sandbox: a given base URL may be a real finance system, whatever the profile's name.
  const sandbox = profile === SANDBOX_PROFILE && baseUrl === undefined;

  const warnings: string[] = [];
  let apiKey = checkApiKey(env.INVOICE_BATCH_API_KEY, 'INVOICE_BATCH_API_KEY');
  if (!apiKey && fromFile?.apiKeyFile) {
    const fromKeyFile = readApiKeyFile(fromFile.apiKeyFile, loaded?.yaml.file);
    if (fromKeyFile.warning) warnings.push(fromKeyFile.warning);
    apiKey = checkApiKey(fromKeyFile.key, `the file named by apiKeyFile of profile "${profile}"`);
  }
  if (!apiKey && sandbox) apiKey = SANDBOX_API_KEY;

  const api: ApiSettings = {
    profile,
    sandbox,
    baseUrl,
    erpSegment: flags.erpSegment ?? env.INVOICE_BATCH_ERP_SEGMENT ?? fromFile?.erpSegment ?? DEFAULTS.erpSegment,
    appSegment: flags.appSegment ?? env.INVOICE_BATCH_APP_SEGMENT ?? fromFile?.appSegment ?? DEFAULTS.appSegment,
    envSegment: flags.envSegment ?? env.INVOICE_BATCH_ENV_SEGMENT ?? fromFile?.envSegment ?? DEFAULTS.envSegment,
    apiKey,
    timeoutMs:
      checkTimeoutMs(flags.timeoutMs, '--timeout-ms') ??
      envTimeoutMs(env, 'INVOICE_BATCH_TIMEOUT_MS') ??
      fromFile?.timeoutMs ??
      DEFAULTS.timeoutMs,
    retry: { ...DEFAULTS.retry, ...fromFile?.retry },
    maxAnswerBytes: fromFile?.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
    allowInsecureHttp,
    targetId: fromFile?.targetId,
    distinctTarget: flags.distinctTarget ?? fromFile?.distinctTarget ?? false,
    proxyVariable: baseUrl === undefined ? undefined : findProxyVariable(baseUrl, env),
    gatewayNotProcessed: fromFile?.gateway?.notProcessed ?? [],
    maxRequestBytes: fromFile?.gateway?.maxRequestBytes,
    // The embedded sandbox refuses a second (PayeeId, Invoice_Number) and names the instance; any
    // other back-end refuses duplicates only when its profile says so.
    rejectsDuplicates: fromFile?.rejectsDuplicates ?? sandbox,
    duplicateInstancePattern:
      fromFile?.duplicateInstancePattern ?? (sandbox ? SANDBOX_DUPLICATE_INSTANCE_PATTERN : undefined),
    duplicateMessagePattern: fromFile?.duplicateMessagePattern ?? 'duplicate',
  };
  for (const pattern of [api.duplicateInstancePattern, api.duplicateMessagePattern]) {
    if (pattern === undefined) continue;
    try {
      new RegExp(pattern, 'i');
    } catch {
      throw new ConfigError(`profile "${profile}": not a regular expression: ${pattern}`, { file: loaded?.yaml.file });
    }
  }

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
        envTimeoutMs(env, 'INVOICE_BATCH_JOURNAL_WAIT_MS') ??
        config.upload?.journalWaitMs ??
        DEFAULT_RECONNECT.withinMs,
    },
    retention: { keepDays: config.retention?.keepDays },
    reconcile: {
      finalStatusCodes: config.reconcile?.finalStatusCodes ?? ['28'],
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
      lines,
    },
  };
}
