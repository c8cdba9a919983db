/** What `advertisers` does, loaded when the command runs (advertisers-command.ts describes its flags). */
import { resolve } from 'node:path';
import { settingsFromArgv } from './api-options.js';
import { ApiError, EXIT_OK } from '../errors.js';
import { openTarget, sandboxStateDir } from './open-target.js';
import { describeTarget } from '../finance-api/api-target.js';
import { extractAdvertisers } from '../finance-api/extract-advertisers.js';
import { fetchAndCacheAdvertisers } from '../advertisers/fetch-and-cache-advertisers.js';
import { describeOutcome } from '../finance-api/describe-outcome.js';
import { describeReadFailure } from '../finance-api/describe-read-failure.js';
import { nameKeySource } from '../finance-api/name-key-source.js';
import {
  AdvertiserListFileError,
  SANDBOX_NOTICE,
  advertiserListFormat,
  advertiserListJson,
  formatAdvertiserTable,
  writeAdvertiserList,
} from '../report/write-advertiser-list.js';
import { describeDuplicateNames, findDuplicateNames } from '../advertisers/find-duplicate-names.js';
import { escapeControlCharacters, printableJson } from '../terminal/escape-control-characters.js';
import { withFlagWording } from './flag-wording.js';
import { refuseExistingFile } from '../report/output-file-exists-error.js';
import { journalOpener, ONLY_READING } from './open-command-journal.js';
import { advertiserReadOptionsFromFile } from '../advertisers/advertiser-read-options.js';
import {
  cachedListJson,
  cachedListOf,
  describeShownList,
  type CachedListJson,
} from '../advertisers/compare-with-cached-list.js';
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import { refuseCommandJournalEmptied, refuseCommandJournalRecreated } from './check-command-journal-register.js';
import { refreshAdvertisersCommand } from './settings-flags-command.js';
import type { CommandIo } from './cli-command.js';
import type { OpenJournal } from '../journal/open-journal.js';
import type { Settings } from '../settings.js';

export type AdvertisersArgv = Parameters<typeof settingsFromArgv>[0] & {
  out?: string;
  json?: boolean;
  refresh?: boolean;
  acceptSmallerList?: boolean;
  overwrite?: boolean;
};

const EMPTY_LIST_CACHED =
  'The finance system answered an empty advertiser list, and it is cached: the cached advertiser list is empty, so validate and upload check no PayeeId against it until a refresh brings advertisers.';

export async function runAdvertisers(
  argv: AdvertisersArgv,
  io: CommandIo,
  readSettings: () => Settings,
): Promise<number> {
  const outFile = argv.out ? resolve(io.cwd, argv.out) : undefined;
  // Check the file name before calling the API: a typo should not cost a request.
  if (outFile) {
    try {
      advertiserListFormat(outFile);
    } catch (error) {
      throw withFlagWording('--out', error, AdvertiserListFileError);
    }
    if (!argv.overwrite) refuseExistingFile(outFile);
  }
  const settings = readSettings();
  // A refresh keeps the list in the journal: it must not make a new one where one that posted was.
  if (argv.refresh) refuseCommandJournalRecreated(settings, undefined);
  const opened = await openTarget(settings.api, { stateDir: sandboxStateDir(settings) });
  try {
    const { target } = opened;
    const source = describeTarget(target);
    // --refresh also keeps the list in the journal for PayeeId look-ups by name.
    const outcome = argv.refresh
      ? await fetchAndCacheAdvertisers(settings.journalFile, checkedJournalOpener(io, settings), target, {
          signal: io.signal,
          acceptSmaller: argv.acceptSmallerList,
          refresh: refreshAdvertisersCommand(argv),
        })
      : await extractAdvertisers(target, { signal: io.signal });
    if (outcome.kind !== 'advertisers') {
      const status = 'status' in outcome ? outcome.status : undefined;
      throw new ApiError(
        `advertiser list from ${source}: ${outcome.kind === 'not-sent' ? describeReadFailure(outcome, 'the call') : describeOutcome(outcome)}${nameKeySource(status, settings.api.apiKeySource)}`,
        status,
      );
    }
    const duplicates = describeDuplicateNames(findDuplicateNames(outcome.advertisers));
    const duplicateLine = duplicates ? `${escapeControlCharacters(duplicates)}\n` : '';
    const listSource = { target: source, sandbox: target.sandbox, fetchedAt: new Date() };
    const shown = argv.refresh
      ? ({ kind: 'refreshed', fetchedAt: listSource.fetchedAt.toISOString() } as const)
      : await compareWithCache(io, settings, target.identity, outcome.advertisers, argv);
    const shownLine = shown ? `${describeShownList(shown)}\n` : '';
    if (outFile) {
      await writeAdvertiserList(outFile, outcome.advertisers, listSource, argv.overwrite).catch((error: unknown) => {
        throw withFlagWording('--out', error, AdvertiserListFileError);
      });
      io.stdout(
        `Wrote ${outcome.advertisers.length} advertisers to ${outFile}\nSource: ${source}\n${shownLine}${duplicateLine}`,
      );
    } else if (argv.json) {
      const document = {
        source,
        fetchedAt: listSource.fetchedAt.toISOString(),
        ...(target.sandbox ? { note: SANDBOX_NOTICE } : {}),
        ...advertiserListJson(outcome.advertisers),
        ...(shown ? { list: shown } : {}),
      };
      io.stdout(`${printableJson(document, 2)}\n`);
    } else {
      io.stdout(
        `${formatAdvertiserTable(outcome.advertisers)}\n${outcome.advertisers.length} advertisers. Source: ${source}\n${shownLine}${duplicateLine}`,
      );
    }
    // Said on stderr too, so a scheduler's log carries it: validate and upload check no PayeeId now.
    if (argv.refresh && outcome.advertisers.length === 0) io.stderr(`${EMPTY_LIST_CACHED}\n`);
    return EXIT_OK;
  } finally {
    await opened.close();
  }
}

/**
 * What the live list holds apart from the cached one validate and upload would check against
 * (read as validate reads it, the journal left as it is); undefined when the journal is too old to read.
 */
async function compareWithCache(
  io: CommandIo,
  settings: Settings,
  targetIdentity: string,
  live: readonly Advertiser[],
  argv: AdvertisersArgv,
): Promise<CachedListJson | undefined> {
  const use = await advertiserReadOptionsFromFile(
    settings.journalFile,
    journalOpener(io, ONLY_READING),
    {},
    targetIdentity,
  );
  const cached = cachedListOf(use);
  return cached === 'unread' ? undefined : cachedListJson(live, cached, refreshAdvertisersCommand(argv));
}

/**
 * Opens the journal --refresh keeps the list in, refusing (exit 2) before the call one that posted but
 * holds no run now, as every command reading the journal does: emptied or replaced, it is to be put
 * back, and a refresh that went through would say nothing of it.
 */
function checkedJournalOpener(io: CommandIo, settings: Settings): OpenJournal {
  const open = journalOpener(io);
  return async (location) => {
    const journal = await open(location);
    try {
      await refuseCommandJournalEmptied(journal, settings);
    } catch (error) {
      await journal.close();
      throw error;
    }
    return journal;
  };
}
