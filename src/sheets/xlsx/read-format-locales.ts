/**
 * The locale identifiers (LCIDs) the workbook's number formats are tagged with: LibreOffice writes
 * `[$-407]` before every format of a de-DE document, Excel `[$€-407]` in a currency format. They
 * tell which decimal separator the file was written with, where its texts do not.
 */
import type { Readable } from 'node:stream';

/** A `formatCode="..."` attribute of the styles part. */
const FORMAT_CODE = /formatCode\s*=\s*"([^"]*)"|formatCode\s*=\s*'([^']*)'/g;
/** A locale tag, `[$-407]` or `[$€-407]`, with its LCID in hex; `[$-F800]` and the like are system formats. */
const LOCALE_TAG = /\[\$[^\]-]*-([0-9A-Fa-f]{1,8})\]/g;
/** The system date and time formats (F800, F400), which follow the reader's locale, not the writer's. */
const SYSTEM = new Set([0xf800, 0xf400]);

/** The LCIDs in `xml` (a styles part), each once, in the order met. Reads the part whole: it is small. */
export async function readFormatLocales(xml: Readable): Promise<number[]> {
  const chunks: string[] = [];
  try {
    for await (const chunk of xml) chunks.push(typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8'));
  } finally {
    xml.destroy();
  }
  return formatLocalesIn(chunks.join(''));
}

/** The LCIDs of the locale tags in the format codes of `xml`. */
function formatLocalesIn(xml: string): number[] {
  const found = new Set<number>();
  for (const code of xml.matchAll(FORMAT_CODE))
    for (const tag of (code[1] ?? code[2] ?? '').matchAll(LOCALE_TAG)) {
      const lcid = Number.parseInt(tag[1]!, 16);
      if (!SYSTEM.has(lcid & 0xffff) && lcid !== 0) found.add(lcid);
    }
  return [...found];
}
