// exceljs's styles part parser (its StyleManager), imported on its own (import-exceljs.ts); the
// package types only its root.
declare module 'exceljs/lib/xlsx/xform/style/styles-xform.js' {
  import type { SaxEvent } from 'exceljs/lib/utils/parse-sax.js';

  /** Parses a styles part from SAX events; `model` stays undefined when no `<styleSheet>` closed. */
  class StylesXform {
    model: { styles?: unknown[] } | undefined;
    parse(events: AsyncIterable<SaxEvent[]>): Promise<unknown>;
  }
  export default StylesXform;
}
