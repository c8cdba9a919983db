/**
 * Reads a mapping file: YAML -> schema check (strict) -> compiled Mapping.
 * Every mistake is a ConfigError that names `file:line:column`.
 */
import { readFileSync } from 'node:fs';
import { parseYamlText, readYamlFile, type YamlFile } from '../config-file/read-yaml-file.js';
import type { Mapping } from './compiled-mapping.js';
import { compileMapping } from './compile-mapping.js';
import { describeSchemaIssues } from './describe-schema-issues.js';
import { keyLocator } from './locate-yaml-key.js';
import { mappingFileSchema } from './mapping-file-schema.js';

export type { Mapping } from './compiled-mapping.js';

function mappingFromYaml(yaml: YamlFile, text: () => string): Mapping {
  const parsed = mappingFileSchema.safeParse(yaml.value);
  if (!parsed.success) throw describeSchemaIssues(yaml, mappingFileSchema, parsed.error.issues, keyLocator(text()));
  return compileMapping(parsed.data, yaml.file, yaml.locate);
}

/** Loads and compiles the mapping file at `path`. */
export function loadMapping(path: string): Mapping {
  // The text is read again only to place an unknown key precisely.
  return mappingFromYaml(readYamlFile(path), () => readFileSync(path, 'utf8'));
}

/** Compiles mapping text; `file` names it in messages. */
export function parseMapping(text: string, file: string): Mapping {
  return mappingFromYaml(parseYamlText(text, file), () => text);
}
