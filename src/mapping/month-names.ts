/**
 * The month words that `MMM` and `MMMM` read: names and their common abbreviations in the
 * languages finance exports are written in. Pure.
 *
 * Forms are those of the Unicode CLDR (what LibreOffice, browsers and most web apps write: `janv.`,
 * `5 de marzo`, `maaliskuuta`) and of Windows, whose locale tables Excel formats `MMM` with (`Mrz`,
 * Finnish `tammi`), plus the spellings people type without accents or umlauts (`fevr`, `Maerz`).
 * A word is compared without case, accents or a final dot; no word names two different months
 * in any of the languages (a test checks it), so a mapping need not say which language it reads.
 */
import { foldText } from './fold-text.js';

/** The words of each month, January first, per language. */
export const MONTH_WORDS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  en: [
    ['january', 'jan'],
    ['february', 'feb'],
    ['march', 'mar'],
    ['april', 'apr'],
    ['may'],
    ['june', 'jun'],
    ['july', 'jul'],
    ['august', 'aug'],
    ['september', 'sep', 'sept'],
    ['october', 'oct'],
    ['november', 'nov'],
    ['december', 'dec'],
  ],
  de: [
    ['januar', 'jan', 'jänner', 'jän'],
    ['februar', 'feb', 'feber'],
    ['märz', 'mär', 'mrz', 'maerz'],
    ['april', 'apr'],
    ['mai'],
    ['juni', 'jun'],
    ['juli', 'jul'],
    ['august', 'aug'],
    ['september', 'sep', 'sept'],
    ['oktober', 'okt'],
    ['november', 'nov'],
    ['dezember', 'dez'],
  ],
  fr: [
    ['janvier', 'janv', 'jan'],
    ['février', 'févr', 'fév'],
    ['mars', 'mar'],
    ['avril', 'avr'],
    ['mai'],
    ['juin'],
    ['juillet', 'juil', 'juill'],
    ['août', 'aoû'],
    ['septembre', 'sept', 'sep'],
    ['octobre', 'oct'],
    ['novembre', 'nov'],
    ['décembre', 'déc'],
  ],
  es: [
    ['enero', 'ene'],
    ['febrero', 'feb'],
    ['marzo', 'mar'],
    ['abril', 'abr'],
    ['mayo', 'may'],
    ['junio', 'jun'],
    ['julio', 'jul'],
    ['agosto', 'ago'],
    ['septiembre', 'setiembre', 'sept', 'sep', 'set'],
    ['octubre', 'oct'],
    ['noviembre', 'nov'],
    ['diciembre', 'dic'],
  ],
  nl: [
    ['januari', 'jan'],
    ['februari', 'feb'],
    ['maart', 'mrt', 'mar'],
    ['april', 'apr'],
    ['mei'],
    ['juni', 'jun'],
    ['juli', 'jul'],
    ['augustus', 'aug'],
    ['september', 'sep', 'sept'],
    ['oktober', 'okt'],
    ['november', 'nov'],
    ['december', 'dec'],
  ],
  sv: [
    ['januari', 'jan'],
    ['februari', 'feb'],
    ['mars', 'mar'],
    ['april', 'apr'],
    ['maj'],
    ['juni', 'jun'],
    ['juli', 'jul'],
    ['augusti', 'aug'],
    ['september', 'sep', 'sept'],
    ['oktober', 'okt'],
    ['november', 'nov'],
    ['december', 'dec'],
  ],
  it: [
    ['gennaio', 'gen'],
    ['febbraio', 'feb'],
    ['marzo', 'mar'],
    ['aprile', 'apr'],
    ['maggio', 'mag'],
    ['giugno', 'giu'],
    ['luglio', 'lug'],
    ['agosto', 'ago'],
    ['settembre', 'set'],
    ['ottobre', 'ott'],
    ['novembre', 'nov'],
    ['dicembre', 'dic'],
  ],
  pt: [
    ['janeiro', 'jan'],
    ['fevereiro', 'fev'],
    ['março', 'mar'],
    ['abril', 'abr'],
    ['maio', 'mai'],
    ['junho', 'jun'],
    ['julho', 'jul'],
    ['agosto', 'ago'],
    ['setembro', 'set'],
    ['outubro', 'out'],
    ['novembro', 'nov'],
    ['dezembro', 'dez'],
  ],
  da: [
    ['januar', 'jan'],
    ['februar', 'feb'],
    ['marts', 'mar'],
    ['april', 'apr'],
    ['maj'],
    ['juni', 'jun'],
    ['juli', 'jul'],
    ['august', 'aug'],
    ['september', 'sep'],
    ['oktober', 'okt'],
    ['november', 'nov'],
    ['december', 'dec'],
  ],
  no: [
    ['januar', 'jan'],
    ['februar', 'feb'],
    ['mars', 'mar'],
    ['april', 'apr'],
    ['mai'],
    ['juni', 'jun'],
    ['juli', 'jul'],
    ['august', 'aug'],
    ['september', 'sep'],
    ['oktober', 'okt'],
    ['november', 'nov'],
    ['desember', 'des'],
  ],
  // Dates write the partitive (`5. maaliskuuta 2024`), lists the nominative; `-k` is the abbreviation.
  fi: [
    ['tammikuu', 'tammikuuta', 'tammi', 'tammik'],
    ['helmikuu', 'helmikuuta', 'helmi', 'helmik'],
    ['maaliskuu', 'maaliskuuta', 'maalis', 'maalisk'],
    ['huhtikuu', 'huhtikuuta', 'huhti', 'huhtik'],
    ['toukokuu', 'toukokuuta', 'touko', 'toukok'],
    ['kesäkuu', 'kesäkuuta', 'kesä', 'kesäk'],
    ['heinäkuu', 'heinäkuuta', 'heinä', 'heinäk'],
    ['elokuu', 'elokuuta', 'elo', 'elok'],
    ['syyskuu', 'syyskuuta', 'syys', 'syysk'],
    ['lokakuu', 'lokakuuta', 'loka', 'lokak'],
    ['marraskuu', 'marraskuuta', 'marras', 'marrask'],
    ['joulukuu', 'joulukuuta', 'joulu', 'jouluk'],
  ],
};

/** `Févr.` -> `fevr`: folded by `foldText` (no case, no accents or umlauts), no final dot. */
export function monthKey(word: string): string {
  return foldText(word).replace(/\.$/, '');
}

function monthsByKey(): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const language of Object.values(MONTH_WORDS))
    language.forEach((words, i) => words.forEach((w) => byKey.set(monthKey(w), i + 1)));
  return byKey;
}

let months: Map<string, number> | undefined;

/** The month (1-12) a word names in any of the languages; undefined for a word none of them knows. */
export function monthOfWord(word: string): number | undefined {
  months ??= monthsByKey();
  return months.get(monthKey(word));
}
