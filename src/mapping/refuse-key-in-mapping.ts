/**
 * A mapping holding the API key (a constant value, a default, a header, a description) would copy it
 * into what is written from it: the template's notes and Instructions sheet. Such a mapping is
 * refused, naming the field and its line, never the key. Found by the rule that scrubs server
 * answers, so an encoded, differently cased or partly given key is found as well.
 */
import type { YamlFile } from '../config-file/read-yaml-file.js';
import { ConfigError } from '../errors.js';
import { holdsApiKey } from './api-key-problems.js';

/** `[path, text]` of every text of the file, keys as well as values, as `invoice.Comment.value`. */
function* writtenTexts(value: unknown, path: readonly PropertyKey[]): Generator<[readonly PropertyKey[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* writtenTexts(item, [...path, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      yield [[...path, key], key];
      yield* writtenTexts(item, [...path, key]);
    }
}

const dotted = (path: readonly PropertyKey[]) =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('');

/** Throws a ConfigError at the first text of the mapping that holds the key. */
export function refuseKeyInMapping(yaml: YamlFile, apiKey: string): void {
  for (const [path, text] of writtenTexts(yaml.value, [])) {
    if (!holdsApiKey(text, apiKey)) continue;
    throw new ConfigError(
      `${dotted(path)}: expected no API key in a mapping, got the API key: nothing is written from the mapping; take the key out of the mapping, and have the key replaced, since the file holds it`,
      { file: yaml.file, line: yaml.locate(path).line },
    );
  }
}
