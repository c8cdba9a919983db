/** The defaults of settings that neither a flag, the environment nor the config file gives. */
import { DEFAULT_STOP_AFTER_REJECTIONS } from '../batch/send/watch-rejection-storm.js';
import { DEFAULT_PATH_SEGMENTS } from '../finance-api/api-paths.js';

export const DEFAULTS = {
  ...DEFAULT_PATH_SEGMENTS,
  timeoutMs: 30_000,
  retry: { attempts: 4, baseDelayMs: 250, maxDelayMs: 10_000, throttleBudgetMs: 300_000 },
  journal: 'output/journal.sqlite',
  outDir: 'output',
  stopAfterRejections: DEFAULT_STOP_AFTER_REJECTIONS,
} as const;
