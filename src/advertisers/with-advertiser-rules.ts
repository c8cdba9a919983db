/**
 * Applies a mapping's advertiser rules to the invoices read from a file, as they stream by.
 * The list is indexed once per file.
 */
import { basename } from 'node:path';
import { ConfigError } from '../errors.js';
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import type { Mapping } from '../mapping/compiled-mapping.js';
import type { MappedInvoice } from '../mapping/mapped-invoice.js';
import { needsAdvertiserList, type AdvertiserRules } from './advertiser-rules.js';
import { applyAdvertiserRules, type PayeeIdSource } from './apply-advertiser-rules.js';
import { indexAdvertisers } from './index-advertisers.js';

/** The header of the column the mapping reads PayeeId from, if any. */
export function payeeIdSourceOf(mapping: Pick<Mapping, 'invoice'>): PayeeIdSource {
  const rule = mapping.invoice.find((r) => r.field === 'PayeeId');
  return { column: rule?.source.type === 'column' ? rule.source.column.header ?? rule.source.column.letter : undefined };
}

/**
 * @param known the cached list with its fetch time; undefined when none is cached
 * @throws ConfigError when the rules need a list and none is cached
 */
export function withAdvertiserRules(
  invoices: AsyncIterable<MappedInvoice>,
  mapping: Pick<Mapping, 'file' | 'invoice'>,
  rules: AdvertiserRules | undefined,
  known: { advertisers: readonly Advertiser[]; fetchedAt?: string | undefined } | undefined,
): AsyncIterable<MappedInvoice> {
  if (!needsAdvertiserList(rules)) return invoices;
  if (!known || known.advertisers.length === 0) {
    throw new ConfigError(
      `the mapping ${basename(mapping.file)} checks PayeeId against the advertiser list (advertisers: ${rules!.payeeIdBy === 'name' ? 'payeeIdBy: name' : 'requireKnown: true'}), but no list is cached; run "invoice-batch advertisers --refresh" first`,
      { file: mapping.file },
    );
  }
  const index = indexAdvertisers(known.advertisers, known.fetchedAt);
  const source = payeeIdSourceOf(mapping);
  return (async function* () {
    for await (const invoice of invoices) yield applyAdvertiserRules(invoice, rules!, index, source);
  })();
}
