/**
 * The advertiser reference list (seed 2.1, 4.1). The seed fixes no wrapping, so the list is
 * accepted as a bare array or as an object that holds exactly one array of advertisers under
 * any key (`{data: [...]}`, `{advertisers: [...]}`, also one level deeper). Ids given as
 * digits alone become strings of the digits the server wrote (the text is read with
 * quote-whole-number-members.ts first, so an id past 2^53 keeps its digits); a number written
 * otherwise (negative, with a fraction or an exponent, even 1.0 or 1e3) is refused: it names no
 * advertiser for certain.
 */
import { z } from 'zod';

export const advertiserSchema = z.looseObject({
  // Ids of digits alone arrive quoted (quote-whole-number-members.ts): a number left is written with a
  // sign, a fraction or an exponent (1.0, 1e3), and which advertiser it names is not certain.
  id: z
    .string({
      error: (issue) =>
        typeof issue.input === 'number'
          ? `expected an id of digits, got the number ${issue.input} written with a sign, a fraction or an exponent`
          : undefined,
    })
    .min(1),
  advertiserName: z.string(),
});

export interface Advertiser {
  id: string;
  advertiserName: string;
}

export type AdvertiserListResult =
  | {
      ok: true;
      advertisers: Advertiser[];
      /** The keys from the top to the list; empty for a bare list. */ listPath: string[];
    }
  | { ok: false; message: string };

function looksLikeAdvertisers(value: unknown): value is unknown[] {
  return (
    Array.isArray(value) &&
    (value.length === 0 || (typeof value[0] === 'object' && value[0] !== null && 'id' in value[0]))
  );
}

function findList(body: unknown, depth: number): { list?: unknown[]; path: string; keys?: string[]; message?: string } {
  if (Array.isArray(body)) return { list: body, path: '', keys: [] };
  if (body === null || typeof body !== 'object' || depth > 2)
    return { path: '', message: 'expected a list of advertisers or an object holding one' };
  const candidates = Object.entries(body as Record<string, unknown>).filter(([, v]) => looksLikeAdvertisers(v));
  if (candidates.length === 1) {
    const [key, list] = candidates[0]!;
    return { list: list as unknown[], path: key, keys: [key] };
  }
  if (candidates.length > 1)
    return {
      path: '',
      message: `expected one list of advertisers, found several (${candidates.map(([k]) => k).join(', ')})`,
    };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = findList(value, depth + 1);
      if (inner.list) return { list: inner.list, path: `${key}.${inner.path}`, keys: [key, ...(inner.keys ?? [])] };
    }
  }
  return { path: '', message: 'expected a list of advertisers or an object holding one, found no list' };
}

/** Normalizes any accepted shape to Advertiser[], or says which element is wrong. */
export function parseAdvertiserList(body: unknown): AdvertiserListResult {
  const found = findList(body, 0);
  if (!found.list) return { ok: false, message: found.message ?? 'no list' };
  const advertisers: Advertiser[] = [];
  for (const [index, element] of found.list.entries()) {
    const parsed = advertiserSchema.safeParse(element);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'element';
      const prefix = found.path ? `${found.path}[${index}]` : `[${index}]`;
      return { ok: false, message: `${prefix}.${field}: ${issue?.message ?? 'invalid'}` };
    }
    advertisers.push({ id: parsed.data.id, advertiserName: parsed.data.advertiserName });
  }
  return { ok: true, advertisers, listPath: found.keys ?? [] };
}
