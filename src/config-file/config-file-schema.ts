/**
 * The config file as written (`invoice-batch.config.yaml`): profiles, upload, watch and schedule
 * sections, checked by zod. settings.ts turns it, with flags and environment, into Settings.
 */
import { z } from 'zod';

/** The range of a timeout, the same from a flag, the environment or the config file. */
export const TIMEOUT_MS = { min: 100, max: 600_000 } as const;
/** The range of the journal wait (`upload.journalWaitMs`, INVOICE_BATCH_JOURNAL_WAIT_MS): 0 does not wait. */
export const JOURNAL_WAIT_MS = { min: 0, max: 3_600_000 } as const;
/** Longest wait Node's timers keep; a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * A whole number from `min` to `max`. A number out of range is told by its range alone: the whole-number
 * check would add "<= 9007199254740991" for one past what a double holds exactly, not the key's limit.
 */
const wholeNumber = (min: number, max: number, unit = '') => {
  const error = `expected a whole number${unit} from ${min} to ${max}`;
  return z.number().min(min, { abort: true, error }).max(max, { abort: true, error }).int({ error });
};
/** A number of milliseconds from `range.min` to `range.max`, worded as the same setting from the environment is. */
const milliseconds = (range: { min: number; max: number }) => wholeNumber(range.min, range.max, ' of milliseconds');

const retrySchema = z
  .object({
    /** Attempts in all for read-only calls. @default 4 */
    attempts: wholeNumber(1, 10).optional(),
    /** Base delay of the exponential backoff, ms. @default 250 */
    baseDelayMs: wholeNumber(0, 60_000).optional(),
    /** Longest single wait, also caps Retry-After of read-only calls, ms. @default 10000 */
    maxDelayMs: wholeNumber(0, 300_000).optional(),
    /** How long one invoice create may be throttled (429, a gateway's own refusal) and sent again before it fails, ms. @default 300000 */
    throttleBudgetMs: wholeNumber(0, 3_600_000).optional(),
    /** Take a proxy's own 503 with no sign of another hop as "not sent"; false keeps it in doubt. @default true */
    trustProxyRefusals: z.boolean().optional(),
    /**
     * Take nginx's stock 503 page, come within 1 s, as its limit_req or limit_conn refusal ("not sent").
     * The same page answers at once after an upstream reset when an error_page ends in `return 503`,
     * so set this only when you know that nginx has no such error_page. @default false
     */
    trustNginxLimitReq: z.boolean().optional(),
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
    timeoutMs: milliseconds(TIMEOUT_MS).optional(),
    retry: retrySchema.optional(),
    /**
     * The proxy the finance API is reached through, e.g. `http://proxy.example.com:3128`, instead of
     * HTTPS_PROXY/HTTP_PROXY/ALL_PROXY (NO_PROXY still exempts hosts); `none` connects directly
     * whatever the environment says. @default the environment's proxy variables
     */
    proxy: z.string().min(1).optional(),
    /** Bytes of one answer read at most; a longer create answer leaves the invoice in doubt. @default 8388608 (8 MiB) */
    maxAnswerBytes: z
      .number()
      .int()
      .min(64 * 1024)
      .max(1024 * 1024 * 1024)
      .optional(),
    /**
     * The name the journal knows this finance system by, instead of its address: a new gateway in
     * front of the same back-end keeps the journal's knowledge. An http(s) address is normalized like
     * baseUrl. @default the normalized baseUrl with the path segments
     */
    targetId: z
      .string()
      .regex(
        /^[^\s\p{Cc}](?:[^\p{Cc}]*[^\s\p{Cc}])?$/u,
        'expected a name without control characters or surrounding spaces',
      )
      .max(200)
      .refine(
        (id) => !id.startsWith('sandbox:'),
        'expected a name not starting with "sandbox:" (the embedded sandbox\'s)',
      )
      .optional(),
    /**
     * This finance system shares no invoices with the journal's other targets: a key created or in
     * doubt under another target does not stop an upload here. @default false
     */
    distinctTarget: z.boolean().optional(),
    /** The gateway in front of the finance API (docs/api.md, Gateway answers). */
    gateway: z
      .object({
        /** Fault codes (`fault.detail.errorcode`) that prove a request never reached the back-end, beyond the Apigee ones known. @default [] */
        notProcessed: z.array(z.string().trim().min(1)).max(200).optional(),
        /** The largest request body, in bytes, the gateway takes: validate reports larger invoices and upload does not send them. @default no limit */
        maxRequestBytes: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
      })
      .strict()
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
    /**
     * When ticks passed while no scheduler was up, run the job once at start for the last of them,
     * as systemd's `Persistent=true` does. @default false
     */
    catchUp: z.boolean().optional(),
    /**
     * A run that exits 69 (the finance API could not be reached, nothing in doubt) is run again after
     * `everyMs`, doubled for each further attempt, while the attempt starts within `withinMs` of its
     * tick; `false`: never. @default { everyMs: 300000, withinMs: 3600000 }
     */
    retry: z
      .union([
        z.literal(false),
        z
          .object({
            /** First wait after the failed run, ms. @default 300000 */
            everyMs: wholeNumber(1000, MAX_TIMER_MS).optional(),
            /** No attempt starts later than this after the tick, ms. @default 3600000 */
            withinMs: wholeNumber(0, MAX_TIMER_MS).optional(),
          })
          .strict(),
      ])
      .optional(),
  })
  .strict();

