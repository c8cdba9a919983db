/**
 * What a helper started outside a test (a sandbox, a PostgreSQL server) and must stop when the
 * file ends. The setup file remove-temp-dirs.ts closes them after every file: a helper's own
 * top-level afterAll would run after the first file that loaded it only, where files share
 * their modules.
 */
const closers = new Set<() => Promise<void>>();

/** Runs `close` when the file ends, unless `forget` (its return) ran first. */
export function closeAfterFile(close: () => Promise<void>): () => void {
  closers.add(close);
  return () => void closers.delete(close);
}

/** Closes what the file that ends left open: run after each file by remove-temp-dirs.ts. */
export async function closeLeftOvers(): Promise<void> {
  const left = [...closers];
  closers.clear();
  await Promise.all(left.map((close) => close()));
}
