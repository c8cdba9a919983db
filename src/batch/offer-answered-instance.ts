/**
 * Confirming the ids an in-doubt invoice's stored answer names (finance-api/offer-answered-ids.ts)
 * with status reads: only a processed answer's number is looked up by itself, in its spellings; an id
 * read from a cut excerpt or a refusal may be another invoice's, and a status answer carries no
 * invoice number or amount to tell, so a person confirms it with `--instance-id`.
 */ import { ResolveRefusedError } from './refuse-resolve.js';

/**
 * The one offered id the finance system shows for this invoice (`check` throws an instance-unknown
 * refusal for one it does not show, and any other refusal to stop). Every spelling is looked up: a
 * status answer tells instances apart only by company code and days, so where two spellings are
 * shown (`0030000403` and `000030000403` may be two instances of one company and day) the first is
 * no proof, and recording it could mark an invoice created that was not: a person confirms it. None
 * or several shown: refused, nothing recorded.
 */
export async function onlyShownInstance(
  offered: readonly string[],
  check: (id: string) => Promise<void>,
): Promise<string> {
  const shown: string[] = [];
  for (const id of offered) {
    try {
      await check(id);
      shown.push(id);
    } catch (error) {
      if (!(error instanceof ResolveRefusedError)) throw error;
      if (error.refusal.kind !== 'instance-unknown') throw namingOthers(error, id, offered);
    }
  }
  if (shown.length === 1) return shown[0]!;
  if (shown.length > 1)
    throw new ResolveRefusedError(
      `its answer named ${offered.join(' or ')}, and the finance system shows ${shown.join(' and ')}, each this company's on these days: look each up and say which it was created as (--instance-id)`,
      { kind: 'no-answer', offered: shown, shownSeveral: true },
    );
  throw new ResolveRefusedError(
    `its answer named ${offered.join(' or ')}, and the finance system shows none of them; say what it shows: the instance id it was created as, or that it was not created`,
    { kind: 'no-answer', offered: [...offered], shownNone: true },
  );
}

/** A refusal that stopped the search at `id` (another invoice's data), naming the other spelling for a person to confirm. */
function namingOthers(error: ResolveRefusedError, id: string, offered: readonly string[]): ResolveRefusedError {
  const others = offered.filter((other) => other !== id);
  if (others.length === 0) return error;
  return new ResolveRefusedError(
    `${error.message}; its answer also named ${others.join(' or ')}, not looked up: confirm it with --instance-id`,
    error.refusal,
  );
}
