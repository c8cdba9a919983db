/**
 * Zod issues of a YAML file (the config file, a mapping file) -> one ConfigError whose lines read
 * `file:line:column: path: what`, with "did you mean" for misspelt keys and option names. Union
 * issues are narrowed to the branch the author evidently meant (the one whose type matched).
 */
import { z } from 'zod';
import { ConfigError, quoteValue } from '../errors.js';
import { closest } from './find-close-names.js';
import type { YamlFile } from './read-yaml-file.js';

interface FlatIssue {
  path: PropertyKey[];
  message: string;
  /** The issue is about the key itself (unknown key), not its value. */
  atKey?: boolean;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function typeName(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping of keys';
  if (typeof value === 'string') return quoteValue(value);
  return `${typeof value} ${String(value).slice(0, 60)}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'keys (an object)',
  array: 'a list',
};

function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType[] {
  let current: z.ZodType[] = [schema];
  for (const part of path) {
    const next: z.ZodType[] = [];
    for (const s of current.flatMap(expand)) {
      if (typeof part === 'number' && s instanceof z.ZodArray) next.push(s.element as z.ZodType);
      else if (typeof part === 'string' && s instanceof z.ZodObject) {
        const child = (s.shape as Record<string, z.ZodType>)[part];
        if (child) next.push(child);
      } else if (typeof part === 'string' && s instanceof z.ZodRecord) next.push(s.valueType as z.ZodType);
    }
    current = next;
  }
  return current.flatMap(expand);
}

function expand(schema: z.ZodType): z.ZodType[] {
  if (schema instanceof z.ZodOptional) return expand(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(expand);
  return [schema];
}

function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  return schemaAt(schema, path).flatMap((s) => (s instanceof z.ZodObject ? Object.keys(s.shape) : []));
}

/** True when a union branch failed only because the value is of another type altogether. */
function isTypeMismatch(branch: readonly z.core.$ZodIssue[], value: unknown): boolean {
  return branch.every((issue) => {
    if (issue.path.length > 0) return false;
    if (issue.code === 'invalid_type') return true;
    if (issue.code === 'invalid_value') return typeof value !== 'string';
    if (issue.code === 'invalid_union') return issue.errors.every((b) => isTypeMismatch(b, value));
    return false;
  });
}

function flatten(issue: z.core.$ZodIssue, prefix: PropertyKey[], root: unknown, schema: z.ZodType): FlatIssue[] {
  const path = [...prefix, ...issue.path];
  switch (issue.code) {
    case 'invalid_union': {
      const value = valueAt(root, path);
      const meant = issue.errors.filter((branch) => !isTypeMismatch(branch, value));
      const best = meant[0];
      if (best) return best.flatMap((i) => flatten(i, path, root, schema));
      const expected = issue.errors.map((b) =>
        b[0]?.code === 'invalid_type' ? (TYPE_WORDS[b[0].expected] ?? b[0].expected) : '?',
      );
      return [
        { path, message: `expected ${[...new Set(expected)].join(' or ')}, got ${typeName(valueAt(root, path))}` },
      ];
    }
    case 'unrecognized_keys': {
      const known = knownKeysAt(schema, path);
      return issue.keys.map((key) => {
        const near = closest(key, known);
        const hint = near ? ` (did you mean "${near}"?)` : known.length ? `; known keys: ${known.join(', ')}` : '';
        return { path: [...path, key], message: `unknown key ${quoteValue(key, 60)}${hint}`, atKey: true };
      });
    }
    case 'invalid_value': {
      const value = valueAt(root, path);
      const options = issue.values.map(String);
      const near = typeof value === 'string' ? closest(value, options) : undefined;
      const hint = near ? ` (did you mean "${near}"?)` : '';
      return [{ path, message: `expected one of ${options.join(', ')}, got ${typeName(value)}${hint}` }];
    }
    case 'invalid_type': {
      const value = valueAt(root, path);
      const what = value === undefined ? 'missing' : `got ${typeName(value)}`;
      return [{ path, message: `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, ${what}` }];
    }
    default:
      return [{ path, message: issue.message }];
  }
}

/** Builds the error for a file that failed `schema`: the first problem leads, up to four more follow. */
export function describeSchemaIssues(
  yaml: YamlFile,
  schema: z.ZodType,
  issues: readonly z.core.$ZodIssue[],
): ConfigError {
  const flat = issues.flatMap((issue) => flatten(issue, [], yaml.value, schema));
  const lines = flat.slice(0, 5).map((issue) => {
    const { line, column } = (issue.atKey ? yaml.locateKey(issue.path) : undefined) ?? yaml.locate(issue.path);
    const where = issue.path.length ? issue.path.map(String).join('.') : '(top level)';
    return { line, column, text: `${where}: ${issue.message}` };
  });
  const first = lines[0] ?? { line: 1, column: 1, text: 'invalid' };
  const rest = lines
    .slice(1)
    .map((l) => `\n  ${yaml.file}:${l.line}:${l.column}: ${l.text}`)
    .join('');
  const more = flat.length > 5 ? `\n  and ${flat.length - 5} more` : '';
  return new ConfigError(`${first.text}${rest}${more}`, {
    file: yaml.file,
    line: first.line,
    lineColumn: first.column,
  });
}
