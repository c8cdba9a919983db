/**
 * Names the advertiser list gives to more than one advertiser (after normalising, as look-ups
 * compare them). A PayeeId written as such a name is refused at its cell; the list's outputs say
 * how many there are and mark them, so whoever maps by name knows to write those ids. Pure.
 */
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import { indexAdvertisers } from './index-advertisers.js';
import { plural } from '../invoice/format-count.js';

/** One name held by several advertisers: the list's first spelling of it, and every id that holds it. */
export interface DuplicateName {
  name: string;
  ids: readonly string[];
}

/** Each name held by two or more ids, in the list's order; one id listed twice is one advertiser. */
export function findDuplicateNames(advertisers: readonly Advertiser[]): DuplicateName[] {
  const found: DuplicateName[] = [];
  for (const same of indexAdvertisers(advertisers).byName.values())
    if (same.length > 1) found.push({ name: same[0]!.advertiserName, ids: same.map((a) => a.id) });
  return found;
}

/** Advertiser id -> the other ids that hold its name, for the ids whose name is not theirs alone. */
export function sameNameIds(duplicates: readonly DuplicateName[]): Map<string, string[]> {
  const others = new Map<string, string[]>();
  for (const { ids } of duplicates)
    for (const id of ids)
      others.set(
        id,
        ids.filter((other) => other !== id),
      );
  return others;
}

/** The sentence the advertisers command prints; undefined when every name is one advertiser's. */
export function describeDuplicateNames(duplicates: readonly DuplicateName[]): string | undefined {
  if (duplicates.length === 0) return undefined;
  const count = plural(duplicates.length, 'name is', 'names are');
  const each = duplicates.map((d) => `${JSON.stringify(d.name)} (ids ${d.ids.join(', ')})`).join('; ');
  return `${count} held by more than one advertiser, so a PayeeId written as that name is refused: write the id instead. ${each}`;
}
