/**
 * The selected profile's connection settings: flags > environment > config file > defaults.
 * The API key comes from the environment or from a file named in the config, never from a flag.
 */
import { checkBaseUrl } from '../finance-api/check-base-url.js';
import { ConfigError } from '../errors.js';
import type { ConfigFile } from '../config-file/config-file-schema.js';
import type { loadConfigFile } from '../config-file/load-config-file.js';
import { apiKeyFilePath, readApiKeyFile } from '../config-file/read-api-key-file.js';
import {
  DEFAULT_MAX_ANSWER_BYTES,
  DEFAULT_PROFILE_NAME as SANDBOX_PROFILE,
  type ProxyRoute,
  type RetryPolicy,
} from '../finance-api/api-target.js';
import { SANDBOX_API_KEY } from '../sandbox/sandbox-api-key.js';
import { checkApiKey, checkTimeoutMs, envTimeoutMs, pathSegmentProblem } from './check-setting-values.js';
import { DEFAULTS } from './default-settings.js';
import { chooseProxy } from './choose-proxy.js';
import { refuseEnvOverProfile } from './refuse-env-over-profile.js';
import { refuseSharedTargetIds } from './refuse-shared-target-ids.js';

/** Finds the existing instance in the sandbox's duplicate message (`... already exists as instance 0030000001`). */
const SANDBOX_DUPLICATE_INSTANCE_PATTERN = 'as instance (\\d+)';

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
  /** Where the key came from, never the key: named when the finance system refuses it. Undefined for the sandbox's own. */
  apiKeySource?: string | undefined;
  timeoutMs: number;
  retry: RetryPolicy;
  /** Bytes of one answer read at most. */
  maxAnswerBytes: number;
  allowInsecureHttp: boolean;
  /** The profile's `targetId`: the journal's name of this finance system, instead of its address. */
  targetId?: string | undefined;
  /** `--distinct-target` or the profile's `distinctTarget`. @default false */
  distinctTarget?: boolean | undefined;
  /** The proxy the base URL is reached through (choose-proxy.ts). @default none: connected directly */
  proxy?: ProxyRoute | undefined;
  /** The profile's `gateway.notProcessed`: fault codes that prove a request was not processed. @default [] */
  gatewayNotProcessed?: readonly string[] | undefined;
  /** The profile's `gateway.maxRequestBytes`: the largest request body the gateway takes. @default no limit */
  maxRequestBytes?: number | undefined;
  rejectsDuplicates: boolean;
  duplicateInstancePattern: string | undefined;
  duplicateMessagePattern: string;
}

type SegmentKey = 'erpSegment' | 'appSegment' | 'envSegment';

/** The flags that bear on the connection; every one optional. */
export interface ApiFlags {
  profile?: string | undefined;
  baseUrl?: string | undefined;
  erpSegment?: string | undefined;
  appSegment?: string | undefined;
  envSegment?: string | undefined;
  timeoutMs?: number | undefined;
  allowInsecureHttp?: boolean | undefined;
  distinctTarget?: boolean | undefined;
}

/**
 * The selected profile's settings, and what the user should fix though the command can go on.
 * @param env the environment without empty values
 * @param loaded the config file read, if any, found at `configPath`
 */
