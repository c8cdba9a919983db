/**
 * Every migration, in order of application. Append only: never edit, reorder or remove one.
 * Ids 1-99 belong to the upload journal; ids from 100 on to later features.
 */
import type { Migration } from './migration.js';
import { createRuns } from './001-create-runs.js';
import { createInvoices } from './002-create-invoices.js';
import { createProblems } from './003-create-problems.js';
import { indexInvoicesByRun } from './004-index-invoices-by-run.js';
import { createStatusHistory } from './100-status-history.js';
import { createAdvertiserCache } from './101-advertiser-cache.js';
import { createScheduleRuns } from './102-schedule-runs.js';
import { createWatchFiles } from './103-watch-files.js';
import { addInvoiceDateVendorName } from './104-invoice-date-vendor-name.js';
import { scheduleTickOnce } from './105-schedule-tick-once.js';
import { indexInvoicesByInstance } from './106-index-invoices-by-instance.js';
import { claimRowsFunction } from './107-claim-rows-function.js';
import { normalizeTargetIdentities } from './108-normalize-target-identities.js';
import { scheduleLeases } from './109-schedule-leases.js';
import { createResolutionCorrections } from './110-resolution-corrections.js';
import { addDueDate } from './111-due-date.js';
import { addRunNotSent } from './112-run-not-sent.js';
import { addRunHeldDiffers } from './113-run-held-differs.js';
import { addRunNotCreated } from './114-run-not-created.js';
import { addInDoubtSince } from './115-in-doubt-since.js';
import { addRunLeftOut } from './116-run-left-out.js';
import { indexCreatedByNumber } from './117-index-created-by-number.js';
import { createJournalIdentity } from './118-journal-identity.js';
import { addRunAlreadyCreated } from './119-run-already-created.js';
import { addRunOsUser } from './120-run-os-user.js';
import { addRunKeyAndMapping } from './121-run-key-and-mapping.js';
import { indexCreatedByInvoiceId } from './122-index-created-by-invoice-id.js';
import { createReconcileRuns } from './123-reconcile-runs.js';
import { claimRowsFunctionV2 } from './124-claim-rows-function-v2.js';
import { createHeldCopyReviews } from './125-held-copy-reviews.js';

export const ALL_MIGRATIONS: readonly Migration[] = [
  createRuns,
  createInvoices,
  createProblems,
  indexInvoicesByRun,
  createStatusHistory,
  createAdvertiserCache,
  createScheduleRuns,
  createWatchFiles,
  addInvoiceDateVendorName,
  scheduleTickOnce,
  indexInvoicesByInstance,
  claimRowsFunction,
  normalizeTargetIdentities,
  scheduleLeases,
  createResolutionCorrections,
  addDueDate,
  addRunNotSent,
  addRunHeldDiffers,
  addRunNotCreated,
  addInDoubtSince,
  addRunLeftOut,
  indexCreatedByNumber,
  createJournalIdentity,
  addRunAlreadyCreated,
  addRunOsUser,
  addRunKeyAndMapping,
  indexCreatedByInvoiceId,
  createReconcileRuns,
  claimRowsFunctionV2,
  createHeldCopyReviews,
];
