import { describe, expect, it } from 'vitest';
import { parseYamlText } from '../../src/config-file/read-yaml-file.js';
import { ConfigError } from '../../src/errors.js';

function messageOf(text: string): string {
  try {
    parseYamlText(text, 'm.yaml');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the text to be refused');
}

/** What hand-written mapping and config files get wrong, and what the author must read to fix it. */
const SLIPS: [string, string, RegExp][] = [
  ['two documents', 'invoice:\n  PayeeId: Vendor\n---\nitems:\n  Amount: Net\n', /more than one YAML document.*---/],
  ['an end marker and more', 'a: 1\n...\nb: 2\n', /more than one YAML document/],
  [
    'an unquoted template',
    'invoice:\n  InvoiceId: { template: {Vendor}-{Number} }\n',
    /quotes.*"\{Vendor\}-\{Number\}"/,
  ],
  ['an unquoted template in block style', 'invoice:\n  InvoiceId:\n    template: {Vendor}/{Number}\n', /quotes/],
  ['a list followed by text', 'invoice:\n  Comments: { value: [draft] copy }\n', /quotes/],
  ['a colon inside a value', 'invoice:\n  Comments: { value: Note: paid }\n', /": ".*quotes/],
  ['a colon inside a block value', 'invoice:\n  Comments: Note: paid\n', /": ".*quotes/],
];

describe('YAML mistakes are told in the words of the fix', () => {
  it.each(SLIPS)('%s', (_, text, expected) => {
    const message = messageOf(text);
    expect(message).toMatch(expected);
    expect(message).not.toMatch(/parseAllDocuments|seq-item-ind|node end|compact mappings/);
  });

  it('keeps the line where the mistake is', () => {
    expect(messageOf('invoice:\n  PayeeId: Vendor\n  InvoiceId: { template: {Vendor}-{Number} }\n')).toMatch(
      /^m\.yaml:3:/,
    );
    expect(messageOf('invoice:\n  PayeeId: Vendor\n---\nitems: {}\n')).toMatch(/^m\.yaml:3:/);
  });
});
