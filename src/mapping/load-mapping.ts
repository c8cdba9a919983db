/**
 * Reads a mapping file: YAML -> schema check (strict) -> compiled Mapping.
 * Every mistake is a ConfigError that names `file:line:column`.
 */
import { parseYamlText, readYamlFile, type YamlFile } from '../config-file/read-yaml-file.js';
import type { Mapping } from './compiled-mapping.js';
import { compileMapping } from './compile-mapping.js';
import { describeSchemaIssues } from '../config-file/describe-schema-issues.js';
import { mappingFileSchema } from './mapping-file-schema.js';

export type { Mapping } from './compiled-mapping.js';

function mappingFromYaml(yaml: YamlFile): Mapping {
  const parsed = mappingFileSchema.safeParse(yaml.value);
  if (!parsed.success) throw describeSchemaIssues(yaml, mappingFileSchema, parsed.error.issues);
  return compileMapping(parsed.data, yaml.file, yaml.locate);
}

/** Loads and compiles the mapping file at `path`. */
export function loadMapping(path: string): Mapping {
  return mappingFromYaml(readYamlFile(path));
}

/** Compiles mapping text; `file` names it in messages. */
export function parseMapping(text: string, file: string): Mapping {
  return mappingFromYaml(parseYamlText(text, file));
}
