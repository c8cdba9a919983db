/**
 * The columns of a two-row header named only in the upper row are not in the header row a mapping
 * reads: a field reads them by letter, and a template or formula, which names columns by header,
 * cannot read them at all, so a field built on one is left as a doubt with the reason. Pure.
 */
import { columnLetter } from '../../sheets/sheet-row.js';
import type { FieldDoubt, Scope } from './choose-fields.js';
import { yamlScalar, type FieldLine, type Proposal } from './render-proposal.js';

/** Each lettered column's name, as infer read it from the upper row, and its letter. */
export function letteredNames(headers: readonly string[], lettered: readonly number[] = []): Map<string, string> {
  return new Map(lettered.map((i) => [headers[i]!, columnLetter(i)]));
}

/** A template's `{Header}` or a formula's `[Header]` naming one of `names`, if any. */
function namedInside(spec: string, names: readonly string[]): string | undefined {
  return names.find((n) => spec.includes(`[${n}]`) || spec.includes(`{${n}}`));
}

function readLines(
  lines: readonly FieldLine[],
  scope: Scope,
  letters: ReadonlyMap<string, string>,
  doubts: FieldDoubt[],
): FieldLine[] {
  const names = [...letters.keys()];
  const out: FieldLine[] = [];
  for (const l of lines) {
    const whole = names.find((n) => l.spec === yamlScalar(n));
    const column = names.find((n) => l.spec.startsWith(`{ column: ${yamlScalar(n)}, `));
    const inside = (whole ?? column) !== undefined ? undefined : namedInside(l.spec, names);
    if (whole !== undefined) out.push({ ...l, spec: `{ letter: ${letters.get(whole)} }` });
    else if (column !== undefined)
      out.push({
        ...l,
        spec: l.spec.replace(`{ column: ${yamlScalar(column)}, `, `{ letter: ${letters.get(column)}, `),
      });
    else if (inside !== undefined)
      doubts.push({
        scope,
        field: l.field,
        headers: [],
        spec: l.spec,
        reason: `reads "${inside}", named only in the row above the header (column ${letters.get(inside)}): a template or formula names columns by the header row; write it with a column of that row, or map the field by letter`,
      });
    else out.push(l);
  }
  return out;
}

/** The proposal with every lettered column read by its letter, and what cannot be so read left in doubt. */
export function readByLetter(p: Proposal): Proposal {
  const letters = letteredNames(p.main.headers, p.main.lettered);
  if (letters.size === 0) return p;
  const doubts = [...p.doubts];
  const invoice = readLines(p.invoice, 'invoice', letters, doubts);
  const items = readLines(p.items, 'items', letters, doubts);
  const letterOf = (h: string) => letters.get(h);
  const renamed = doubts.map((d) =>
    d.spec === undefined && d.headers.some((h) => letterOf(h))
      ? {
          ...d,
          spec: d.headers.map((h) => (letterOf(h) ? `{ letter: ${letterOf(h)} }` : yamlScalar(h))).join(' or '),
        }
      : d,
  );
  return { ...p, invoice, items, doubts: renamed, letters };
}
