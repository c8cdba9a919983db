/**
 * The sixth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the five earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third, bench/infer-held-out-fourth, bench/infer-held-out-fifth) holds,
 * written from each system's public documentation without reading infer's code and without running
 * infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-sixth/. It judges the infer work done after the fifth set was
 * spent; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { pohodaPrijateFaktury, snelstartInkoopboek, szamlazzBejovoSzamlak } from './central-european-sixth-layouts.js';
import {
  moneyforwardShiwakecho,
  priorityHeshbonitSapak,
  teamsystemRegistroAcquisti,
} from './journal-and-lines-sixth-layouts.js';
import { bokioLeverantorsfakturor, contpaqiCompras, meritOstuarved } from './americas-nordic-baltic-sixth-layouts.js';
import { inforSunsystemsLedger, pastelSupplierTransactions } from './report-and-ledger-sixth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the sixth held-out set, written by hand, one per layout name. */
export const SIXTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-sixth');

export const SIXTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  snelstartInkoopboek,
  pohodaPrijateFaktury,
  szamlazzBejovoSzamlak,
  moneyforwardShiwakecho,
  teamsystemRegistroAcquisti,
  priorityHeshbonitSapak,
  pastelSupplierTransactions,
  contpaqiCompras,
  bokioLeverantorsfakturor,
  meritOstuarved,
  inforSunsystemsLedger,
];
