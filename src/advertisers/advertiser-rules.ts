/**
 * The `advertisers` section of a mapping file: PayeeId found by advertiser name, and PayeeId
 * required to be a known advertiser id. Both use the list cached by `advertisers --refresh`; a
 * cached list checks every PayeeId unless the mapping says `requireKnown: false`.
 */
import { z } from 'zod';

export const advertiserRulesSchema = z
  .object({
    payeeIdBy: z
      .enum(['id', 'name'])
      .optional()
      .describe(
        'What the PayeeId field holds: the advertiser id as is, or the advertiser name, looked up in the cached advertiser list (case, accents, punctuation and spaces do not count). @default id',
      ),
    requireKnown: z
      .boolean()
      .optional()
      .describe(
        'PayeeId must be the id of an advertiser in the cached list (invoice-batch advertisers --refresh): true requires a cached list, false never checks. @default checked when a list is cached',
      ),
  })
  .strict()
  .describe('PayeeId checked against, or found in, the advertiser list cached in the journal.');

export type AdvertiserRulesFile = z.infer<typeof advertiserRulesSchema>;

/** The compiled rules; undefined on a mapping without an `advertisers` section. */
export interface AdvertiserRules {
  payeeIdBy: 'id' | 'name';
  /** True: a list must be cached; false: PayeeIds are never checked; undefined: checked when a list is cached. */
  requireKnown: boolean | undefined;
}

export function compileAdvertiserRules(file: AdvertiserRulesFile | undefined): AdvertiserRules | undefined {
  if (!file) return undefined;
  return { payeeIdBy: file.payeeIdBy ?? 'id', requireKnown: file.requireKnown };
}

/** True when the rules need the cached list to be present. */
export function needsAdvertiserList(rules: AdvertiserRules | undefined): boolean {
  return rules !== undefined && (rules.payeeIdBy === 'name' || rules.requireKnown === true);
}

/** True when a cached list is used: always, unless the mapping turns the id check off and looks up no names. */
export function usesAdvertiserList(rules: AdvertiserRules | undefined): boolean {
  return rules === undefined || rules.payeeIdBy === 'name' || rules.requireKnown !== false;
}
