/**
 * A supplier's tax id that only some suppliers have: a registration a country issues to its own
 * entities (Singapore's UEN, blank in an IRAS Audit File for a supplier abroad). Where it is
 * filled it tells suppliers apart as any tax id does; where it is blank only the name can, so an
 * invoice's id is the tax id where there is one and the name where there is none. Found by its
 * header and its values: each supplier name always with the same id or always blank, each id one
 * name's, two ids at least and a name without one. Pure.
 */
import type { ColumnProfile } from './profile-column.js';
import { namesTaxId, TAX_ID_VALUE } from './find-supplier-tax-id.js';

/** Singapore's Unique Entity Number, as IRAS files head it (`SupplierUEN`, `UEN No.`). */
const UEN = /(?:^|[^\p{L}])uen(?:[^\p{L}]|$)/u;

/** The header's words with camel case parted (`SupplierUEN` -> `Supplier UEN`). */
const parted = (header: string) => header.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');

/** True when every supplier name stands with one id, or always with none, and every id with one name. */
function idsByName(names: readonly (string | undefined)[], ids: readonly (string | undefined)[]): boolean {
  const idOf = new Map<string, string>();
  const nameOf = new Map<string, string>();
  for (let row = 0; row < names.length; row++) {
    const name = names[row];
    if (name === undefined) continue;
    const id = ids[row] ?? '';
    if ((idOf.get(name) ?? id) !== id) return false;
    if (id !== '' && (nameOf.get(id) ?? name) !== name) return false;
    idOf.set(name, id);
    if (id !== '') nameOf.set(id, name);
  }
  const values = [...idOf.values()];
  return nameOf.size >= 2 && values.includes('');
}

/** The column of tax ids blank for some suppliers beside the supplier's names in `payee`, if one is there. */
export function findPartialTaxId(
  profiles: readonly ColumnProfile[],
  payee: number | undefined,
): ColumnProfile | undefined {
  if (payee === undefined || profiles[payee]!.share.code >= 0.5) return undefined;
  const names = profiles[payee]!.texts;
  return profiles.find(
    (p) =>
      p.index !== payee &&
      (namesTaxId(parted(p.header)) || UEN.test(parted(p.header).toLowerCase())) &&
      p.texts.every((t) => t === undefined || TAX_ID_VALUE.test(t)) &&
      idsByName(names, p.texts),
  );
}
