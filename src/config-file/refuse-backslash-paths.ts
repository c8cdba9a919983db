/**
 * A path in the config file written the Windows way (`data\journal.sqlite`, `keys\api.key`): on
 * Linux `\` is a character of a file's name, so the tool created a file named `data\journal.sqlite`
 * beside the config, or read no key file at all (a bare ENOENT). Refused at its line, saying to use `/`.
 */
import { ConfigError } from '../errors.js';
import type { ConfigFile } from './config-file-schema.js';
import type { YamlFile } from './read-yaml-file.js';

/** Every path the config file names, with where it is. */
function pathsOf(config: ConfigFile): { path: PropertyKey[]; value: string; secret: boolean }[] {
  const paths: { path: PropertyKey[]; value: string; secret: boolean }[] = [];
  if (config.journal) paths.push({ path: ['journal'], value: config.journal, secret: false });
  if (config.outDir) paths.push({ path: ['outDir'], value: config.outDir, secret: false });
  for (const [name, profile] of Object.entries(config.profiles ?? {}))
    if (profile.apiKeyFile)
      paths.push({ path: ['profiles', name, 'apiKeyFile'], value: profile.apiKeyFile, secret: true });
  (config.watch?.rules ?? []).forEach((rule, index) =>
    paths.push({ path: ['watch', 'rules', index, 'mapping'], value: rule.mapping, secret: false }),
  );
  return paths;
}

export function refuseBackslashPaths(yaml: YamlFile, config: ConfigFile): void {
  for (const { path, value, secret } of pathsOf(config)) {
    // A PostgreSQL URL is no path; its password may hold any character.
    if (!value.includes('\\') || /^postgres(ql)?:\/\//i.test(value)) continue;
    // apiKeyFile may hold a key pasted by mistake: it is not shown.
    const meant = secret ? '' : `: write ${JSON.stringify(value.replace(/\\/g, '/'))}`;
    throw new ConfigError(
      `${path.map(String).join('.')}: holds a backslash (\\), which on this system is part of a file's name, not a folder separator; write paths with /${meant}`,
      { file: yaml.file, line: yaml.locate(path).line },
    );
  }
}
