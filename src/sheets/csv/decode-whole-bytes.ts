/**
 * Bytes decoded whole in an encoding the WHATWG decoders know. Node 20's one-shot decode of
 * windows-1252 (which the labels ISO-8859-1 and Latin-1 name too) reads 0x80-0x9F as the C1
 * controls of Latin-1, not as the `€ ’ “ ” –` Excel wrote there; decoded as a stream and flushed,
 * it takes the right table. Every decode of a source's bytes in one go goes through here.
 */
import { TextDecoder } from 'node:util';

export function decodeWholeBytes(
  bytes: Uint8Array,
  encoding: string,
  options?: { fatal?: boolean; ignoreBOM?: boolean },
): string {
  const decoder = new TextDecoder(encoding, options);
  return decoder.decode(bytes, { stream: true }) + decoder.decode();
}
