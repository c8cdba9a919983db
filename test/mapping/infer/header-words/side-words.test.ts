/**
 * The two amount columns of a ledger, named as the debit and the credit side in any language's
 * row, are read as those sides however they are spelled, and each language's pair names two
 * different sides.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_SIDE_WORDS, DEBIT_SIDE_WORDS } from '../../../../src/mapping/infer/header-words/side-words.js';
import { sideOf } from '../../../../src/mapping/infer/propose-debit-credit.js';

const SPELLINGS: readonly ((w: string) => string)[] = [
  (w) => w,
  (w) => w.toUpperCase(),
  (w) => w.normalize('NFD').replace(/\p{M}/gu, ''),
  (w) => `${w} (EUR)`,
];

const ROWS = Object.entries(DEBIT_SIDE_WORDS.words).flatMap(([language, debits]) =>
  (debits ?? []).flatMap((debit) =>
    (CREDIT_SIDE_WORDS.words[language as keyof typeof CREDIT_SIDE_WORDS.words] ?? []).map((credit) => ({
      language,
      debit,
      credit,
    })),
  ),
);

describe('debit and credit sides in every language', () => {
  it('has a credit word for each language with a debit word', () => {
    expect(Object.keys(CREDIT_SIDE_WORDS.words).sort()).toEqual(Object.keys(DEBIT_SIDE_WORDS.words).sort());
  });

  it('reads each language pair as the debit and the credit side', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROWS), fc.constantFrom(...SPELLINGS), ({ language, debit, credit }, spell) => {
        expect({ language, debit: sideOf(spell(debit)), credit: sideOf(spell(credit)) }).toEqual({
          language,
          debit: 0,
          credit: 1,
        });
      }),
    );
  });
});
