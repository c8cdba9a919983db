/** The send loop is given every value the upload plan decides, and defaults none of them again. */
import { describe, expectTypeOf, it } from 'vitest';
import type { SendLoopOptions } from '../../../src/batch/send/send-loop-options.js';
import type { UploadPlan } from '../../../src/batch/upload-plan.js';

describe('SendLoopOptions', () => {
  // Checked by the type checker (npm run typecheck): an optional field would let the loop default it a second time.
  it('requires the gateway pause limit and the rejection-storm limit, as the upload plan decided them', () => {
    expectTypeOf<SendLoopOptions['maxPauseMs']>().toEqualTypeOf<UploadPlan['maxPauseMs']>();
    expectTypeOf<SendLoopOptions['stopAfterRejections']>().toEqualTypeOf<UploadPlan['stopAfterRejections']>();
    expectTypeOf<SendLoopOptions['stopGraceMs']>().toEqualTypeOf<UploadPlan['stopGraceMs']>();
  });
});
