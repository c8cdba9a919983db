/**
 * The advertisers the sandbox knows. Sample files use these ids as PayeeId, so they are fixed:
 * `0000100001` to `0000100040`, ten digits with their leading zeros. The names include accents,
 * apostrophes, ampersands and dots, as real legal names do.
 */
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';

const NAMES = [
  'Müller & Söhne GmbH',
  'Café Lumière S.A.R.L.',
  "O'Brien Media Ltd.",
  'Nordlicht Verlag AG',
  'Blue Harbor Advertising, Inc.',
  'Ibérica de Medios S.L.',
  'Škoda Reklama s.r.o.',
  'Fjord & Fell Kommunikasjon AS',
  'Gráfica Açores Lda.',
  'Brightline Outdoor LLC',
  'Zürcher Plakat Gesellschaft',
  'Maison Dupré & Fils',
  'Kowalski Media Sp. z o.o.',
  'Sunridge Broadcasting Corp.',
  'Østergaard Digital ApS',
  'Atelier Noël',
  'Van der Berg Reclame B.V.',
  'Red Kite Creative Ltd.',
  'Pacific Rim Publishing Pty Ltd',
  'Łódź Billboard Group',
  'Helvetia Radio SA',
  'Marquee Events & Sponsorship Ltd',
  'Castellano y Ruiz, S.A.',
  'Bergström Annonsbyrå AB',
  'Greenfield Farm Supplies, Inc.',
  'Agence Étoile',
  "D'Angelo Pubblicità S.p.A.",
  'Northwind Traders Ltd.',
  'Kaffeehaus Wien GmbH & Co. KG',
  'Tōkai Trading K.K.',
  'Maple Leaf Motors Inc.',
  'Ørsted Print & Packaging A/S',
  'Riverbend Credit Union',
  'Schäfer Werbetechnik e.K.',
  'Costa Brava Hoteles S.A.',
  'Brennan-Walsh Partners LLP',
  'Midland Home Furnishings plc',
  'Saint-Éloi Brasseries',
  'Apex Fitness (UK) Ltd',
  'Großmann Möbelhaus GmbH',
] as const;

/** The 40 advertisers of the sandbox, ids `0000100001` to `0000100040`. */
export const SANDBOX_ADVERTISERS: readonly Advertiser[] = NAMES.map((advertiserName, index) => ({
  id: String(100001 + index).padStart(10, '0'),
  advertiserName,
}));

/**
 * How the sandbox wraps the list, to exercise every shape a client must accept.
 * - `bare`: a JSON array
 * - `wrapped`: `{ "advertisers": [...] }` with a count beside it
 * - `numeric-ids`: a bare array whose ids are JSON numbers (leading zeros lost)
 */
export type AdvertiserShape = 'bare' | 'wrapped' | 'numeric-ids';

/**
 * Listed after the others when the sandbox serves duplicate names, as a directory that registered
 * one company twice does: two names that normalise to listed ones under ids of their own, and one
 * advertiser listed a second time.
 */
export const DUPLICATE_ADVERTISERS: readonly Advertiser[] = [
  { id: '0000100041', advertiserName: 'MÜLLER & SÖHNE GMBH' },
  { id: '0000100042', advertiserName: 'Northwind Traders Ltd' },
  SANDBOX_ADVERTISERS[2]!,
];

/**
 * @param count advertisers answered, the first of the 40 @default all 40
 * @param duplicates also answer DUPLICATE_ADVERTISERS @default false
 */
export function advertiserListBody(
  shape: AdvertiserShape,
  count = SANDBOX_ADVERTISERS.length,
  duplicates = false,
): unknown {
  const listed = [...SANDBOX_ADVERTISERS.slice(0, count), ...(duplicates ? DUPLICATE_ADVERTISERS : [])];
  if (shape === 'wrapped') return { count: listed.length, advertisers: listed };
  if (shape === 'numeric-ids') return listed.map((a) => ({ id: Number(a.id), advertiserName: a.advertiserName }));
  return listed;
}

const TEXT_IDS: ReadonlySet<string> = new Set(SANDBOX_ADVERTISERS.map((a) => a.id));
const NUMBER_IDS: ReadonlySet<string> = new Set(SANDBOX_ADVERTISERS.map((a) => String(Number(a.id))));

/**
 * The PayeeIds a create accepts: the 40 ids spelled as the list of `shape` gives them, and no
 * other spelling. A back-end that lists `100001` keys its advertisers by that number and knows no
 * `0000100001`, as one that lists `0000100001` knows no `100001`.
 */
export function listedPayeeIds(shape: AdvertiserShape): ReadonlySet<string> {
  return shape === 'numeric-ids' ? NUMBER_IDS : TEXT_IDS;
}
