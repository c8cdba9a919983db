/**
 * Reads a YAML file and keeps the source positions, so that a schema problem can be reported
 * as `file:line:column`. Shared by the config file and the mapping files.
 */
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { z } from 'zod';
import { ConfigError, quoteValue } from '../errors.js';

export interface YamlFile {
  file: string;
  value: unknown;
  /** Line and column (1-based) of the node at `path`, or of its nearest existing parent. */
  locate(path: readonly PropertyKey[]): { line: number; column: number };
}

export function parseYamlText(text: string, file: string): YamlFile {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    const pos = lineCounter.linePos(first.pos[0]);
    throw new ConfigError(`not valid YAML: ${first.message.split('\n')[0]}`, { file, line: pos.line });
  }
  const locate = (path: readonly PropertyKey[]) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true);
      if (isNode(node) && node.range) {
        const pos = lineCounter.linePos(node.range[0]);
        return { line: pos.line, column: pos.col };
      }
    }
    return { line: 1, column: 1 };
  };
  let value: unknown;
  try {
    // toJS expands aliases; the yaml library refuses a document that expands out of all proportion.
    value = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new ConfigError(`not usable YAML: ${error instanceof Error ? error.message : String(error)}`, { file }, { cause: error });
  }
  return { file, value, locate };
}

export function readYamlFile(file: string): YamlFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(code === 'ENOENT' ? 'file not found' : `cannot read the file (${code ?? 'error'})`, { file }, { cause: error });
  }
  return parseYamlText(text, file);
}

/** Turns the first zod issue into a ConfigError at the right line; all issues are listed in the message. */
export function configErrorFromIssues(
  yaml: YamlFile,
  issues: readonly z.core.$ZodIssue[],
  knownKeysAt?: (path: readonly PropertyKey[]) => readonly string[],
): ConfigError {
  const lines = issues.slice(0, 5).map((issue) => {
    const path = [...issue.path];
    // An unknown key is pointed at on its own line, not at the start of the object holding it.
    const at = issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...path, issue.keys[0]] : path;
    const { line, column } = yaml.locate(at);
    const where = path.length ? path.map(String).join('.') : '(top level)';
    const what =
      issue.code === 'unrecognized_keys'
        ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => quoteValue(k, 60)).join(', ')}${suggest(issue.keys[0], knownKeysAt?.(path))}`
        : issue.message;
    return { line, column, text: `${where}: ${what}` };
  });
  const first = lines[0] ?? { line: 1, column: 1, text: 'invalid' };
  const rest = lines.slice(1).map((l) => `\n  ${yaml.file}:${l.line}:${l.column}: ${l.text}`).join('');
  return new ConfigError(`${first.text}${rest}`, { file: `${yaml.file}`, line: first.line });
}

function suggest(key: string | undefined, known: readonly string[] | undefined): string {
  if (!key || !known) return '';
  const near = closest(key, known);
  return near ? ` (did you mean "${near}"?)` : '';
}

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
