/**
 * What the words of a few languages look like around their letters beyond ASCII: the words
 * themselves, and each pair of neighbouring characters one of them holds (a word's start and end
 * counting as neighbours). A word of another code page's reading pairs its letters as no word of
 * these languages does: "Lumière" read as Windows-1250 is "Lumičre", and no Czech or Polish word
 * has "ič" before "r". Pure.
 */
import type { ScriptSpelling } from './script-words.js';

export interface WordModel {
  words: ReadonlySet<string>;
  pairs: ReadonlySet<string>;
  /** For a code page of one script (Arabic, Hebrew, Thai): a word spelled otherwise is none, whatever its pairs. */
  spelling?: ScriptSpelling;
}

const ASCII = /^[\x00-\x7f]$/;

/** The model of the words of one script listed in `list`, spelled as the script allows. */
export function scriptModelOf(list: string, spelling: ScriptSpelling): WordModel {
  return { ...wordModelOf([list]), spelling };
}

/** The model of the words listed, blank-separated, in each of `lists`. */
export function wordModelOf(lists: readonly string[]): WordModel {
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const list of lists)
    for (const word of list.split(/\s+/)) {
      if (word === '') continue;
      const folded = foldWord(word);
      words.add(folded);
      for (const pair of pairsOf(folded)) pairs.add(pair);
    }
  return { words, pairs };
}

/**
 * How much `word` looks like a word of the model's languages: 1 for a word it lists, else the share
 * of its pairs around letters beyond ASCII that some listed word holds; undefined for a word all ASCII.
 */
export function wordLikeness(word: string, model: WordModel): number | undefined {
  const folded = foldWord(word);
  const pairs = pairsOf(folded);
  if (pairs.length === 0) return undefined;
  if (model.spelling !== undefined && !model.spelling(word)) return 0;
  if (model.words.has(folded)) return 1;
  return pairs.filter((pair) => model.pairs.has(pair)).length / pairs.length;
}

/**
 * Lower case, with the Turkish capital dotted I as i (the runtime lowers it to i and a combining
 * dot), composed: Windows-1258 writes Vietnamese "cấp" as "câ" and a combining acute.
 */
function foldWord(word: string): string {
  return word.replace(/İ/g, 'i').toLowerCase().normalize('NFC');
}

/** The neighbouring pairs of `word` that hold a character beyond ASCII, its start as `^` and its end as `$`. */
function pairsOf(word: string): string[] {
  const chars = ['^', ...word, '$'];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = chars[i]!;
    const b = chars[i + 1]!;
    const beyond = (c: string) => c !== '^' && c !== '$' && !ASCII.test(c);
    if (beyond(a) || beyond(b)) pairs.push(a + b);
  }
  return pairs;
}
