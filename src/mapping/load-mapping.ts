/**
 * Reads a mapping file: YAML -> schema check (strict) -> compiled Mapping.
 * Every mistake is a ConfigError that names `file:line:column`.
 */
import { refuseTypographicTexts } from './refuse-typographic-texts.js';
import { parseYamlText, readYamlFile, type YamlFile } from '../config-file/read-yaml-file.js';
import type { Mapping } from './compiled-mapping.js';
import type { FormulaCompiler } from './compile-formula-rule.js';
import { compileMapping } from './compile-mapping.js';
import { describeSchemaIssues } from '../config-file/describe-schema-issues.js';
import { mappingFileSchema } from './mapping-file-schema.js';
import { refuseKeyInMapping } from './refuse-key-in-mapping.js';

export type { Mapping } from './compiled-mapping.js';

/** True when a `formula` key appears anywhere in the file. */
function hasFormula(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasFormula);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => key === 'formula' || hasFormula(inner));
}

function checkedFile(yaml: YamlFile) {
  const parsed = mappingFileSchema.safeParse(yaml.value);
  if (!parsed.success) throw describeSchemaIssues(yaml, mappingFileSchema, parsed.error.issues);
  return parsed.data;
}

/** Checks and compiles a parsed mapping file at once, for a caller that has loaded the formula compiler itself. */
export function compileMappingYaml(yaml: YamlFile, compileFormula?: FormulaCompiler): Mapping {
  return compileMapping(checkedFile(yaml), yaml.file, yaml, compileFormula);
}

async function mappingFromYaml(yaml: YamlFile): Promise<Mapping> {
  refuseTypographicTexts(yaml);
  // The formula parser's library takes ~230 ms to load; a mapping without formulas never waits for it.
  const formulas = hasFormula(yaml.value) ? await import('./compile-formula-rule.js') : undefined;
  return compileMappingYaml(yaml, formulas?.compileFormulaSource);
}

/**
 * Loads and compiles the mapping file at `path`.
 * @param options.refuseKey an API key the mapping must not hold (for what copies its texts out) @default none
 */
export async function loadMapping(path: string, options: { refuseKey?: string | undefined } = {}): Promise<Mapping> {
  const yaml = readYamlFile(path);
  if (options.refuseKey) refuseKeyInMapping(yaml, options.refuseKey);
  return mappingFromYaml(yaml);
}

/** Compiles mapping text; `file` names it in messages. */
export async function parseMapping(text: string, file: string): Promise<Mapping> {
  return mappingFromYaml(parseYamlText(text, file));
}
