/**
 * A config file value holding a control character (a `\r` or `\t` escape, a tab pasted inside
 * quotes) names another file or path segment than the one meant: refused at its line, like a
 * flag's or variable's value, never quoting it (a profile's value may be a URL with a password).
 */
import { ConfigError } from '../errors.js';
import type { YamlFile } from './read-yaml-file.js';
import { valueRead } from './value-read.js';

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function* textsOf(value: unknown, path: readonly PropertyKey[]): Generator<[readonly PropertyKey[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* textsOf(item, [...path, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      yield [[...path, key], key];
      yield* textsOf(item, [...path, key]);
    }
}

export function refuseControlInConfig(yaml: YamlFile): void {
  for (const [path, text] of textsOf(yaml.value, [])) {
    const match = CONTROL.exec(valueRead(String(path[path.length - 1] ?? ''), text));
    if (!match) continue;
    const code = `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    const crlf = match[0] === '\r' ? ': line ends of a file written on Windows (CRLF) inside quotes?' : '';
    throw new ConfigError(
      `${path.map(String).join('.')}: holds a control character (${code}) at character ${match.index + 1}${crlf}; expected plain text on one line (a block scalar | or > keeps its line breaks): write it on one line; the value is not shown`,
      { file: yaml.file, line: yaml.locate(path).line },
    );
  }
}
