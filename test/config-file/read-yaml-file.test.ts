import { execFileSync } from 'node:child_process';
import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_YAML_FILE_BYTES, parseYamlText, readYamlFile } from '../../src/config-file/read-yaml-file.js';
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
    expect(configErrorOf(() => readYamlFile(fifo)).message).toContain('expected a file, got a named pipe (FIFO)');
  });

  it('refuses a file one byte over the limit before reading it, with its size and the limit', () => {
    const file = join(makeTempDir('yaml-big'), 'mapping.yaml');
    // Valid YAML throughout: only its size is wrong.
    writeFileSync(file, `# ${'x'.repeat(MAX_YAML_FILE_BYTES - 3)}\n`.padEnd(MAX_YAML_FILE_BYTES + 1, ' '));
    expect(configErrorOf(() => readYamlFile(file)).message).toBe(
      `${file}: the file is 16.0 MB; a config or mapping file is read only up to 16.0 MB (a mapping with a 400,000-entry lookup table is about 10 MB): check that this is the right file`,
    );
  });

  it('refuses a 200 MB file at once, without reading it', () => {
    const file = join(makeTempDir('yaml-huge'), 'mapping.yaml');
    // Sparse: 200 MB long, no disk used; reading it whole is what ran out of memory.
    writeFileSync(file, 'invoice:\n');
    truncateSync(file, 200 * 1024 * 1024);
    expect(configErrorOf(() => readYamlFile(file)).message).toContain('the file is 200.0 MB;');
  });

  it('reads a file at the limit', () => {
    const file = join(makeTempDir('yaml-limit'), 'mapping.yaml');
    writeFileSync(file, `a: 1\n# ${'x'.repeat(MAX_YAML_FILE_BYTES - 9)}\n`);
    expect(readYamlFile(file).value).toEqual({ a: 1 });
  });

  it.each([
    ['nested aliases (billion laughs)', billionLaughs()],
    ['20,000 aliases of one map', `a: &a { x: 1 }\nb:\n${'  - *a\n'.repeat(20_000)}`],
  ])('refuses %s with a clear message', (_, text) => {
    expect(messageOf(text)).toBe(
      'map.yaml:1:1: its aliases (*name) expand out of proportion (more than 100 expansions of anchors &name): write the values out, or use fewer aliases',
    );
  });
});

function billionLaughs(): string {
  let text = 'a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n';
  for (let i = 1; i < 10; i++)
    text += `a${i}: &a${i} [${Array(9)
      .fill(`*a${i - 1}`)
      .join(', ')}]\n`;
  return text;
}
