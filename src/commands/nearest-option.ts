/** The option a typo was meant to be, by edit distance over the command's own options. Pure. */

/** Insertions, deletions, substitutions and swaps of two neighbours that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

/**
 * The known name nearest `typed` (both without dashes), when near enough to be a typo of it: at
 * most a third of its letters changed, and at most 3. Undefined when none is, or two tie.
 */
export function nearestOption(typed: string, known: readonly string[]): string | undefined {
  const most = Math.min(3, Math.max(1, Math.floor(typed.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const name of new Set(known)) {
    const distance = editDistance(typed.toLowerCase(), name.toLowerCase());
    if (distance < bestDistance) [best, bestDistance, tie] = [name, distance, false];
    else if (distance === bestDistance && name !== best) tie = true;
  }
  return best !== undefined && bestDistance <= most && !tie ? best : undefined;
}
