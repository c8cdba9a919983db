/**
 * The shared strings part, one string per `<si>`, read as the sheet shows it: the text of the
 * item's own `<t>` and of its `<r>` runs' `<t>`, never the text of a phonetic run (`<rPh>`, the
 * furigana Excel keeps over Japanese text) nor of `<phoneticPr>`. exceljs's own parser let each
 * `<t>` replace the text before it, so 請求第123号 with its readings became the last reading, ゴウ.
 * Inline strings (`<is>`) follow the same rule in the patched worksheet parser.
 */
import type { Readable } from 'node:stream';
import { importParseSax } from './import-exceljs.js';

/** An element's name without its namespace prefix (`x:si` is `si`). */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** Each string of the part, in order (its index is its position). */
export async function* readSharedStrings(part: Readable): AsyncGenerator<string> {
  const parseSax = await importParseSax();
  let item: string | undefined;
  let phonetic = 0;
  let inText = false;
  for await (const events of parseSax(part)) {
    for (const event of events) {
      if (event.eventType === 'text') {
        if (inText && item !== undefined) item += event.value;
        continue;
      }
      const name = localName(event.value.name);
      if (event.eventType === 'opentag') {
        if (name === 'si') [item, phonetic, inText] = ['', 0, false];
        else if (name === 'rPh') phonetic++;
        else if (name === 't') inText = phonetic === 0;
      } else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && item !== undefined) {
        yield item;
        item = undefined;
      }
    }
  }
}
