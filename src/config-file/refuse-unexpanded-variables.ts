/**
 * Config values are used as written. A site that writes `${FINANCE_HOST}` or `$HOME` in one,
 * expecting the shell's or Docker Compose's expansion, would otherwise send that text: a base URL
 * that does not resolve, a journal in a folder literally named `$HOME`.
 */
import { ConfigError, quoteValue } from '../errors.js';
import type { YamlFile } from './read-yaml-file.js';

const VARIABLE = /\$\{[^}\n]*\}|\$[A-Za-z_][A-Za-z0-9_]*/;

export function refuseUnexpandedVariables(yaml: YamlFile): void {
  const found = findVariable(yaml.value, []);
  if (!found) return;
  const { line, column } = yaml.locate(found.path);
  throw new ConfigError(
    `${found.path.join('.')}: ${quoteValue(found.variable, 60)} is not expanded: config values are used as written; write the value itself, or set the setting's environment variable (INVOICE_BATCH_..., see docs/configuration.md)`,
    { file: yaml.file, line, lineColumn: column },
  );
}

function findVariable(value: unknown, path: string[]): { path: string[]; variable: string } | undefined {
  if (typeof value === 'string') {
    // A pattern is a regular expression, where `$` ends a line.
    const variable = /pattern$/i.test(path[path.length - 1] ?? '') ? undefined : VARIABLE.exec(value)?.[0];
    return variable ? { path, variable } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findVariable(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
