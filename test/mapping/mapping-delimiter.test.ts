/**
 * `source.delimiter` takes any one character a CSV can be split at; a quote, a line end, a letter
 * or a digit is refused with a message naming the setting and what it accepts.
 */
import { describe, expect, it } from 'vitest';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { ConfigError } from '../../src/errors.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

const withDelimiter = (written: string) => `source:\n  type: csv\n  delimiter: ${written}\n${ONE_ROW_MAPPING}`;

async function failureOf(text: string): Promise<ConfigError> {
  try {
    await parseMapping(text, 'm.yaml');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected the mapping to be refused');
}

describe('the delimiter of a mapping', () => {
  it.each([
    ['"~"', '~'],
    ['"^"', '^'],
    ['"#"', '#'],
    ['"!"', '!'],
    ['":"', ':'],
    ['"¦"', '¦'],
    ['" "', ' '],
    ['","', ','],
    ['";"', ';'],
    ['"\\t"', '\t'],
    ['"|"', '|'],
  ])('accepts %s', async (written, delimiter) => {
    const mapping = await parseMapping(withDelimiter(written), 'm.yaml');
    expect(mapping.source.table.delimiter).toBe(delimiter);
  });

  it.each([
    ['a quote', `'"'`, '"\\""'],
    ['a letter', '"a"', '"a"'],
    ['a letter of another script', '"ж"', '"ж"'],
    ['a digit', '"7"', '"7"'],
    ['a line end', '"\\n"', '"\\n"'],
    ['two characters', '"~~"', '"~~"'],
    ['nothing', '""', '""'],
  ])('refuses %s with the setting and the accepted forms', async (_, written, shown) => {
    const error = await failureOf(withDelimiter(written));
    expect(error.message).toBe(
      `m.yaml:3:14: source.delimiter: expected one character that is not a double quote, a line end, a letter or a digit (e.g. "~", "^", "#", ";", "\\t" for a tab), got ${shown}`,
    );
  });
});
