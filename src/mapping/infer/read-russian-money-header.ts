/**
 * Money headers in Russian, as the CIS countries' registers print them (Kazakhstan's ESF journal,
 * Uzbekistan's e-invoice portals, Russian purchase books): an amount word (`Стоимость`, `Сумма`,
 * `Итого`, `Всего`), words of what it is of (`товаров`, `поставки`), then whether the tax is left out
 * (`без НДС`, `без косвенных налогов`, `без учета НДС`) or in (`с НДС`, `с учетом косвенных налогов`,
 * `включая НДС`); or the tax itself (`Сумма НДС`, `НДС сумма`, `Сумма косвенных налогов`). Pure.
 */

export type RussianMoney = 'net' | 'gross' | 'tax';

/** Words that name an amount of money. */
const AMOUNT = /^(?:стоимость|сумма|итого|всего|общая|размер)$/;
/** Words that name a tax: VAT, or the indirect taxes (VAT and excise) Kazakhstan's forms sum up. */
const TAX = /^(?:ндс|налог|налога|налогов|налогом|налогами|акциз|акциза|акцизов)$/;
/** Words that qualify a tax without changing what the amount is: `косвенных налогов`, `учета`. */
const QUALIFIER = /^(?:косвенных|косвенного|косвенный|учета|учёта|учетом|учётом|всех|и)$/;
/** Words that say the tax is left out. */
const WITHOUT = /^(?:без|исключая)$/;
/** Words that say the tax is in. */
const WITH = /^(?:с|со|включая|вкл)$/;
/** Words that make the header something other than an amount: a rate, a code, a number, a date, a kind. */
const OTHER =
  /^(?:ставка|ставки|код|номер|дата|вид|тип|процент|размера|льгота|льготы|оборот|оборота|освобожд\p{L}*|ставке)$/u;

function wordsOf(header: string): string[] {
  return header
    .replace(/%/g, ' процент ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The index of the tax word a phrase word at `at` leads to through qualifiers, or -1. */
function taxAfter(words: readonly string[], at: number): number {
  let next = at + 1;
  while (next < words.length && QUALIFIER.test(words[next]!)) next++;
  return next < words.length && TAX.test(words[next]!) ? next : -1;
}

/**
 * What a Russian header's amount is: `net` (`Стоимость товаров без косвенных налогов`), `gross`
 * (`Стоимость с учетом косвенных налогов`), `tax` (`Сумма НДС`), or undefined when the header is no
 * amount (`Ставка НДС`), not Russian, or does not say (`Стоимость поставки`: net or gross by its
 * neighbours, which this does not read).
 */
export function readRussianMoney(header: string): RussianMoney | undefined {
  const words = wordsOf(header);
  if (!words.some((w) => AMOUNT.test(w)) || words.some((w) => OTHER.test(w))) return undefined;
  for (const [i, word] of words.entries()) {
    if (WITHOUT.test(word) && taxAfter(words, i) >= 0) return i > 0 ? 'net' : undefined;
    if (WITH.test(word) && taxAfter(words, i) >= 0) return i > 0 ? 'gross' : undefined;
  }
  // The tax itself: amount and tax words, and the words that qualify the tax, nothing else.
  if (words.some((w) => TAX.test(w)) && words.every((w) => AMOUNT.test(w) || TAX.test(w) || QUALIFIER.test(w)))
    return 'tax';
  return undefined;
}

/**
 * True when a Russian amount that does not say whether the tax is in (`Стоимость поставки`) stands
 * beside the same amount said to include it (`Стоимость поставки с учетом НДС`): the amount
 * without the tax, as Uzbek e-invoice portals print the pair.
 */
export function namesNetBesideGross(header: string, headers: readonly string[]): boolean {
  const words = wordsOf(header);
  if (words.length === 0 || !AMOUNT.test(words[0]!) || readRussianMoney(header) !== undefined) return false;
  return headers.some((other) => {
    const otherWords = wordsOf(other);
    return (
      otherWords.length > words.length &&
      words.every((w, i) => otherWords[i] === w) &&
      WITH.test(otherWords[words.length]!) &&
      readRussianMoney(other) === 'gross'
    );
  });
}

/** Words that make an amount the whole: `Общая стоимость`, `Итого`, `Всего`. */
const WHOLE = /^(?:общая|общий|итого|всего)$/;
/** Words that name what an amount is of, beside the amount and whole words. */
const NOUN = /^(?:стоимость|сумма)$/;

/**
 * True when a Russian total that does not name the tax (`Общая стоимость`) stands beside the same
 * amount said to leave the tax out (`Стоимость без налогов`): the whole the net is part of, the
 * invoice's gross, as Kyrgyz and Kazakh e-invoice registers print the pair.
 */
export function namesTotalBesideNet(header: string, headers: readonly string[]): boolean {
  const words = wordsOf(header);
  if (!words.some((w) => WHOLE.test(w)) || words.some((w) => TAX.test(w) || OTHER.test(w))) return false;
  const nouns = words.filter((w) => NOUN.test(w));
  if (nouns.length === 0 || !words.every((w) => WHOLE.test(w) || NOUN.test(w))) return false;
  return headers.some((other) => {
    const otherWords = wordsOf(other);
    return other !== header && nouns.includes(otherWords[0]!) && readRussianMoney(other) === 'net';
  });
}
