/**
 * Which spelling of a processed answer's number is recorded: the one the finance system shows, and
 * only when it shows one. A status answer tells instances apart by company code and days alone, so
 * two spellings shown are no proof of either.
 */
import { describe, expect, it } from 'vitest';
import { onlyShownInstance } from '../../src/batch/offer-answered-instance.js';
import { ResolveRefusedError } from '../../src/batch/refuse-resolve.js';

const SPELLINGS = ['0030000403', '30000403', '000030000403'];

/** A finance system showing `shown` (this company, these days) and `other` (another invoice's data); the ids looked up, in order. */
function financeSystem(shown: readonly string[], other: readonly string[] = []) {
  const asked: string[] = [];
  const check = async (id: string) => {
    asked.push(id);
    if (other.includes(id))
      throw new ResolveRefusedError(`instance ${id} holds another invoice`, {
        kind: 'instance-other-data',
        instanceId: id,
      });
    if (!shown.includes(id))
      throw new ResolveRefusedError(`instance ${id} not found`, { kind: 'instance-unknown', instanceId: id });
  };
  return { asked, check };
}

async function refusal(promise: Promise<unknown>): Promise<ResolveRefusedError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ResolveRefusedError);
  return error as ResolveRefusedError;
}

describe('onlyShownInstance', () => {
  it.each([[['0030000403']], [['30000403']], [['000030000403']]])(
    'records %j, the only spelling shown, after looking each up',
    async (shown) => {
      const system = financeSystem(shown);
      await expect(onlyShownInstance(SPELLINGS, system.check)).resolves.toBe(shown[0]);
      expect(system.asked).toEqual(SPELLINGS);
    },
  );

  it('records nothing where two spellings are shown, naming both for a person', async () => {
    const system = financeSystem(['0030000403', '000030000403']);
    const error = await refusal(onlyShownInstance(SPELLINGS, system.check));
    expect(error.refusal).toEqual({ kind: 'no-answer', offered: ['0030000403', '000030000403'], shownSeveral: true });
    expect(error.message).toContain('shows 0030000403 and 000030000403');
  });

  it('records nothing where none is shown', async () => {
    const error = await refusal(onlyShownInstance(SPELLINGS, financeSystem([]).check));
    expect(error.refusal).toMatchObject({ kind: 'no-answer', shownNone: true });
  });

  it("stops at a spelling holding another invoice's data, naming the others", async () => {
    const system = financeSystem(['000030000403'], ['0030000403']);
    const error = await refusal(onlyShownInstance(SPELLINGS, system.check));
    expect(error.refusal).toEqual({ kind: 'instance-other-data', instanceId: '0030000403' });
    expect(error.message).toContain('also named 30000403 or 000030000403');
    expect(system.asked).toEqual(['0030000403']);
  });
});
