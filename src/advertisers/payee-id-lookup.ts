/**
 * The PayeeId lookup of a mapping's advertiser rules, bound to the cached list (indexed once per
 * file). Reading a file applies it to every invoice before the model and duplicate-key checks, so
 * two spellings of one advertiser name are one business key. A cached list checks every PayeeId
 * even on a mapping without rules: an unknown payee is refused at validation, not by the back-end
 * after the file's other invoices went out.
 */
import { basename } from 'node:path';
import { ConfigError } from '../errors.js';
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import type { ListElsewhere } from './advertiser-read-options.js';
import { needsAdvertiserList, usesAdvertiserList, type AdvertiserRules } from './advertiser-rules.js';
import { listedAt, lookUpPayeeId, type PayeeIdLookup } from './look-up-payee-id.js';
import { indexAdvertisers } from './index-advertisers.js';

/** Written PayeeId text -> the id to post, or a problem message. */
export type LookUpPayeeId = (written: string) => PayeeIdLookup;

/** What the error says when the rules need a list and none is cached for the target. */
export interface MissingList {
  /** Another system's list, cached instead. @default none */
  elsewhere?: ListElsewhere | undefined;
  /** The command that caches the target's list, as the user would type it. @default invoice-batch advertisers --refresh */
  refresh?: string | undefined;
}

/**
 * @param mappingFile named in the error when no list is cached
 * @param known the cached list with its fetch time; undefined when none is cached
 * @returns undefined when no list is cached or the rules turn the check off (PayeeId is posted as written)
 * @throws ConfigError when the rules need a list and none is cached
 */
export function payeeIdLookup(
  mappingFile: string,
  rules: AdvertiserRules | undefined,
  known: { advertisers: readonly Advertiser[]; fetchedAt?: string | undefined } | undefined,
  missing: MissingList = {},
): LookUpPayeeId | undefined {
  if (!usesAdvertiserList(rules)) return undefined;
  if (!known || known.advertisers.length === 0) {
    if (!rules || !needsAdvertiserList(rules)) return undefined;
    const needs = `the mapping ${basename(mappingFile)} checks PayeeId against the advertiser list (advertisers: ${rules.payeeIdBy === 'name' ? 'payeeIdBy: name' : 'requireKnown: true'})`;
    const refresh = missing.refresh ?? 'invoice-batch advertisers --refresh';
    const { elsewhere } = missing;
    // A list refreshed at another system (another --base-url or profile) is not this one's: its ids differ.
    const problem = known
      ? `${needs}, but the cached advertiser list is empty (the finance system answered no advertisers${known.fetchedAt ? ` ${listedAt(known.fetchedAt)}` : ''}); run "${refresh}" again when it lists them`
      : elsewhere
        ? `${needs}, but no list is cached for this finance system (${elsewhere.target}); the journal holds the list of ${elsewhere.cachedFor}, whose ids are not this system's; cache this one with: ${refresh}`
        : `${needs}, but no list is cached; run "${refresh}" first`;
    throw new ConfigError(problem, { file: mappingFile });
  }
  const index = indexAdvertisers(known.advertisers, known.fetchedAt);
  const checked: AdvertiserRules = { payeeIdBy: rules?.payeeIdBy ?? 'id', requireKnown: rules?.requireKnown ?? true };
  return (written) => lookUpPayeeId(written, checked, index);
}