export function resolveApiSettings(
  flags: ApiFlags,
  env: NodeJS.ProcessEnv,
  configPath: string,
  loaded: ReturnType<typeof loadConfigFile> | undefined,
): { api: ApiSettings; warnings: string[] } {
  const config: ConfigFile = loaded?.config ?? {};
  refuseSharedTargetIds(config, loaded?.yaml);
  const profile = flags.profile ?? env.INVOICE_BATCH_PROFILE ?? config.defaultProfile ?? SANDBOX_PROFILE;
  const fromFile = config.profiles?.[profile];
  if (!fromFile && profile !== SANDBOX_PROFILE) {
    // A config may define a profile named sandbox itself: it is listed once.
    const known = [...new Set([SANDBOX_PROFILE, ...Object.keys(config.profiles ?? {})])];
    // Profile names are matched exactly: `Acme` is not `acme`, but is most likely meant to be.
    const meant = known.find((name) => name.toLowerCase() === profile.toLowerCase());
    throw new ConfigError(
      `profile "${profile}" is not defined${loaded ? ` in ${configPath}` : ' (no config file found)'}${meant ? `; did you mean "${meant}"? (names are case-sensitive)` : ''}; known profiles: ${known.join(', ')}`,
    );
  }
  const allowInsecureHttp = flags.allowInsecureHttp ?? fromFile?.allowInsecureHttp ?? false;
  const namedBy =
    flags.profile !== undefined
      ? `--profile ${profile}`
      : env.INVOICE_BATCH_PROFILE !== undefined
        ? `INVOICE_BATCH_PROFILE=${profile}`
        : undefined;
  const chosenBy = config.defaultProfile === undefined ? 'default' : `defaultProfile in ${configPath}`;
  refuseEnvOverProfile({
    namedBy,
    chosenBy,
    profile,
    targetId: fromFile?.targetId,
    key: 'baseUrl',
    variable: 'INVOICE_BATCH_BASE_URL',
    flag: '--base-url',
    fromFlag: flags.baseUrl,
    fromEnv: env.INVOICE_BATCH_BASE_URL,
    fromProfile: fromFile?.baseUrl,
  });
  const rawBaseUrl = flags.baseUrl ?? env.INVOICE_BATCH_BASE_URL ?? fromFile?.baseUrl;
  if (!rawBaseUrl && profile !== SANDBOX_PROFILE)
    throw new ConfigError(`profile "${profile}" has no baseUrl`, { file: loaded?.yaml.file });
  const baseUrl = rawBaseUrl ? checkBaseUrl(rawBaseUrl, allowInsecureHttp) : undefined;
  // Only the embedded sandbox is the sandbox: a given base URL may be a real finance system, whatever the profile's name.
  const sandbox = profile === SANDBOX_PROFILE && baseUrl === undefined;

  const warnings: string[] = [];
  const keyFileVariable = env.INVOICE_BATCH_API_KEY_FILE || undefined;
  // Two keys given: taking either silently could post with the wrong company's key.
  if (env.INVOICE_BATCH_API_KEY && keyFileVariable)
    throw new ConfigError(
      'both INVOICE_BATCH_API_KEY and INVOICE_BATCH_API_KEY_FILE are set: give the API key one way only; unset one of them',
    );
  const fromVariable = keyFileVariable
    ? readApiKeyFile(keyFileVariable, undefined, 'INVOICE_BATCH_API_KEY_FILE')
    : undefined;
  if (fromVariable?.warning) warnings.push(fromVariable.warning);
  const variable = keyFileVariable ? 'INVOICE_BATCH_API_KEY_FILE' : 'INVOICE_BATCH_API_KEY';
  let apiKey = fromVariable
    ? checkApiKey(fromVariable.key, 'the file named by INVOICE_BATCH_API_KEY_FILE')
    : checkApiKey(env.INVOICE_BATCH_API_KEY, 'INVOICE_BATCH_API_KEY');
  let apiKeySource = !apiKey
    ? undefined
    : keyFileVariable
      ? `the file ${keyFileVariable} (INVOICE_BATCH_API_KEY_FILE)`
      : 'the environment variable INVOICE_BATCH_API_KEY';
  if (apiKey && fromFile?.apiKeyFile)
    warnings.push(
      `the API key is taken from the environment variable ${variable}, which comes before apiKeyFile: the file ${apiKeyFilePath(fromFile.apiKeyFile, loaded?.yaml.file)} of profile "${profile}" is not read; unset the variable to use the file`,
    );
  if (!apiKey && fromFile?.apiKeyFile) {
    const fromKeyFile = readApiKeyFile(fromFile.apiKeyFile, loaded?.yaml.file);
    if (fromKeyFile.warning) warnings.push(fromKeyFile.warning);
    apiKey = checkApiKey(fromKeyFile.key, `the file named by apiKeyFile of profile "${profile}"`);
    apiKeySource = `the file ${apiKeyFilePath(fromFile.apiKeyFile, loaded?.yaml.file)} (apiKeyFile of profile "${profile}")`;
  }
  if (!apiKey && sandbox) apiKey = SANDBOX_API_KEY;

  /** A path segment by precedence, refused with where it came from when it would post to another path. */
  const segment = (key: SegmentKey, flag: string, variable: string): string => {
    refuseEnvOverProfile({
      namedBy,
      chosenBy,
      profile,
      targetId: fromFile?.targetId,
      key,
      variable,
      flag,
      fromFlag: flags[key],
      fromEnv: env[variable],
      fromProfile: fromFile?.[key],
      profileDefault: DEFAULTS[key],
    });
    const sources: [string | undefined, (problem: string) => ConfigError][] = [
      [flags[key], (problem) => new ConfigError(`${flag}: ${problem}`)],
      [env[variable], (problem) => new ConfigError(`environment variable ${variable}: ${problem}`)],
      [
        fromFile?.[key],
        (problem) =>
          new ConfigError(`profiles.${profile}.${key}: ${problem}`, {
            file: loaded?.yaml.file,
            line: loaded?.yaml.locate(['profiles', profile, key]).line,
          }),
      ],
    ];
    for (const [value, refusal] of sources) {
      if (value === undefined) continue;
      const problem = pathSegmentProblem(value);
      if (problem) throw refusal(problem);
      return value;
    }
    return DEFAULTS[key];
  };

  const api: ApiSettings = {
    profile,
    sandbox,
    baseUrl,
    erpSegment: segment('erpSegment', '--erp-segment', 'INVOICE_BATCH_ERP_SEGMENT'),
    appSegment: segment('appSegment', '--app-segment', 'INVOICE_BATCH_APP_SEGMENT'),
    envSegment: segment('envSegment', '--env-segment', 'INVOICE_BATCH_ENV_SEGMENT'),
    apiKey,
    apiKeySource,
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
    proxy: baseUrl === undefined ? undefined : chooseProxy(baseUrl, env, fromFile?.proxy),
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

  return { api, warnings };
}
