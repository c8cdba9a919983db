/**
 * Flags + environment + config file -> one validated Settings object, once, at the edge.
 * Precedence: flags > environment > config file (selected profile) > defaults.
 * The API key comes from the environment or from a file named in the config, never from a flag.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './errors.js';
import { apiKeyProblem } from './finance-api/check-api-key.js';
import { DEFAULT_STOP_AFTER_REJECTIONS } from './batch/watch-rejection-storm.js';
import { configErrorFromIssues, readYamlFile, type YamlFile } from './config-file/read-yaml-file.js';
import { DEFAULT_MAX_ANSWER_BYTES, type RetryPolicy } from './finance-api/api-target.js';
import { DEFAULT_PATH_SEGMENTS } from './finance-api/api-paths.js';
import { SANDBOX_API_KEY } from './sandbox/sandbox-api-key.js';

export const DEFAULT_CONFIG_FILE = 'invoice-batch.config.yaml';
export const SANDBOX_PROFILE = 'sandbox';
/** The key the embedded sandbox accepts; it guards nothing real. */
export { SANDBOX_API_KEY };
/** Finds the existing instance in the sandbox's duplicate message (`... already exists as instance 0030000001`). */
export const SANDBOX_DUPLICATE_INSTANCE_PATTERN = 'as instance (\\d+)';

/** The range of a timeout, the same from a flag, the environment or the config file. */
const TIMEOUT_MS = { min: 100, max: 600_000 } as const;
/** Longest wait Node's timers keep; a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

const retrySchema = z
  .object({
    /** Attempts in all for read-only calls. @default 4 */
    attempts: z.number().int().min(1).max(10).optional(),
    /** Base delay of the exponential backoff, ms. @default 250 */
    baseDelayMs: z.number().int().min(0).max(60_000).optional(),
    /** Longest single wait, also caps Retry-After of read-only calls, ms. @default 10000 */
    maxDelayMs: z.number().int().min(0).max(300_000).optional(),
    /** How long one invoice create may be throttled (429, 503 with Retry-After) and sent again before it fails, ms. @default 300000 */
    throttleBudgetMs: z.number().int().min(0).max(3_600_000).optional(),
  })
  .strict();

const profileSchema = z
  .object({
    /** Base address of the finance API. Absent on the sandbox profile: the embedded sandbox is started. */
    baseUrl: z.string().url().optional(),
    /** First fixed path segment of the invoice operations. @default 'erp' */
    erpSegment: z.string().min(1).optional(),
    /** Second fixed path segment of the invoice operations. @default 'invoicing' */
    appSegment: z.string().min(1).optional(),
    /** Environment segment of the invoice paths. @default 'qa' */
    envSegment: z.string().min(1).optional(),
    /** File holding the API key (first line). Relative to the config file. */
    apiKeyFile: z.string().min(1).optional(),
    /** Timeout of one attempt, ms. @default 30000 */
    timeoutMs: z.number().int().min(TIMEOUT_MS.min).max(TIMEOUT_MS.max).optional(),
    retry: retrySchema.optional(),
    /** Bytes of one answer read at most; a longer create answer leaves the invoice in doubt. @default 8388608 (8 MiB) */
    maxAnswerBytes: z
      .number()
      .int()
      .min(64 * 1024)
      .max(1024 * 1024 * 1024)
      .optional(),
    /** Allow plain http:// to a host other than loopback. @default false */
    allowInsecureHttp: z.boolean().optional(),
    /** The back-end refuses a second (PayeeId, Invoice_Number): in-doubt invoices may be re-posted safely. @default false */
    rejectsDuplicates: z.boolean().optional(),
    /** Regular expression whose first group finds the existing instance id in a duplicate message. */
    duplicateInstancePattern: z.string().min(1).optional(),
    /** Regular expression that recognizes a duplicate rejection message. @default 'duplicate' (case-insensitive) */
    duplicateMessagePattern: z.string().min(1).optional(),
  })
  .strict();

const watchRuleSchema = z
  .object({
    /** Glob on the file name, e.g. `*.csv` or `register-*.xlsx`. */
    match: z.string().min(1),
    /** Mapping file for files that match, relative to the config file. */
    mapping: z.string().min(1),
  })
  .strict();

