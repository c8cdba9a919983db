/**
 * An output folder named as Windows cannot hold it is warned about, from --out, the environment or
 * the config file; the run goes on.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../src/settings.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('output folder names Windows cannot hold', () => {
  it.each([
    ['Results.', 'ends with a dot'],
    ['Results ', 'ends with a space'],
    ['CON', 'is a device name on Windows'],
    ['out/lpt1.txt', 'is a device name on Windows'],
    ['a:b', 'holds ":"'],
  ])('--out %j: warned that it %s', (out, says) => {
    const settings = resolveSettings({ out }, {}, makeTempDir('win-out'));
    expect(settings.warnings?.join('\n')).toContain(
      `--out: the output folder's name "${out.split('/').at(-1)}" ${says}`,
    );
  });

  it('warns of INVOICE_BATCH_OUT and outDir by their names', () => {
    const cwd = makeTempDir('win-out-config');
    expect(resolveSettings({}, { INVOICE_BATCH_OUT: 'aux' }, cwd).warnings?.join('\n')).toContain(
      'INVOICE_BATCH_OUT: ',
    );
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), 'outDir: "Results."\n');
    expect(resolveSettings({}, {}, cwd).warnings?.join('\n')).toContain('outDir: ');
  });

  it.each(['output/results', 'Ergebnisse März', '../shared/out', 'console'])('--out %j: no warning', (out) => {
    expect(resolveSettings({ out }, {}, makeTempDir('win-out-ok')).warnings).toEqual([]);
  });
});
