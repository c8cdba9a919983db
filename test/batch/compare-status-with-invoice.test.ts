import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareStatusWithInvoice, dayOf } from '../../src/batch/compare-status-with-invoice.js';
import { statusResponseSchema } from '../../src/finance-api/status-response-schema.js';

/** A status answer with the given E_STATUS and E_ERP_DETAILS fields, read as the client reads it. */
function answer(status: Record<string, string>, erp: Record<string, string> = {}) {
  return statusResponseSchema.parse({
    E_RETCODE: 0,
    E_ERP_DETAILS: erp,
    E_STATUS: { INV_INSTNC_ID: '0030000001', ...status },
    T_APPROVAL: { item: [] },
    T_APP_WORKFLOW: { item: [] },
  });
}

/** What a back-end may write for a part it does not fill: the spec does not show. */
const notShown = fc.constantFrom('', ' ', '0', '00000000', '00000000000000', 'n/a', '31.01.2025', '2025-02-30');
const invoice = { companyCode: '1000', receivedOn: '20250130', firstSentAt: '2025-01-31T10:00:02.000Z' };

describe('compareStatusWithInvoice', () => {
  it('finds nothing against an answer whose parts are empty, zero or not dates', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '    '), notShown, notShown, (company, received, created) => {
        const found = compareStatusWithInvoice(
          answer({ RECEIVED_ON_DATE: received, CREATED_ON: created }, { BUKRS: company }),
          invoice,
        );
        expect(found).toEqual([]);
      }),
    );
  });

  it('finds nothing when the invoice sent no CompCode or Received_On, whatever the answer holds', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9A-Z]{4}$/),
        fc.date({ min: new Date('2025-01-30'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (company, day) => {
          const text = day.toISOString().slice(0, 10).replace(/-/g, '');
          const found = compareStatusWithInvoice(
            answer({ RECEIVED_ON_DATE: text, CREATED_ON: `${text}093000` }, { BUKRS: company }),
            {
              companyCode: undefined,
              receivedOn: undefined,
              firstSentAt: invoice.firstSentAt,
            },
          );
          expect(found).toEqual([]);
        },
      ),
    );
  });

  it('names a company code, a day received or a day created that cannot be this invoice', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9A-Z]{4}$/).filter((code) => code !== '1000'),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2025-01-29T12:00:00Z'), noInvalidDate: true }),
        (company, day) => {
          const text = day.toISOString().slice(0, 10).replace(/-/g, '');
          const found = compareStatusWithInvoice(
            answer({ RECEIVED_ON_DATE: text, CREATED_ON: `${text}235959` }, { BUKRS: company }),
            invoice,
          );
          expect(found).toEqual([
            `company code ${company}, but the invoice was sent with CompCode 1000`,
            `received on ${text}, but the invoice was sent with Received_On 20250130`,
            `created on ${text}, before the invoice was first sent (20250131)`,
          ]);
        },
      ),
    );
  });

  it('takes a creation the day before the first send as this invoice: the time zone is not shown', () => {
    expect(
      compareStatusWithInvoice(
        answer({ CREATED_ON: '20250130235959', RECEIVED_ON_DATE: '2025-01-30' }, { BUKRS: '1000' }),
        invoice,
      ),
    ).toEqual([]);
  });

  it('reads a day from the forms a back-end writes, and nothing else', () => {
    expect(['20250131', '20250131093000', '2025-01-31', '2025-01-31T09:30:00Z'].map(dayOf)).toEqual(
      Array(4).fill('20250131'),
    );
    expect(['', '00000000', '0000-00-00', '31.01.2025', '20250231', '18991231', undefined].map(dayOf)).toEqual(
      Array(7).fill(undefined),
    );
  });
});
