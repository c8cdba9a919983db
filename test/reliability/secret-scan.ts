/**
 * Looks for the API key in everything a part left behind: every file under its folders (raw
 * bytes as UTF-8 and UTF-16, and each inflated entry of zip files such as results workbooks) and
 * every captured stdout and stderr.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { looksLikeZip, readZip } from './zip-archive.js';

export interface SecretScan {
  files: number;
  bytes: number;
  /** Zip entries inflated and searched. */
  zipParts: number;
  texts: number;
  /** Where the secret was found: `path`, `path!entry` or `text N`. */
  hits: string[];
}

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const info = lstatSync(path);
    // Symbolic links planted by the bad-input corpus point outside; their targets are not ours.
    if (info.isSymbolicLink()) continue;
    if (info.isDirectory()) yield* filesUnder(path);
    else if (info.isFile()) yield path;
  }
}

export function scanForSecret(
  secret: string,
  where: { dirs: readonly string[]; texts: readonly string[] },
): SecretScan {
  const needles = [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'utf16le')];
  const contains = (bytes: Buffer) => needles.some((needle) => bytes.includes(needle));
  const scan: SecretScan = { files: 0, bytes: 0, zipParts: 0, texts: 0, hits: [] };
  for (const dir of where.dirs) {
    for (const path of filesUnder(dir)) {
      const bytes = readFileSync(path);
      scan.files += 1;
      scan.bytes += bytes.length;
      if (contains(bytes)) scan.hits.push(path);
      if (!looksLikeZip(bytes)) continue;
      let entries;
      try {
        entries = readZip(bytes);
      } catch {
        // A damaged zip of the bad-input corpus: its raw bytes were searched above.
        continue;
      }
      for (const entry of entries) {
        scan.zipParts += 1;
        if (contains(entry.data)) scan.hits.push(`${path}!${entry.name}`);
      }
    }
  }
  where.texts.forEach((text, index) => {
    scan.texts += 1;
    const at = text.indexOf(secret);
    if (at >= 0) scan.hits.push(`text ${index + 1}: ...${text.slice(Math.max(0, at - 80), at)}<the key>...`);
  });
  return scan;
}

/** `secrets (crash): 143 files, 52.1 MB, 311 zip parts, 184 outputs: 0 hits`. */
export function formatSecretScan(part: string, scan: SecretScan): string {
  const mb = (scan.bytes / 1024 / 1024).toFixed(1);
  return `secrets (${part}): ${scan.files} files, ${mb} MB, ${scan.zipParts} zip parts, ${scan.texts} outputs: ${scan.hits.length} hits`;
}
