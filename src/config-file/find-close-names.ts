/**
 * Near-miss names: the edit distance between two words and the known name a typo most likely
 * meant. Used for "did you mean" in config, mapping and schedule messages, for fuzzy header
 * matching and for the closest advertiser names; it sits in this bottom layer so all of them can
 * import it. Pure.
 */
/** The known name nearest to `word` by edit distance, when it is near enough to be a typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/** Levenshtein distance: the fewest single-character insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/**
 * The edit distance of `a` and `b` when it is at most `max`, else undefined: the number
 * `editDistance` gives, at a fraction of its work where most pairs are far apart (infer compares
 * every header with every alias). A path of cost at most `max` never leaves the cells within `max`
 * of the diagonal, so only those are computed, and a row whose every cell exceeds `max` ends it.
 */
export function editDistanceWithin(a: string, b: string, max: number): number | undefined {
  const n = a.length;
  const m = b.length;
  if (max < 0 || Math.abs(n - m) > max) return undefined;
  if (n === 0 || m === 0) return Math.max(n, m);
  // Any value above max stands for "too far"; cells outside the band hold it.
  const far = max + 1;
  let previous = new Int32Array(m + 1).fill(far);
  let current = new Int32Array(m + 1).fill(far);
  for (let j = 0; j <= Math.min(m, max); j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    const low = Math.max(1, i - max);
    const high = Math.min(m, i + max);
    current[low - 1] = low === 1 && i <= max ? i : far;
    let rowLeast = current[low - 1]!;
    const letter = a.charCodeAt(i - 1);
    for (let j = low; j <= high; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost, far);
      current[j] = value;
      if (value < rowLeast) rowLeast = value;
    }
    if (high < m) current[high + 1] = far;
    if (rowLeast > max) return undefined;
    [previous, current] = [current, previous];
  }
  const distance = previous[m]!;
  return distance <= max ? distance : undefined;
}
