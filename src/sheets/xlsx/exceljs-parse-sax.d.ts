// exceljs's SAX loop (saxes, one UTF-8 decoder per part: patches/exceljs+4.4.0.patch), imported on
// its own (import-exceljs.ts); the package types only its root.
declare module 'exceljs/lib/utils/parse-sax.js' {
  import type { Readable } from 'node:stream';

  /** An element opened or closed, or the text between two tags. */
  export type SaxEvent =
    | { eventType: 'opentag' | 'closetag'; value: { name: string; attributes: Record<string, string> } }
    | { eventType: 'text'; value: string };

  /** The events of each chunk of the stream at once. */
  const parseSax: (stream: Readable) => AsyncGenerator<SaxEvent[]>;
  export default parseSax;
}
