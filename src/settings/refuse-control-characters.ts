/**
 * One rule for every setting, from a flag, the environment or the config file: a value holding a
 * control character is refused before anything is opened or sent. An env file with Windows line
 * ends, sourced by cron, gives `INVOICE_BATCH_JOURNAL=journal.sqlite\r`: a journal of another name
 * was created, and `qa\r` sent requests to `qa%0D`. Messages name the setting, never its value
 * (it may be the API key or a URL with a password). Pure.
 */
import { ConfigError } from '../errors.js';
import { KNOWN_VARIABLES } from './refuse-unknown-variables.js';
import { valueRead } from '../config-file/value-read.js';

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const NAMES: Readonly<Record<string, string>> = {
  '\0': 'a NUL',
  '\t': 'a tab',
  '\n': 'a line break',
  '\r': 'a carriage return (\\r)',
  '\u001b': 'an escape',
};

/** What is wrong with a setting's value, phrased to follow its name; undefined when it holds no control character. */
export function controlCharacterProblem(value: string): string | undefined {
  const match = CONTROL.exec(value);
  if (!match) return undefined;
  const char = match[0];
  const code = `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  if (/^[^\r]*\r\n?$/.test(value) && value.indexOf('\r') === match.index)
    return `ends with a carriage return (\\r): line ends of a file written on Windows (CRLF)? convert the file to Unix line ends (dos2unix, or in Notepad++: Edit, EOL Conversion, Unix) and set it again; the value is not shown`;
  return `holds a control character (${NAMES[char] ?? code}) at character ${match.index + 1}; expected plain text on one line: set it again without it; the value is not shown`;
}

/** Refuses the first variable invoice-batch reads whose value holds a control character. */
export function refuseControlCharactersInEnv(env: NodeJS.ProcessEnv): void {
  for (const name of KNOWN_VARIABLES) {
    const value = env[name];
    const problem = value === undefined ? undefined : controlCharacterProblem(valueRead(name, value));
    if (problem) throw new ConfigError(`environment variable ${name} ${problem}`);
  }
}

/** Refuses the first flag given a value holding a control character. */
export function refuseControlCharactersInFlags(flags: object): void {
  for (const [name, value] of Object.entries(flags)) {
    if (typeof value !== 'string') continue;
    const problem = controlCharacterProblem(valueRead(name, value));
    if (problem) throw new ConfigError(`--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${problem}`);
  }
}
