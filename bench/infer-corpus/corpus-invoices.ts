/**
 * The invoices behind every layout of the infer corpus: seeded, so each run writes the same files.
 * Money is kept in whole cents, so every sum the layouts print adds up exactly.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { seededRandom as seeded } from '../../src/sandbox/seeded-random.js';

export interface CorpusLine {
  description: string;
  quantity: number;
  unitCents: number;
  netCents: number;
  ratePercent: number;
  taxCents: number;
  glAccount: string;
  costCenter: string;
  purchaseOrder: string;
}

export interface CorpusInvoice {
  /** Position of the vendor in the advertiser list. */
  vendor: number;
  vendorName: string;
  /** The finance system's advertiser id (ten digits). */
  payeeId: string;
  /** The vendor's own invoice number, written in the vendor's style. */
  number: string;
  /** The buyer's document number: sequential, the same style for every vendor. */
  document: number;
  date: { y: number; m: number; d: number };
  due: { y: number; m: number; d: number };
  currency: string;
  lines: CorpusLine[];
  netCents: number;
  taxCents: number;
  grossCents: number;
  /** Cash-discount percentage offered (0, 2 or 3). */
  discountPercent: number;
}

const DESCRIPTIONS = [
  'Print advertisement',
  'Online banner campaign',
  'Radio spot, 30 seconds',
  'Billboard rental',
  'Sponsorship fee',
  'Social media promotion',
  'Agency commission',
  'Production costs',
  'Newsletter placement',
];
const GL = ['610000', '610100', '612000', '615500', '618000'];
const COST = ['CC1000', 'CC1100', 'CC2000', 'CC3100'];
const RATES = [19, 19, 19, 7, 0];

/** The vendor's own numbering: each vendor keeps one style. */
function vendorNumber(vendor: number, sequence: number, year: number): string {
  const yy = String(year % 100).padStart(2, '0');
  switch (vendor % 4) {
    case 0:
      return `INV-${year}-${String(sequence).padStart(4, '0')}`;
    case 1:
      return `R${yy}${String(sequence * 7 + vendor).padStart(5, '0')}`;
    case 2:
      return `${sequence + 100}/${yy}`;
    default:
      return `${String.fromCharCode(65 + (vendor % 26))}${String(sequence * 13 + 4000 + vendor)}`;
  }
}

/**
 * `count` invoices from `vendors` vendors of the sandbox list, one to four lines each.
 * @param currencies chosen per vendor
 */
export function corpusInvoices(
  seed: number,
  count: number,
  vendors: number,
  currencies: readonly string[] = ['EUR'],
): CorpusInvoice[] {
  const rnd = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const invoices: CorpusInvoice[] = [];
  const sequences = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const vendor = between(0, vendors - 1);
    const advertiser = SANDBOX_ADVERTISERS[vendor]!;
    const sequence = (sequences.get(vendor) ?? between(1, 40)) + between(1, 5);
    sequences.set(vendor, sequence);
    const lines: CorpusLine[] = [];
    const rate = pick(RATES);
    for (let n = between(1, 4); n > 0; n--) {
      const quantity = between(1, 12);
      const unitCents = between(20, 900) * 50;
      const netCents = quantity * unitCents;
      lines.push({
        description: pick(DESCRIPTIONS),
        quantity,
        unitCents,
        netCents,
        ratePercent: rate,
        taxCents: Math.round((netCents * rate) / 100),
        glAccount: pick(GL),
        costCenter: pick(COST),
        purchaseOrder: `45000${between(10000, 99999)}`,
      });
    }
    const netCents = lines.reduce((s, l) => s + l.netCents, 0);
    const taxCents = lines.reduce((s, l) => s + l.taxCents, 0);
    const day = between(1, 28);
    const month = between(1, 3);
    invoices.push({
      vendor,
      vendorName: advertiser.advertiserName,
      payeeId: advertiser.id,
      number: vendorNumber(vendor, sequence, 2024),
      document: 5105600001 + i,
      date: { y: 2024, m: month, d: day },
      due: { y: 2024, m: month + 1, d: day },
      currency: currencies[vendor % currencies.length]!,
      lines,
      netCents,
      taxCents,
      grossCents: netCents + taxCents,
      discountPercent: pick([0, 0, 2, 3]),
    });
  }
  return invoices;
}

/** 123456 cents -> `1234.56`; `comma` writes `1.234,56`. */
export function money(cents: number, style: 'dot' | 'comma' | 'plain-comma' = 'dot'): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  if (style === 'dot') return `${sign}${whole}.${fraction}`;
  const grouped = style === 'comma' ? String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.') : String(whole);
  return `${sign}${grouped},${fraction}`;
}

const p2 = (n: number) => String(n).padStart(2, '0');

/** A corpus date written in one of the styles the layouts use. */
export function day(date: { y: number; m: number; d: number }, style: 'iso' | 'us' | 'uk' | 'de'): string {
  if (style === 'iso') return `${date.y}-${p2(date.m)}-${p2(date.d)}`;
  if (style === 'us') return `${date.m}/${date.d}/${date.y}`;
  if (style === 'uk') return `${p2(date.d)}/${p2(date.m)}/${date.y}`;
  return `${p2(date.d)}.${p2(date.m)}.${date.y}`;
}

export function dateCell(date: { y: number; m: number; d: number }): Date {
  return new Date(Date.UTC(date.y, date.m - 1, date.d));
}
