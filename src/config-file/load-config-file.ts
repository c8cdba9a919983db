/** Reads the config file and checks it against its schema; every mistake is a ConfigError at its line. */
import { configFileSchema, type ConfigFile } from './config-file-schema.js';
import { describeSchemaIssues } from './describe-schema-issues.js';
import { refuseBackslashPaths } from './refuse-backslash-paths.js';
import { refuseControlInConfig } from './refuse-control-in-config.js';
import { readYamlFile, type YamlFile } from './read-yaml-file.js';
import { refuseUnexpandedVariables } from './refuse-unexpanded-variables.js';

export function loadConfigFile(path: string): { yaml: YamlFile; config: ConfigFile } {
  const yaml = readYamlFile(path);
  refuseUnexpandedVariables(yaml);
  refuseControlInConfig(yaml);
  const parsed = configFileSchema.safeParse(yaml.value);
  if (!parsed.success) throw describeSchemaIssues(yaml, configFileSchema, parsed.error.issues);
  refuseBackslashPaths(yaml, parsed.data);
  return { yaml, config: parsed.data };
}
