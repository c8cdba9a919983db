/**
 * One written PayeeId through the advertiser rules: a name becomes the advertiser's id, and an id
 * that is no known advertiser is refused with the closest candidates. Pure: the index and the
 * rules are parameters; the caller places a refusal at the PayeeId cell.
 */
import type { AdvertiserRules } from './advertiser-rules.js';
import {
  describeAdvertiser,
  findAdvertiserByName,
  idsLike,
  listedIdOf,
  type AdvertiserIndex,
} from './index-advertisers.js';

/** The PayeeId to post, or why the written one cannot be posted. */
export type PayeeIdLookup = { payeeId: string } | { problem: string };

/** `2026-05-01 06:00 UTC`. */
export function listedAt(fetchedAt: string): string {
  return `${fetchedAt.slice(0, 16).replace('T', ' ')} UTC`;
}

function listed(index: AdvertiserIndex): string {
  return index.fetchedAt ? `the advertiser list fetched ${listedAt(index.fetchedAt)}` : 'the advertiser list';
}

function byName(name: string, index: AdvertiserIndex): PayeeIdLookup {
  const lookup = findAdvertiserByName(index, name);
  if (lookup.kind === 'found') return { payeeId: lookup.advertiser.id };
  if (lookup.kind === 'ambiguous') {
    return {
      problem: `expected one advertiser of this name in ${listed(index)}, found ${lookup.matches.length}: ${lookup.matches.map(describeAdvertiser).join('; ')}; write the PayeeId instead`,
    };
  }
  const near = lookup.closest.length
    ? `; closest: ${lookup.closest.map(describeAdvertiser).join('; ')}`
    : '; no name is close';
  return { problem: `expected the name of an advertiser in ${listed(index)}${near}` };
}

/** `written` is the PayeeId text as mapped, not empty (an empty one is the model check's problem). */
export function lookUpPayeeId(written: string, rules: AdvertiserRules, index: AdvertiserIndex): PayeeIdLookup {
  const found = rules.payeeIdBy === 'name' ? byName(written, index) : { payeeId: written };
  if ('problem' in found || !rules.requireKnown) return found;
  // An id written with the leading zeros a numeric list dropped is posted as listed: the back-end knows no other.
  const listedId = listedIdOf(index, found.payeeId);
  if (listedId !== undefined) return { payeeId: listedId };
  const like = idsLike(index, found.payeeId);
  const hint = like.length ? `; did you mean ${like.join(' or ')} (leading zeros lost?)` : '';
  const of = index.fetchedAt ? ` of ${listedAt(index.fetchedAt)}` : '';
  return {
    problem: `expected the id of an advertiser: not in the advertiser list${of}${hint || ' (registered since? refresh the list)'}`,
  };
}
