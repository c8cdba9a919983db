/**
 * What validate and upload say about the advertiser list PayeeIds were checked against: how old
 * it is and the command that refreshes it. An old list is used, not refused: a payee registered
 * since it was fetched is reported unknown, and the age tells the reader why. Pure.
 */
import type { AdvertiserListState } from './advertiser-read-options.js';
import { listedAt } from './look-up-payee-id.js';
import { plural } from '../invoice/format-count.js';

const HOUR_MS = 3_600_000;

/** The `advertiserList` member of validate's and upload's JSON. */
export type AdvertiserListJson =
  | { checked: true; fetchedAt: string; ageHours: number; advertisers: number; refresh: string }
  | { checked: false; reason: string; refresh: string };

function hoursOld(fetchedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(fetchedAt)) / HOUR_MS));
}

/** `less than an hour ago`, `5 hours ago`, `10 days ago`. */
export function describeListAge(fetchedAt: string, now: Date): string {
  const hours = hoursOld(fetchedAt, now);
  if (hours < 1) return 'less than an hour ago';
  if (hours < 48) return `${plural(hours, 'hour')} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

const OFF_REASON = 'the mapping says requireKnown: false';

/** The finance system answered an empty list, and it was cached (no list was cached before it). */
const EMPTY_SENTENCE = (fetchedAt: string) =>
  `The cached advertiser list is empty (the finance system answered no advertisers ${listedAt(fetchedAt)})`;

/** One sentence for the text output. @param refresh the command that refreshes the list, as the user would type it */
export function describeAdvertiserList(state: AdvertiserListState, now: Date, refresh: string): string {
  if (state.kind === 'off') return `PayeeIds were not checked against the advertiser list: ${OFF_REASON}.`;
  if (state.kind === 'none')
    return `No advertiser list is cached in the journal: PayeeIds were not checked against it. Cache it with: ${refresh}`;
  if (state.kind === 'empty')
    return `${EMPTY_SENTENCE(state.fetchedAt)}: PayeeIds were not checked against it. Refresh it with: ${refresh}`;
  if (state.kind === 'older')
    return `The journal at ${state.journal} is at schema ${state.from}, older than this version's ${state.to}: PayeeIds were not checked against its advertiser list; \`invoice-batch journal upgrade\` upgrades it`;
  if (state.kind === 'other')
    return `No advertiser list is cached for this finance system (${state.target}): PayeeIds were not checked against it. The journal holds the list of ${state.cachedFor}, which is not the system posted to. Cache this one with: ${refresh}`;
  return `PayeeIds checked against the advertiser list fetched ${listedAt(state.fetchedAt)} (${describeListAge(state.fetchedAt, now)}, ${state.advertisers} advertisers). Refresh it with: ${refresh}`;
}

export function advertiserListJson(state: AdvertiserListState, now: Date, refresh: string): AdvertiserListJson {
  if (state.kind === 'checked') {
    const { fetchedAt, advertisers } = state;
    return { checked: true, fetchedAt, ageHours: hoursOld(fetchedAt, now), advertisers, refresh };
  }
  return { checked: false, reason: notCheckedReason(state), refresh };
}

function notCheckedReason(state: Exclude<AdvertiserListState, { kind: 'checked' }>): string {
  if (state.kind === 'off') return OFF_REASON;
  if (state.kind === 'none') return 'no advertiser list is cached';
  if (state.kind === 'empty') return `the cached advertiser list is empty (fetched ${state.fetchedAt})`;
  if (state.kind === 'older') return `the journal is at schema ${state.from}, older than this version's ${state.to}`;
  return `no advertiser list is cached for this finance system; the journal holds the list of ${state.cachedFor}`;
}
