/**
 * A header naming the kind of a document, in the languages infer reads, is a kind column beside
 * which amounts may need a sign: Azerbaijani `Qaimənin növü` (the kind of an e-qaimə) among them;
 * a header of a unit, a tax or a line's kind is not.
 */
import { describe, expect, it } from 'vitest';
import { namesDocumentKind } from '../../../src/mapping/infer/read-kind-header.js';

describe('a header naming a document kind', () => {
  it.each(['Qaimənin növü', 'QAİMƏNİN NÖVÜ', 'Növü', 'Document Type', 'Belegart'])('%s names one', (header) => {
    expect(namesDocumentKind(header)).toBe(true);
  });

  it.each(['Ölçü vahidi', 'Malın adı', 'Tax Type', 'Line Type'])('%s names none', (header) => {
    expect(namesDocumentKind(header)).toBe(false);
  });
});
