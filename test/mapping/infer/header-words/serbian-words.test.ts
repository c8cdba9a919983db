/**
 * Headers of Serbian purchase lists (the state's SEF portal, and the books that follow it) in
 * Cyrillic, as SEF prints them, and in Latin letters, as Serbian software also writes them: each
 * names its field, spelled any way an export spells it.
 */
import { describe, it } from 'vitest';
import { checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const PRINTED: readonly (readonly [string, string])[] = [
  ['Број фактуре', 'Invoice_Number'],
  ['Broj fakture', 'Invoice_Number'],
  ['Датум издавања', 'Invoice_Date'],
  ['Датум фактуре', 'Invoice_Date'],
  ['Datum fakture', 'Invoice_Date'],
  ['Укупан износ', 'Invoice_Amount'],
  ['Ukupan iznos', 'Invoice_Amount'],
  ['Износ без ПДВ', 'Amount'],
  ['Iznos bez PDV', 'Amount'],
  ['Основица', 'Amount'],
  ['Износ ПДВ', 'Tax'],
  ['Iznos PDV', 'Tax'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [
  (h) => h,
  (h) => h.toUpperCase(),
  (h) => h.normalize('NFD'),
  (h) => `${h} (RSD)`,
  (h) => h.replace(/ /g, '_'),
];

describe('header words of Serbian purchase lists', () => {
  it('reads each printed header, however spelled, as its field alone', () => {
    checkPrintedHeaders(PRINTED, SPELLINGS, 200);
  });
});
