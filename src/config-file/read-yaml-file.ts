/**
 * Reads a YAML file and keeps the source positions, so that a schema problem can be reported
 * as `file:line:column`. Shared by the config file and the mapping files.
 */
import { nameSpecialFile } from '../sheets/name-special-file.js';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Document, Node, YAMLMap } from 'yaml';
import type * as Yaml from 'yaml';
import { ConfigError, quoteValue } from '../errors.js';
import { decodeSettingsText } from './decode-settings-text.js';
import { describeYamlError } from './describe-yaml-error.js';

export interface YamlFile {
  file: string;
  value: unknown;
  /**
   * Line and column (1-based) of the node at `path`, or of its nearest existing parent. With
   * `offset`, of that character of a one-line string value written without escapes (a formula's
   * mistake); otherwise of the value's start.
   */
  locate(path: readonly PropertyKey[], offset?: number): { line: number; column: number };
  /**
   * Line and column (1-based) of the key `path[last]` itself in the map at the rest of `path`, if
   * it is there: an unknown key is reported where it is written, even when its value is a block
   * on the next lines.
   */
  locateKey(path: readonly PropertyKey[]): { line: number; column: number } | undefined;
  /**
   * The text as written of an unquoted number, boolean or null at `path` that YAML read as something
   * else (`010` as 10, `0x1A` as 26, `1.10` as 1.1, `True` as true, `NULL` or `~` as null); undefined otherwise.
   */
  writtenText(path: readonly PropertyKey[]): string | undefined;
}

/**
 * The yaml library, loaded on the first file read: a start that reads no YAML (history, journal,
 * resolve, status without a config file) spent some 0.09 s of CPU loading its 72 modules.
 */
const loadYaml = (): typeof Yaml => createRequire(import.meta.url)('yaml') as typeof Yaml;

/** Alias expansions allowed in one document: a mapping reuses a block a few times, never hundreds. */
const MAX_ALIAS_COUNT = 100;

export function parseYamlText(text: string, file: string): YamlFile {
  const { LineCounter, isMap, isNode, isScalar, isSeq, parseDocument } = loadYaml();
  const lineCounter = new LineCounter();
  // The yaml library's own unique-key check compares every key with every other (a 40,000-key map
  // took 13 s); checkDocument does it with one set per map instead.
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { file, line: pos.line, lineColumn: pos.col };
  };
  const first = doc.errors[0];
  if (first) throw new ConfigError(describeYamlError(first, text), at(first.pos[0]));
  const mistake = findMistake(doc, (offset) => lineCounter.linePos(offset).line);
  if (mistake) throw new ConfigError(mistake.message, at(mistake.offset));
  const locate = (path: readonly PropertyKey[], offset?: number) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true);
      if (isNode(node) && node.range) {
        const pos = lineCounter.linePos(
          node.range[0] + (offset === undefined || depth < path.length ? 0 : shiftInside(node, text, offset)),
        );
        return { line: pos.line, column: pos.col };
      }
    }
    return { line: 1, column: 1 };
  };
  const locateKey = (path: readonly PropertyKey[]) => {
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
  // A map's keys indexed once: getIn searches a map's pairs one by one, and a mapping asks for every
  // entry of a 400,000-entry lookup table.
  const keysOf = new WeakMap<YAMLMap, Map<string, unknown>>();
  const nodeAt = (path: readonly PropertyKey[]): unknown => {
    let node: unknown = doc.contents;
    for (const key of path) {
      if (isMap(node)) {
        let index = keysOf.get(node);
        if (!index) {
          index = new Map();
          for (const pair of node.items) if (isScalar(pair.key)) index.set(String(pair.key.value), pair.value);
          keysOf.set(node, index);
        }
        node = index.get(String(key));
      } else if (isSeq(node)) node = node.items[Number(key)];
      else return undefined;
    }
    return node;
  };
  const writtenText = (path: readonly PropertyKey[]) => {
    const node = nodeAt(path);
    if (!isScalar(node) || node.type !== 'PLAIN' || !node.range) return undefined;
    if (typeof node.value !== 'number' && typeof node.value !== 'boolean' && node.value !== null) return undefined;
    const written = text.slice(node.range[0], node.range[1]);
    return written === String(node.value) ? undefined : written;
  };
  let value: unknown;
  try {
    // toJS expands aliases: a few lines of nested aliases (a "billion laughs") would expand to
    // gigabytes; past 100 alias expansions the yaml library refuses the document instead.
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) ?? {};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      /resource exhaustion/.test(message)
        ? `its aliases (*name) expand out of proportion (more than ${MAX_ALIAS_COUNT} expansions of anchors &name): write the values out, or use fewer aliases`
        : `not usable YAML: ${message}`,
      { file, line: 1, lineColumn: 1 },
      { cause: error },
    );
  }
  return { file, value, locate, locateKey, writtenText };
}

