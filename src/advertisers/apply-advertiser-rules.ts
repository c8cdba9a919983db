/**
 * One mapped invoice through the advertiser rules: a PayeeId written as a name becomes the
 * advertiser's id, and a PayeeId that is no known id is a problem naming the closest candidates.
 * Pure: the index and the rules are parameters.
 */
import type { MappedInvoice, Problem } from '../mapping/mapped-invoice.js';
import type { AdvertiserRules } from './advertiser-rules.js';
import { describeAdvertiser, findAdvertiserByName, idsLike, isKnownAdvertiserId, type AdvertiserIndex } from './index-advertisers.js';

/** Where the PayeeId of an invoice came from in the source, for problems. */
export interface PayeeIdSource {
  /** Header of the PayeeId column, when it is read from one. */
  column: string | undefined;
}

function listed(index: AdvertiserIndex): string {
  return index.fetchedAt ? `the advertiser list fetched ${index.fetchedAt.slice(0, 16).replace('T', ' ')} UTC` : 'the advertiser list';
}

function problemAt(invoice: MappedInvoice, source: PayeeIdSource, value: string, message: string): Problem {
  return { file: invoice.file, sheet: invoice.sheet, row: invoice.firstRow, column: source.column, field: 'PayeeId', value, message };
}

function nameProblem(invoice: MappedInvoice, source: PayeeIdSource, name: string, index: AdvertiserIndex): Problem | { id: string } {
  const lookup = findAdvertiserByName(index, name);
  if (lookup.kind === 'found') return { id: lookup.advertiser.id };
  if (lookup.kind === 'ambiguous') {
    return problemAt(invoice, source, name, `expected one advertiser of this name in ${listed(index)}, found ${lookup.matches.length}: ${lookup.matches.map(describeAdvertiser).join('; ')}; write the PayeeId instead`);
  }
  const near = lookup.closest.length ? `; closest: ${lookup.closest.map(describeAdvertiser).join('; ')}` : '; no name is close';
  return problemAt(invoice, source, name, `expected the name of an advertiser in ${listed(index)}${near}`);
}

export function applyAdvertiserRules(invoice: MappedInvoice, rules: AdvertiserRules, index: AdvertiserIndex, source: PayeeIdSource): MappedInvoice {
  const written = invoice.draft.PayeeId;
  // An empty PayeeId already has its own problem from the model check.
  if (written === undefined || written.trim() === '') return invoice;
  let payeeId = written;
  const problems: Problem[] = [];
  if (rules.payeeIdBy === 'name') {
    const found = nameProblem(invoice, source, written, index);
    if ('id' in found) payeeId = found.id;
    else problems.push(found);
  }
  if (problems.length === 0 && rules.requireKnown && !isKnownAdvertiserId(index, payeeId)) {
    const like = idsLike(index, payeeId);
    const hint = like.length ? `; did you mean ${like.join(' or ')} (leading zeros lost?)` : '';
    problems.push(problemAt(invoice, source, payeeId, `expected the id of an advertiser in ${listed(index)}${hint}`));
  }
  if (problems.length > 0) return { ...invoice, invoice: undefined, problems: [...invoice.problems, ...problems] };
  if (payeeId === written) return invoice;
  return {
    ...invoice,
    draft: { ...invoice.draft, PayeeId: payeeId },
    invoice: invoice.invoice ? { ...invoice.invoice, PayeeId: payeeId } : undefined,
  };
}
