/**
 * chevrotain, loaded from the single-file build its package ships (`lib/chevrotain.mjs`, listed in
 * the package's `files`) rather than from its entry point `lib/src/api.js`. The entry point pulls in
 * lodash-es one module at a time, hundreds of files: loading it took 280-310 ms against 13-16 ms for
 * the single file of the same version (chevrotain 11.2.0, three runs each), and a formula mapping
 * paid that on every run. The package's `exports` do not name the file, so it is found beside the
 * entry point they do name; should a later version stop shipping it, the entry point is used.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Chevrotain = typeof import('chevrotain');

/** The single file, or undefined when this version of the package has none where it is looked for. */
function singleFile(): string | undefined {
  try {
    const single = join(dirname(createRequire(import.meta.url).resolve('chevrotain')), '..', 'chevrotain.mjs');
    return existsSync(single) ? single : undefined;
  } catch {
    // A version whose `exports` offer no `require` condition: resolve throws, the entry point serves.
    return undefined;
  }
}

async function loadChevrotain(): Promise<Chevrotain> {
  const single = singleFile();
  return single ? ((await import(pathToFileURL(single).href)) as Chevrotain) : import('chevrotain');
}

export const { createToken, EmbeddedActionsParser, Lexer } = await loadChevrotain();
