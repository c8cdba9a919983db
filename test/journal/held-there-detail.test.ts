import { describe, expect, it } from 'vitest';
import { heldThereDetail, isHeldThere, readHeldThere } from '../../src/journal/held-there-detail.js';

const OTHER = 'http://proxy.example:8080/erp/invoicing/qa';
const RESOLVE = `invoice-batch resolve --target ${OTHER} --base-url http://proxy.example:8080`;

describe('the detail of an invoice held behind another target', () => {
  it('reads back the target and the resolve command it names', () => {
    const detail = heldThereDetail(4, OTHER, RESOLVE, '0000100002/A-1', 'if that is a different finance system, ...');
    expect(readHeldThere(detail, '0000100002/A-1')).toEqual({ target: OTHER, resolve: RESOLVE });
    expect(isHeldThere(detail, OTHER)).toBe(true);
    expect(isHeldThere(detail, 'http://other.example/erp/invoicing/qa')).toBe(false);
  });

  it('masks the credentials of the address it names, and is still found by the unmasked identity', () => {
    const secret = 'https://ops:hunter2@proxy.example/erp/invoicing/qa';
    const detail = heldThereDetail(4, secret, 'invoice-batch resolve', '0000100002/A-1', '');
    expect(detail).not.toContain('hunter2');
    expect(detail).toContain('https://***@proxy.example/erp/invoicing/qa');
    expect(isHeldThere(detail, secret)).toBe(true);
  });

  it('gives a row held before the detail named the command this way resolve with --target, not the command it named', () => {
    const old = `still in doubt from run 1 under another target, ${OTHER}: resolve it there (with that target's --base-url or --profile): invoice-batch resolve --base-url http://here 0000100002/A-1 --target ${OTHER} --instance-id <N> (it was created as instance N)`;
    expect(readHeldThere(old, '0000100002/A-1')).toEqual({
      target: OTHER,
      resolve: `invoice-batch resolve --target ${OTHER}`,
    });
  });

  it('reads nothing from the detail of an invoice in doubt on its own target', () => {
    expect(readHeldThere('still in doubt from run 3: resolve it first: ...', '0000100002/A-1')).toBeUndefined();
    expect(readHeldThere(null, '0000100002/A-1')).toBeUndefined();
  });
});
