import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { ConfigError } from '../errors.js';

/**
 * The API key from the first line of the file `apiKeyFile` names, relative to the config file.
 * A missing or empty file is a ConfigError that names the file but never quotes its content.
 */
export function readApiKeyFile(file: string, configFile: string | undefined): string {
  const path = configFile && !isAbsolute(file) ? resolve(dirname(configFile), file) : file;
  try {
    const key = readFileSync(path, 'utf8').split(/\r?\n/)[0]?.trim() ?? '';
    if (!key) throw new ConfigError(`the API key file ${path} is empty`, { file: configFile });
    return key;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `cannot read the API key file ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      { file: configFile },
    );
  }
}
