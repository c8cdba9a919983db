/**
 * A title's `FCFA` is XOF in West Africa and XAF in Central Africa: a capital, a business city or
 * the people's name of one franc zone country written in a title settles which. Without `FCFA`
 * such a place is a suggestion only, and a name another currency's country shares settles nothing.
 */
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

const titles = (...texts: string[]): SheetRow[] =>
  texts.map((text, i) => ({ file: 'x.xlsx', sheet: 'Achats', row: i + 1, cells: [{ kind: 'text' as const, text }] }));

const propose = (...texts: string[]) =>
  proposeCurrencyValue(
    ['1 234 500', '70 000'],
    ['Fournisseur', 'Montant HT', 'TVA', 'Montant TTC'],
    undefined,
    [],
    titles(...texts),
  );

// A title naming a place or people of one country, as French exports write them, and that country's franc.
const PLACES: readonly [string, string][] = [
  ['OTR - Office Togolais des Recettes - Déclaration mensuelle de TVA', 'XOF'],
  ['SAHEL COMMUNICATION SA - Bamako', 'XOF'],
  ['Société Ivoirienne de Distribution - Abidjan Plateau', 'XOF'],
  ['Imprimerie du Centre, Ouagadougou', 'XOF'],
  ['Dakar Médias SA - journal des achats', 'XOF'],
  ['Société Béninoise de Services, Cotonou', 'XOF'],
  ['NIGER TELECOM - Niamey', 'XOF'],
  ['Brasseries du Cameroun - Douala', 'XAF'],
  ['Société Gabonaise de Services - Libreville', 'XAF'],
  ["Compagnie Tchadienne d'Affichage - N'Djamena", 'XAF'],
  ['Agence de Brazzaville - achats du mois', 'XAF'],
];

describe('a franc zone place or people named in a title', () => {
  it.each(PLACES)('%s beside FCFA: %s', (title, currency) => {
    const proposal = propose('ÉTAT DES ACHATS - MARS 2024 (montants en FCFA)', title);
    expect(proposal.line?.spec, proposal.doubt?.reason).toBe(`{ value: ${currency} }`);
  });

  it.each(PLACES)('%s without FCFA: a suggestion, commented', (title, currency) => {
    const proposal = propose(title);
    expect(proposal.line).toBeUndefined();
    expect(proposal.doubt?.spec).toBe(`{ value: ${currency} }`);
  });

  it.each([
    ['Nigerian supplies (nigérian), Lagos'],
    ['Société congolaise de distribution'],
    ['Malibu Office Supplies'],
  ])('%s beside FCFA settles nothing: the question stays', (title) => {
    const proposal = propose('Montants en FCFA', title);
    expect(proposal.line).toBeUndefined();
    expect(proposal.doubt?.reason).toMatch(/XOF in West Africa .* XAF in Central Africa/);
  });
});
