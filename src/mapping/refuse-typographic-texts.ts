/**
 * A mapping edited in Word or Outlook gets typographic quotes (“Posted”) and non-breaking spaces
 * where straight ones were typed. YAML takes them as part of the text, so a constant was posted as
 * `“Posted”` or `Posted\u00a0` without a word. Such a mapping is refused at the line, saying what
 * was most likely meant; a header or constant genuinely wrapped in typographic quotes is not known.
 */
import type { YamlFile } from '../config-file/read-yaml-file.js';
import { ConfigError, quoteValue } from '../errors.js';

/** `[path, text, isKey]` of every text of the file, keys as well as values. */
function* textsOf(value: unknown, path: readonly PropertyKey[]): Generator<[readonly PropertyKey[], string, boolean]> {
  if (typeof value === 'string') yield [path, value, false];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* textsOf(item, [...path, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      yield [[...path, key], key, true];
      yield* textsOf(item, [...path, key]);
    }
}

const dotted = (path: readonly PropertyKey[]) =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('');

const OPENING = '“”„‘’‚«»‹›';
const CLOSING = '“”‘’«»‹›';
/** White space a constant never begins or ends with on purpose: space, tab, NBSP and the other Unicode spaces. */
const SPACE = '[\\s\\u00a0\\u2000-\\u200b\\u202f\\u205f\\u3000\\ufeff]';
const EDGE_SPACE = new RegExp(`^${SPACE}|${SPACE}$`);
const EDGE_SPACES = new RegExp(`^${SPACE}+|${SPACE}+$`, 'g');

/** True for a text a Word-style edit wrapped in typographic quotes. */
function wrappedInTypographicQuotes(text: string): boolean {
  return text.length >= 2 && OPENING.includes(text[0] ?? '') && CLOSING.includes(text.at(-1) ?? '');
}

/** True where the text is posted as written: a `value`, a `default`, a `map` step's result. */
function isConstant(path: readonly PropertyKey[]): boolean {
  const last = path.at(-1);
  return last === 'value' || last === 'default' || path.at(-2) === 'map';
}

/** Throws a ConfigError at the first text of the mapping wrapped in typographic quotes, or a constant with white space at an end. */
export function refuseTypographicTexts(yaml: YamlFile): void {
  for (const [path, text, isKey] of textsOf(yaml.value, [])) {
    // Located only for the text refused: a look-up walks its collection, and a 400,000-entry map
    // located text by text took minutes.
    const where = () => ({
      file: yaml.file,
      line: (isKey ? yaml.locateKey(path) : undefined)?.line ?? yaml.locate(path).line,
    });
    if (wrappedInTypographicQuotes(text))
      throw new ConfigError(
        `${dotted(path)}: ${quoteValue(text, 60)} is wrapped in typographic quotes (as Word or Outlook writes them), which would be read as part of the text; meant ${quoteValue(text.slice(1, -1), 60)}? write it without them, or in straight quotes`,
        where(),
      );
    if (!isKey && isConstant(path) && EDGE_SPACE.test(text))
      throw new ConfigError(
        `${dotted(path)}: the constant ${JSON.stringify(text)} begins or ends with white space (a non-breaking space is what Word or Outlook types), which would be posted; meant ${quoteValue(text.replace(EDGE_SPACES, ''), 60)}? write it without`,
        where(),
      );
  }
}
