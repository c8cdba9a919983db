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

/** @param count advertisers answered, the first of the 40 @default all 40 */
export function advertiserListBody(shape: AdvertiserShape, count = SANDBOX_ADVERTISERS.length): unknown {
  const listed = SANDBOX_ADVERTISERS.slice(0, count);
  if (shape === 'wrapped') return { count: listed.length, advertisers: listed };
  if (shape === 'numeric-ids') return listed.map((a) => ({ id: Number(a.id), advertiserName: a.advertiserName }));
  return listed;
}
