/**
 * The texts a number format's section writes around the number it shows: quoted text (`"$"`,
 * `" EUR"`), a currency tag's symbol (`[$€-407]` shows €), escaped and plain literal characters
 * (`\ `, `$`), each run of them without the spaces, signs and brackets around it
 * (`#,##0.00\ "€"` writes `€`, `\("$"` writes `$`). A reader of amounts tells
 * the currency a cell shows from them. Pure.
 */
import { LITERAL } from './padded-number-text.js';

const EDGES = /^[-+/():!^&'~{}<>=\s]+|[-+/():!^&'~{}<>=\s]+$/g;

/** A workbook uses a handful of formats over many cells: each is looked at once. */
const known = new Map<string, readonly string[]>();

/** The trimmed runs of text `section` writes, left to right, but those of signs and brackets alone. */
export function formatSectionTexts(section: string): readonly string[] {
  let texts = known.get(section);
  if (texts === undefined) {
    texts = parseTexts(section);
    if (known.size < 10_000) known.set(section, texts);
  }
  return texts;
}

function parseTexts(section: string): readonly string[] {
  const runs: string[] = [];
  let run = '';
  const end = () => {
    // signs and brackets (`-`, `(`) around a word or symbol are none of it
    const text = run.replace(EDGES, '');
    if (text !== '') runs.push(text);
    run = '';
  };
  for (let i = 0; i < section.length; i++) {
    const char = section[i]!;
    if (char === '"') {
      const close = section.indexOf('"', i + 1);
      run += section.slice(i + 1, close < 0 ? section.length : close);
      i = close < 0 ? section.length : close;
    } else if (char === '\\') run += section[++i] ?? '';
    else if (char === '[') {
      // a colour or a locale tag ([Red], [$-409]) writes nothing; a currency tag writes its symbol
      const close = section.indexOf(']', i);
      const tag = /^\[\$([^-\]]*)/.exec(section.slice(i, close < 0 ? section.length : close + 1));
      if (tag?.[1]) run += tag[1];
      else end();
      i = close < 0 ? section.length : close;
    } else if (char === '_' || char === '*') {
      // a space as wide as the next character, or the next character repeated to fill the cell
      end();
      i++;
    } else if (LITERAL.has(char) || char.charCodeAt(0) > 127) run += char;
    else end();
  }
  end();
  return runs;
}