export const configFileSchema = z
  .object({
    /** Profile used when `--profile` and INVOICE_BATCH_PROFILE are absent. @default 'sandbox' */
    defaultProfile: z.string().min(1).optional(),
    profiles: z.record(z.string(), profileSchema).optional(),
    /** Journal: a SQLite file, or a postgres:// URL (no password: PGPASSWORD or a password file). @default 'output/journal.sqlite' */
    journal: z.string().min(1).optional(),
    /** Folder for results workbooks. @default 'output' */
    outDir: z.string().min(1).optional(),
    /**
     * How dates are shown: in every workbook's date cells and in the terminal. `dd/mm/yyyy`,
     * `mm/dd/yyyy`, `dd.mm.yyyy`, `d mmm yyyy`, `iso` (yyyy-mm-dd), or a locale such as `de-DE`.
     * @default workbooks `d mmm yyyy` (31 Jan 2025), terminal yyyy-mm-dd
     */
    dateStyle: z.string().min(1).max(40).optional(),
    upload: z
      .object({
        /** Stop when the first this-many invoices sent were all rejected for one reason; 0: never. @default DEFAULT_STOP_AFTER_REJECTIONS */
        stopAfterRejections: wholeNumber(0, 1_000_000).optional(),
        /** How long an upload waits for its journal, locked by another process or out of reach, ms (INVOICE_BATCH_JOURNAL_WAIT_MS wins). @default 60000 */
        journalWaitMs: milliseconds(JOURNAL_WAIT_MS).optional(),
      })
      .strict()
      .optional(),
    retention: z
      .object({
        /**
         * Results, annotated, validation and reconcile workbooks in the output folder, and the drop folder's
         * results/ and done/ files, older than this many days are removed when an upload or watch starts. @default keep all
         */
        keepDays: wholeNumber(1, 36_500).optional(),
      })
      .strict()
      .optional(),
    reconcile: z
      .object({
        /** Status codes after which an invoice is no longer checked. @default ['28'] */
        finalStatusCodes: z.array(z.string().min(1)).optional(),
        /**
         * Every status code the API's owners list; an answer with another is marked and counted as
         * not listed, and reconcile exits 1. @default none: no code is marked (the sandbox's own are known)
         */
        statusCodes: z.array(z.string().min(1)).optional(),
        /** An invoice in one status longer than this many days is reported as stuck. @default 14 */
        stuckAfterDays: z.number().int().min(1).optional(),
        /** @default 4 */
        concurrency: wholeNumber(1, 64).optional(),
      })
      .strict()
      .optional(),
    watch: z
      .object({
        /** A file is taken once size and mtime were unchanged this long, ms. @default 2000 */
        settleMs: wholeNumber(0, MAX_TIMER_MS).optional(),
        /** How often the inbox is looked at without --once, ms. @default 5000 */
        pollMs: wholeNumber(100, MAX_TIMER_MS).optional(),
        /** First wait before a file left in processing/ (the finance API could not be reached) is tried again, ms; doubled after each try. @default 30000 */
        retryMs: wholeNumber(1, MAX_TIMER_MS).optional(),
        /** The longest wait between two tries of such a file, ms. @default 600000 */
        retryMaxMs: wholeNumber(1, MAX_TIMER_MS).optional(),
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
        stopTimeoutMs: wholeNumber(0, MAX_TIMER_MS).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type ConfigFile = z.infer<typeof configFileSchema>;
export type ScheduleJob = z.infer<typeof scheduleJobSchema>;
