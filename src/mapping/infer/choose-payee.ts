/**
 * PayeeId from what the advertiser list in the cache knows: a column whose values are its ids
 * (then `requireKnown`), or else one whose values are its names (then `payeeIdBy: name`).
 * Whatever the headers say, values the list knows are the better evidence. Pure.
 */
import type { Advertiser } from '../../finance-api/advertiser-list-schema.js';
import { indexAdvertisers, isKnownAdvertiserId } from '../../advertisers/index-advertisers.js';
import { normalizeAdvertiserName } from '../../advertisers/normalize-advertiser-name.js';
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';

export interface PayeeChoice {
  choice: FieldChoice;
  by: 'id' | 'name';
}

const ENOUGH = 0.9;

function share(profile: ColumnProfile, known: (text: string) => boolean): number {
  const texts = profile.texts.filter((t): t is string => t !== undefined);
  return texts.length === 0 ? 0 : texts.filter(known).length / texts.length;
}

/** Undefined when no list is cached or no column holds ids or names the list knows. */
export function choosePayee(
  profiles: readonly ColumnProfile[],
  advertisers: readonly Advertiser[] | undefined,
): PayeeChoice | undefined {
  if (!advertisers || advertisers.length === 0) return undefined;
  const index = indexAdvertisers(advertisers);
  const best = (known: (text: string) => boolean) =>
    profiles
      .map((p) => ({ p, share: share(p, known) }))
      .filter((s) => s.share >= ENOUGH)
      .sort((a, b) => b.share - a.share || b.p.filled - a.p.filled)[0];
  const chosen = (by: PayeeChoice['by'], hit: { p: ColumnProfile; share: number }, values: string): PayeeChoice => ({
    by,
    choice: {
      scope: 'invoice',
      field: 'PayeeId',
      index: hit.p.index,
      header: hit.p.header,
      why: `from "${hit.p.header}": ${Math.round(hit.share * 100)} % of its values are ${values}`,
      alternatives: [],
    },
  });
  const byId = best((text) => isKnownAdvertiserId(index, text));
  if (byId) return chosen('id', byId, 'ids of the cached advertiser list');
  const byName = best((text) => index.byName.has(normalizeAdvertiserName(text)));
  if (byName) return chosen('name', byName, 'names of the cached advertiser list; looked up by name');
  return undefined;
}