const scheduleJobSchema = z
  .object({
    /** Name of the job, used by `--run-now` and in the log. */
    name: z.string().regex(/^[A-Za-z0-9_.-]+$/, 'expected letters, digits, _ . -'),
    /** Cron expression, five or six fields. */
    cron: z.string().min(1),
    /** The invoice-batch command and its options, e.g. `reconcile --json`. */
    command: z.string().min(1),
    /** Time zone of the cron expression, e.g. Europe/Berlin. @default the schedule's timeZone */
    timeZone: z.string().min(1).optional(),
  })
  .strict();

export const configFileSchema = z
  .object({
    /** Profile used when `--profile` and INVOICE_BATCH_PROFILE are absent. @default 'sandbox' */
    defaultProfile: z.string().min(1).optional(),
    profiles: z.record(z.string(), profileSchema).optional(),
    /** Journal file. @default 'output/journal.sqlite' */
    journal: z.string().min(1).optional(),
    /** Folder for results workbooks. @default 'output' */
    outDir: z.string().min(1).optional(),
    upload: z
      .object({
        /** Stop when the first this-many invoices sent were all rejected for one reason; 0: never. @default 25 */
        stopAfterRejections: z.number().int().min(0).max(1_000_000).optional(),
      })
      .strict()
      .optional(),
    reconcile: z
      .object({
        /** Status codes after which an invoice is no longer checked. @default ['28'] */
        finalStatusCodes: z.array(z.string().min(1)).optional(),
        /** An invoice in one status longer than this many days is reported as stuck. @default 14 */
        stuckAfterDays: z.number().int().min(1).optional(),
        /** @default 4 */
        concurrency: z.number().int().min(1).max(64).optional(),
      })
      .strict()
      .optional(),
    watch: z
      .object({
        /** A file is taken once size and mtime were unchanged this long, ms. @default 2000 */
        settleMs: z.number().int().min(0).max(MAX_TIMER_MS).optional(),
        /** How often the inbox is looked at without --once, ms. @default 5000 */
        pollMs: z.number().int().min(100).max(MAX_TIMER_MS).optional(),
        rules: z.array(watchRuleSchema).optional(),
      })
      .strict()
      .optional(),
    schedule: z
      .object({
        /** Time zone of every job without its own. @default the machine's */
        timeZone: z.string().min(1).optional(),
        jobs: z.array(scheduleJobSchema).optional(),
        /** How long SIGTERM waits for running jobs, ms. @default 60000 */
        stopTimeoutMs: z.number().int().min(0).max(MAX_TIMER_MS).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type ConfigFile = z.infer<typeof configFileSchema>;
export type ScheduleJob = z.infer<typeof scheduleJobSchema>;

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
  rejectsDuplicates: boolean;
  duplicateInstancePattern: string | undefined;
  duplicateMessagePattern: string;
}

export interface Settings {
  /** The config file that was read, if any. */
  configFile: string | undefined;
  api: ApiSettings;
  journalFile: string;
  outDir: string;
  upload: { stopAfterRejections: number };
  reconcile: { finalStatusCodes: string[]; stuckAfterDays: number; concurrency: number };
  watch: { settleMs: number; pollMs: number; rules: { match: string; mapping: string }[] };
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

function loadConfig(path: string): { yaml: YamlFile; config: ConfigFile } {
  const yaml = readYamlFile(path);
  const parsed = configFileSchema.safeParse(yaml.value);
  if (!parsed.success) throw configErrorFromIssues(yaml, parsed.error.issues, (p) => knownKeysAt(p));
  return { yaml, config: parsed.data };
}

function knownKeysAt(path: readonly PropertyKey[]): string[] {
  let schema: z.ZodType = configFileSchema;
  for (const part of path) {
    schema = unwrap(schema);
    if (schema instanceof z.ZodObject) schema = (schema.shape as Record<string, z.ZodType>)[String(part)] ?? schema;
    else if (schema instanceof z.ZodRecord) schema = schema.valueType as z.ZodType;
    else if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
  }
  schema = unwrap(schema);
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
  return current;
}

/** A timeout from a flag or the environment, checked like `timeoutMs` in the config file. */
function checkTimeoutMs(value: number | undefined, source: string, raw: string = String(value)): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < TIMEOUT_MS.min || value > TIMEOUT_MS.max) {
    throw new ConfigError(
      `${source}: expected a whole number of milliseconds from ${TIMEOUT_MS.min} to ${TIMEOUT_MS.max}, got "${raw}"`,
    );
  }
  return value;
}

function envTimeoutMs(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  return checkTimeoutMs(/^\s*-?\d+\s*$/.test(raw) ? Number(raw) : Number.NaN, `environment variable ${name}`, raw);
}

/** Refuses a key no HTTP header can carry before anything is staged; the message never quotes it. */
function checkApiKey(key: string | undefined, source: string): string | undefined {
  const problem = key === undefined ? undefined : apiKeyProblem(key);
  if (problem) throw new ConfigError(`the API key (${source}) ${problem}`);
  return key;
}

function readKeyFile(file: string, configFile: string | undefined): string {
  const path = configFile && !isAbsolute(file) ? resolve(dirname(configFile), file) : file;
  try {
    const key = readFileSync(path, 'utf8').split(/\r?\n/)[0]?.trim() ?? '';
    if (!key) throw new ConfigError(`the API key file ${path} is empty`, { file: configFile });
    return key;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `cannot read the API key file ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      { file: configFile },
    );
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Refuses plain http:// to anything but loopback unless explicitly allowed. */
export function checkBaseUrl(url: string, allowInsecureHttp: boolean): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`base URL: expected an http(s) address, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ConfigError(`base URL: expected http or https, got "${parsed.protocol}"`);
  }
  // Credentials in the address would be written wherever the address is (journal, outputs); the key goes in its header.
  if (parsed.username || parsed.password) {
    throw new ConfigError(
      `base URL ${parsed.protocol}//${parsed.host}: expected no user name or password in the address; give the API key through INVOICE_BATCH_API_KEY or apiKeyFile`,
    );
  }
  if (parsed.search || parsed.hash || url.includes('?') || url.includes('#')) {
    throw new ConfigError(
      `base URL ${parsed.origin}${parsed.pathname}: expected no query (?) or fragment (#); the operation paths are added after the base URL`,
    );
  }
  const loopback = LOOPBACK.has(parsed.hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(parsed.hostname);
  if (parsed.protocol === 'http:' && !loopback && !allowInsecureHttp) {
    throw new ConfigError(
      `base URL ${parsed.origin}: plain http would send the API key unencrypted; use https or pass --allow-insecure-http`,
    );
  }
  return url.replace(/\/+$/, '');
}

/**
 * Resolves the settings of one command invocation.
 * @param cwd folder in which the default config file and relative paths are looked up
 */
export function resolveSettings(
  flags: SettingsFlags,
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Settings {
  const explicitConfig = flags.config ?? env.INVOICE_BATCH_CONFIG;
  const configPath = explicitConfig ? resolve(cwd, explicitConfig) : resolve(cwd, DEFAULT_CONFIG_FILE);
  if (explicitConfig && !existsSync(configPath))
    throw new ConfigError('config file not found', { file: explicitConfig });
  const loaded = existsSync(configPath) ? loadConfig(configPath) : undefined;
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

  let apiKey = checkApiKey(env.INVOICE_BATCH_API_KEY || undefined, 'INVOICE_BATCH_API_KEY');
  if (!apiKey && fromFile?.apiKeyFile)
    apiKey = checkApiKey(
      readKeyFile(fromFile.apiKeyFile, loaded?.yaml.file),
      `the file named by apiKeyFile of profile "${profile}"`,
    );
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
    api,
    journalFile: flags.journal
      ? resolve(cwd, flags.journal)
      : env.INVOICE_BATCH_JOURNAL
        ? resolve(cwd, env.INVOICE_BATCH_JOURNAL)
        : config.journal
          ? relativeToConfig(config.journal)
          : resolve(cwd, DEFAULTS.journal),
    outDir: flags.out
      ? resolve(cwd, flags.out)
      : env.INVOICE_BATCH_OUT
        ? resolve(cwd, env.INVOICE_BATCH_OUT)
        : config.outDir
          ? relativeToConfig(config.outDir)
          : resolve(cwd, DEFAULTS.outDir),
    upload: { stopAfterRejections: config.upload?.stopAfterRejections ?? DEFAULTS.stopAfterRejections },
    reconcile: {
      finalStatusCodes: config.reconcile?.finalStatusCodes ?? ['28'],
      stuckAfterDays: config.reconcile?.stuckAfterDays ?? 14,
      concurrency: config.reconcile?.concurrency ?? 4,
    },
    watch: {
      settleMs: config.watch?.settleMs ?? 2000,
      pollMs: config.watch?.pollMs ?? 5000,
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
