/**
 * Bounds the memory one XML value can take while a part is parsed: the XML parser gathers the
 * whole text between two tags before it hands it on, so a 300-million-character cell would be
 * held in full. This stream fails as soon as a run of text without a `<` grows past the limit.
 */
import { Transform, type TransformCallback } from 'node:stream';

/** Characters of XML one character of a value can take at most (`&#x10FFFF;` is ten for two). */
const XML_CHARS_PER_CHAR = 6;

/** Thrown through the stream when a run of text is too long; the reader turns it into an input error. */
export class TextRunTooLong extends Error {
  override readonly name = 'TextRunTooLong' as const;
  constructor(readonly maxChars: number) {
    super(`a value longer than ${maxChars} characters`);
  }
}

/** A pass-through of decoded XML text that fails on a text run longer than `maxChars` would need. */
export function limitTextRuns(maxChars: number): Transform {
  const maxRun = maxChars * XML_CHARS_PER_CHAR + 256;
  let run = 0;
  return new Transform({
    decodeStrings: false,
    encoding: 'utf8',
    transform(chunk: string | Buffer, _encoding, done: TransformCallback) {
      const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      let from = 0;
      for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
        if (run + at - from > maxRun) return done(new TextRunTooLong(maxChars));
        run = 0;
        from = at + 1;
      }
      run += text.length - from;
      if (run > maxRun) return done(new TextRunTooLong(maxChars));
      done(null, text);
    },
  });
}