/**
 * The first duplicate key or alias without an anchor before it, in document order; linear in the
 * size of the document.
 */
function findMistake(
  doc: Document,
  lineOf: (offset: number) => number,
): { message: string; offset: number } | undefined {
  const { isAlias, isMap, isScalar, visit } = loadYaml();
  let mistake: { message: string; offset: number } | undefined;
  const anchors = new Set<string>();
  visit(doc, {
    Node(_, node) {
      if (node.anchor) anchors.add(node.anchor);
      if (isAlias(node) && !anchors.has(node.source)) {
        mistake = { message: aliasMessage(node.source), offset: node.range?.[0] ?? 0 };
        return visit.BREAK;
      }
      if (!isMap(node)) return undefined;
      const seen = new Map<string, number>();
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const offset = pair.key.range?.[0] ?? 0;
        const earlier = seen.get(key);
        if (earlier !== undefined) {
          mistake = {
            message: `the key ${quoteValue(key, 60)} appears twice in the same mapping (first at line ${lineOf(earlier)})`,
            offset,
          };
          return visit.BREAK;
        }
        seen.set(key, offset);
      }
      return undefined;
    },
  });
  return mistake;
}

/** `*Due Date` unquoted is a YAML alias; spreadsheets (Xero) mark required columns that way. */
function aliasMessage(name: string): string {
  return `${quoteValue(`*${name}`, 60)} is read as a YAML alias (a reference to an anchor &${name.slice(0, 40)} that is not defined above); a value that starts with "*" must be quoted: "*${name.slice(0, 40)}"`;
}

/** How far `offset` of a string value lies from the node's start, when the text shows the value as is. */
function shiftInside(node: Node, text: string, offset: number): number {
  const { isScalar } = loadYaml();
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return 0;
  const written = text.slice(node.range[0], node.range[1]);
  const quote = node.type === 'QUOTE_SINGLE' || node.type === 'QUOTE_DOUBLE' ? 1 : 0;
  if (written.includes('\n') || written.slice(quote, written.length - quote) !== node.value) return 0;
  return quote + Math.min(offset, node.value.length);
}

/**
 * The largest config or mapping file read, bytes. A mapping whose lookup table maps 400,000 vendor
 * codes is about 10 MB and must load; the yaml library holds up to about 50 bytes of heap per byte
 * of text (200 MB ended in a V8 out-of-memory abort), so 16 MiB keeps the worst case under a GB.
 */
export const MAX_YAML_FILE_BYTES = 16 * 1024 * 1024;

export function readYamlFile(file: string): YamlFile {
  let bytes: Buffer;
  try {
    const stat = statSync(file);
    // Reading a FIFO or a device would wait for a writer that may never come.
    const special = nameSpecialFile(stat);
    if (special) throw new ConfigError(`expected a file, got ${special}`, { file });
    if (stat.size > MAX_YAML_FILE_BYTES) throw new ConfigError(tooLargeMessage(stat.size), { file });
    bytes = readFileSync(file);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(
      code === 'ENOENT' ? 'file not found' : `cannot read the file (${code ?? 'error'})`,
      { file },
      { cause: error },
    );
  }
  const decoded = decodeSettingsText(bytes);
  if ('problem' in decoded) throw new ConfigError(decoded.problem, { file, line: decoded.line });
  return parseYamlText(decoded.text, file);
}

function tooLargeMessage(size: number): string {
  return `the file is ${describeBytes(size)}; a config or mapping file is read only up to ${describeBytes(MAX_YAML_FILE_BYTES)} (a mapping with a 400,000-entry lookup table is about 10 MB): check that this is the right file`;
}

/** Bytes as a user reads them: `4.0 MB` (MiB, as `ls -lh` shows them), or `812 bytes`. */
export function describeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
