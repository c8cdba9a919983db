import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYamlText, readYamlFile } from '../../src/config-file/read-yaml-file.js';
import { configErrorOf } from '../helpers/config-error-of.js';
import { makeTempDir } from '../helpers/temp-dir.js';

function messageOf(text: string): string {
  return configErrorOf(() => parseYamlText(text, 'map.yaml')).message;
}

describe('reading YAML', () => {
  it('names the line and column of a syntax error', () => {
    const error = configErrorOf(() => parseYamlText('invoice:\n  PayeeId: [Vendor\n', 'map.yaml'));
    expect(error.message).toMatch(/^map\.yaml:\d+:\d+: not valid YAML/);
    expect(error.position).toMatchObject({
      file: 'map.yaml',
      line: expect.any(Number),
      lineColumn: expect.any(Number),
    });
  });

  it('says to quote an unquoted *Column value, at its line and column', () => {
    const message = messageOf('invoice:\n  PayeeId: Vendor\n  Invoice_Number: *InvoiceNumber\n');
    expect(message).toMatch(/^map\.yaml:3:19: /);
    expect(message).toContain('"*InvoiceNumber" is read as a YAML alias');
    expect(message).toContain('must be quoted: "*InvoiceNumber"');
  });

  it('accepts an alias whose anchor comes first', () => {
    expect(parseYamlText('a: &x { column: A }\nb: *x\n', 'map.yaml').value).toEqual({
      a: { column: 'A' },
      b: { column: 'A' },
    });
  });

  it('refuses a key written twice in one mapping, naming both lines', () => {
    const message = messageOf('invoice:\n  PayeeId: A\n  Invoice_Number: B\n  PayeeId: C\nitems:\n  PayeeId: D\n');
    expect(message).toBe('map.yaml:4:3: the key "PayeeId" appears twice in the same mapping (first at line 2)');
  });

  it('checks the keys of a 40,000-entry map and finds the duplicate at its end', () => {
    const entries = Array.from({ length: 40_000 }, (_, i) => `      k${i}: v${i}`);
    const text = `invoice:\n  TaxCode:\n    map:\n${entries.join('\n')}\n      k7: again\n`;
    expect(messageOf(text)).toMatch(/^map\.yaml:40004:7: the key "k7" appears twice .*first at line 11\)$/);
  });

  it('refuses a FIFO instead of waiting for a writer', () => {
    const dir = makeTempDir('yaml-fifo');
    const fifo = join(dir, 'mapping.yaml');
    execFileSync('mkfifo', [fifo]);
    expect(configErrorOf(() => readYamlFile(fifo)).message).toContain('expected a file, got a folder, pipe or device');
  });
});
