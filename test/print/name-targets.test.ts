import { describe, expect, it } from 'vitest';
import { nameTargets } from '../../src/print/name-targets.js';

describe('nameTargets', () => {
  it('names a URL target by its host, the embedded sandbox as sandbox, a target id as written', () => {
    expect([
      ...nameTargets([
        'https://erp.alpha.example/erp/invoicing/prod',
        'sandbox:/srv/out',
        'acme-erp',
        'https://erp.alpha.example/erp/invoicing/prod',
      ]),
    ]).toEqual([
      ['https://erp.alpha.example/erp/invoicing/prod', 'erp.alpha.example'],
      ['sandbox:/srv/out', 'sandbox'],
      ['acme-erp', 'acme-erp'],
    ]);
  });

  it('gives the whole identity when two targets share a host', () => {
    const a = 'https://erp.example/erp/invoicing/qa';
    const b = 'https://erp.example/erp/invoicing/prod';
    expect(nameTargets([a, b])).toEqual(
      new Map([
        [a, a],
        [b, b],
      ]),
    );
  });
});
