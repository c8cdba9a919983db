/**
 * SAX events of a part with the namespace prefix of SpreadsheetML's own elements dropped
 * (`<x:numFmt>` is `<numFmt>`), as the Open XML SDK and ClosedXML write every part. exceljs's part
 * parsers match element names as Excel writes them, in the default namespace: a prefixed styles
 * part gave them nothing, and every cell's format was lost.
 */
import type { SaxEvent } from 'exceljs/lib/utils/parse-sax.js';

/** SpreadsheetML's main namespace, transitional and strict. */
const SPREADSHEET_MAIN = new Set([
  'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  'http://purl.oclc.org/ooxml/spreadsheetml/main',
]);

/**
 * `events` with every element bound to SpreadsheetML's namespace by a prefix named by its local
 * name. Elements of other namespaces (`x14:`, `mc:` in extensions) keep their prefix, so that none
 * is taken for a SpreadsheetML element of the same local name (`x14:dxfs`).
 */
export async function* dropSpreadsheetPrefix(events: AsyncIterable<SaxEvent[]>): AsyncGenerator<SaxEvent[]> {
  // Writers declare prefixes on the root element; a prefix declared lower is taken from there on.
  const prefixes = new Set<string>();
  const localName = (name: string): string => {
    const colon = name.indexOf(':');
    return colon > 0 && prefixes.has(name.slice(0, colon)) ? name.slice(colon + 1) : name;
  };
  for await (const batch of events) {
    yield batch.map((event) => {
      if (event.eventType === 'text') return event;
      if (event.eventType === 'opentag') {
        for (const [attribute, value] of Object.entries(event.value.attributes)) {
          if (!attribute.startsWith('xmlns:')) continue;
          const prefix = attribute.slice('xmlns:'.length);
          if (SPREADSHEET_MAIN.has(value)) prefixes.add(prefix);
          else prefixes.delete(prefix);
        }
      }
      const name = localName(event.value.name);
      return name === event.value.name ? event : { ...event, value: { ...event.value, name } };
    });
  }
}
