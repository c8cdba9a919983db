/**
 * The `advertisers` section of a mapping file: PayeeId found by advertiser name, and PayeeId
 * required to be a known advertiser id. Both use the list cached by `advertisers --refresh`.
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
        'PayeeId must be the id of an advertiser in the cached list (invoice-batch advertisers --refresh). @default false',
      ),
  })
  .strict()
  .describe('PayeeId checked against, or found in, the advertiser list cached in the journal.');

export type AdvertiserRulesFile = z.infer<typeof advertiserRulesSchema>;

/** The compiled rules; undefined on a mapping without an `advertisers` section. */
export interface AdvertiserRules {
  payeeIdBy: 'id' | 'name';
  requireKnown: boolean;
}

export function compileAdvertiserRules(file: AdvertiserRulesFile | undefined): AdvertiserRules | undefined {
  if (!file) return undefined;
  return { payeeIdBy: file.payeeIdBy ?? 'id', requireKnown: file.requireKnown ?? false };
}

/** True when the rules need the cached list to be present. */
export function needsAdvertiserList(rules: AdvertiserRules | undefined): boolean {
  return rules !== undefined && (rules.payeeIdBy === 'name' || rules.requireKnown);
}
