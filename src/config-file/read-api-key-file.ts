import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { ConfigError } from '../errors.js';
import { describeBytes } from './read-yaml-file.js';

/**
 * The largest API key file read, bytes: a key is one line of tens of characters; a larger file is
 * not a key file (a log or an archive named by mistake), and reading it whole would cost its size.
 */
const MAX_KEY_FILE_BYTES = 64 * 1024;

export interface ApiKeyFromFile {
  key: string;
  /** Set when group or others may read the file: the key is then not secret on this host. */
  warning?: string | undefined;
}

/**
 * The API key from the first line of the file `apiKeyFile` names, relative to the config file.
 * A missing or empty file is a ConfigError that names the file but never quotes its content.
 */
export function readApiKeyFile(file: string, configFile: string | undefined): ApiKeyFromFile {
  const path = configFile && !isAbsolute(file) ? resolve(dirname(configFile), file) : file;
  try {
    const size = statSync(path).size;
    if (size > MAX_KEY_FILE_BYTES) {
      throw new ConfigError(
        `the API key file ${path} is ${describeBytes(size)}; a key file holds the key on its first line and is read only up to ${describeBytes(MAX_KEY_FILE_BYTES)}: check that apiKeyFile names the right file`,
        { file: configFile },
      );
    }
    const lines = readFileSync(path, 'utf8').split(/\r?\n/);
    const key = lines[0]?.trim() ?? '';
    if (!key) {
      const below = lines.some((line) => line.trim() !== '');
      throw new ConfigError(
        below
          ? `the API key file ${path}: its first line is blank, and the key is read from the first line: remove the blank lines above the key`
          : `the API key file ${path} is empty`,
        { file: configFile },
      );
    }
    const mode = statSync(path).mode & 0o777;
    // Still used: refusing would stop a service at once for a mode it ran with until now.
    const warning =
      (mode & 0o044) !== 0
        ? `the API key file ${path} has mode ${mode.toString(8).padStart(4, '0')}: others on this host can read it; chmod 600 ${path}`
        : undefined;
    return { key, warning };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `cannot read the API key file ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      { file: configFile },
    );
  }
}
