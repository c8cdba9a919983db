/** What handling a dropped file needs: the journal, the finance API, the rules and how results are written. */
import type { DuplicateRules } from '../batch/send/interpret-create-outcome.js';
import type { ApiTarget } from '../finance-api/api-target.js';
import type { Journal } from '../journal/open-journal.js';
import type { DateStyle } from '../report/date-style.js';
import type { OutputFileSystem } from '../report/write-output-file.js';
import type { WatchRule } from './choose-mapping.js';

export interface DropContext {
  journal: Journal;
  target: ApiTarget;
  rules: readonly WatchRule[];
  /** `--mapping`: used for every file, whatever the rules say. */
  mappingOverride: string | undefined;
  duplicates: DuplicateRules;
  rejectsDuplicates: boolean;
  /** Stop a file when its first this-many invoices sent were all rejected for one reason; 0: never. @default 25 */
  stopAfterRejections?: number | undefined;
  /** Recorded with each run (upload-options.ts). @default 0 */
  journalWaitMs?: number | undefined;
  /** What started the uploads, recorded with each run (upload-options.ts), e.g. `watch: /srv/in`. @default not recorded */
  startedBy?: string | undefined;
  /** How the results workbook shows dates (config `dateStyle`). @default DEFAULT_DATE_STYLE */
  dateStyle?: DateStyle | undefined;
  /** Where the journal is (a file or a postgres:// URL without password), named when a results workbook cannot be written. @default none */
  journalLocation?: string | undefined;
  /** Aborted: the upload stops taking invoices; the file stays in processing/. */
  signal: AbortSignal;
  /** Awaited once before a file's first create is sent (uploadMappedFiles' beforeFirstSend). @default nothing */
  beforeFirstSend?: (() => Promise<void>) | undefined;
  /** The calls a refusal note is written with: node:fs's own, or in tests one that fails as a full disk does. @default node:fs */
  fileSystem?: OutputFileSystem | undefined;
  /** @default () => new Date() */
  now?: () => Date;
}
