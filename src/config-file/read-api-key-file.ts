import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { ConfigError } from '../errors.js';
import { decodeSettingsText } from './decode-settings-text.js';
import { nameSpecialFile } from '../sheets/name-special-file.js';
import { describeBytes } from './read-yaml-file.js';
import { pickApiKeyLine } from './pick-api-key-line.js';

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
 * The API key from the file `apiKeyFile` (or `namedBy`, e.g. INVOICE_BATCH_API_KEY_FILE) names, relative to the config file: its one line that is
 * neither blank nor a comment (pick-api-key-line.ts). A missing or empty file, or one holding more
 * than the key, is a ConfigError (exit 2) that names the file but never quotes its content.
 */
export function readApiKeyFile(file: string, configFile: string | undefined, namedBy = 'apiKeyFile'): ApiKeyFromFile {
  const path = apiKeyFilePath(file, configFile);
  try {
    const { text, mode } = readKeyFileText(path, configFile, namedBy);
    const picked = pickApiKeyLine(text);
    if ('problem' in picked) throw new ConfigError(`the API key file ${path} ${picked.problem}`, { file: configFile });
    const { key } = picked;
    // Still used: refusing would stop a service at once for a mode it ran with until now.
    const warning =
      (mode & 0o044) !== 0
        ? `the API key file ${path} has mode ${mode.toString(8).padStart(4, '0')}: others on this host can read it; chmod 600 ${path}`
        : undefined;
    return { key, warning };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ENOENT' && looksLikeKey(file))
      throw new ConfigError(
        `cannot read the API key file named by ${namedBy} (ENOENT): the value is no file and looks like an API key itself, so it is not shown; ${namedBy} names a file that holds the key: write the key into a file readable by you only and name that file`,
        { file: configFile },
      );
    throw new ConfigError(
      `cannot read the API key file ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      { file: configFile },
    );
  }
}

/** The path `apiKeyFile` names: relative to the config file's folder. */
export function apiKeyFilePath(file: string, configFile: string | undefined): string {
  return configFile && !isAbsolute(file) ? resolve(dirname(configFile), file) : file;
}

/**
 * A value pasted where the file's name belongs: one word of 16 characters or more (keys are long and
 * random), letters and digits mixed, no folder and no extension, as no key file is named.
 */
function looksLikeKey(file: string): boolean {
  return file.length >= 16 && !/[\\/.\s]/.test(file) && /[a-z]/i.test(file) && /\d/.test(file);
}

/**
 * The file's text and permission bits. Opened without waiting (a FIFO with no writer would block
 * the open) and looked at through the open descriptor, so what is checked is what is read; read
 * only up to the bound, so a device that never ends or a file still growing cannot hold it.
 */
function readKeyFileText(
  path: string,
  configFile: string | undefined,
  namedBy: string,
): { text: string; mode: number } {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = fstatSync(fd);
    const special = nameSpecialFile(info);
    if (special)
      throw new ConfigError(
        `the API key file ${path} is ${special}, not a file: ${namedBy} names a file holding the key`,
        { file: configFile },
      );
    const buffer = Buffer.alloc(MAX_KEY_FILE_BYTES + 1);
    let length = 0;
    for (let read = 1; read > 0 && length < buffer.length; length += read)
      read = readSync(fd, buffer, length, buffer.length - length, null);
    const size = Math.max(info.size, length);
    if (size > MAX_KEY_FILE_BYTES)
      throw new ConfigError(
        `the API key file ${path} is ${describeBytes(size)}; a key file holds the key and is read only up to ${describeBytes(MAX_KEY_FILE_BYTES)}: check that ${namedBy} names the right file`,
        { file: configFile },
      );
    const decoded = decodeSettingsText(buffer.subarray(0, length), true);
    if ('problem' in decoded)
      throw new ConfigError(`the API key file ${path}: ${decoded.problem}`, { file: configFile });
    return { text: decoded.text, mode: info.mode & 0o777 };
  } finally {
    closeSync(fd);
  }
}
