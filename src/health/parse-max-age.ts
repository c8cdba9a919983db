/**
 * `--max-age` as people write it: `90s`, `5m`, `1h`, `2d`, `500ms`, or a bare number of seconds
 * (as systemd reads one). Pure.
 */
const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The age in milliseconds, or why `text` is none. */
export function parseMaxAge(text: string): { ms: number } | { problem: string } {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/i.exec(text);
  const expected = 'expected a positive number with a unit, e.g. 90s, 5m, 1h (a bare number is seconds)';
  if (!match) return { problem: `${expected}, got "${text}"` };
  const ms = Math.round(Number(match[1]) * UNIT_MS[(match[2] ?? 's').toLowerCase()]!);
  if (ms <= 0 || !Number.isSafeInteger(ms)) return { problem: `${expected}, got "${text}"` };
  return { ms };
}

/** An age as people read it: `45 s`, `12 min`, `3 h 5 min`, `2 d 4 h`. */
export function describeAge(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1_000));
  if (s < 120) return s === 0 && ms > 0 ? `${Math.round(ms)} ms` : `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 120) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return min % 60 === 0 ? `${h} h` : `${h} h ${min % 60} min`;
  const d = Math.floor(h / 24);
  return h % 24 === 0 ? `${d} d` : `${d} d ${h % 24} h`;
}
