/**
 * Finds the position of a key (not of its value) in YAML text, so an unknown key is reported
 * where it is written even when its value is a block on the next lines.
 */
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';

/** Line and column (1-based) of the key `path[last]` in the map at `path[..last]`, if found. */
export type KeyLocator = (path: readonly PropertyKey[]) => { line: number; column: number } | undefined;

export function keyLocator(text: string): KeyLocator {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  return (path) => {
    const key = path[path.length - 1];
    if (key === undefined) return undefined;
    const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1) as unknown[], true);
    if (!isMap(parent)) return undefined;
    for (const pair of parent.items) {
      if (isScalar(pair.key) && String(pair.key.value) === String(key) && pair.key.range) {
        const pos = lineCounter.linePos(pair.key.range[0]);
        return { line: pos.line, column: pos.col };
      }
    }
    return undefined;
  };
}
