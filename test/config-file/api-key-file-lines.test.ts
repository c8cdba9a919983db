/**
 * The key is the first line of the key file. A file whose first line is blank and whose key is
 * below it is not empty: the message says where the key must be, without quoting any line.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readApiKeyFile } from '../../src/config-file/read-api-key-file.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'k3y-Secret-0123456789';

function outcomeOf(content: string): { key?: string; message?: string } {
  const file = join(makeTempDir('key-lines'), 'api.key');
  writeFileSync(file, content, { mode: 0o600 });
  try {
    return { key: readApiKeyFile(file, undefined).key };
  } catch (error) {
    return { message: (error as Error).message };
  }
}

describe('the lines of an API key file', () => {
  it.each([`${KEY}\n`, `${KEY}`, `\uFEFF${KEY}\r\n`, `  ${KEY}  \nsecond line\n`])(
    'takes the first line of %j',
    (content) => {
      expect(outcomeOf(content)).toEqual({ key: KEY });
    },
  );

  it.each(['', '\n', '\r\n\r\n', '   \n\t\n'])('calls %j empty', (content) => {
    expect(outcomeOf(content).message).toMatch(/is empty$/);
  });

  it.each([`\n${KEY}\n`, `\r\n${KEY}`, `   \n\n${KEY}\n`, ` \n${KEY}\n`])(
    'says the first line of %j is blank, never quoting the key',
    (content) => {
      const { message } = outcomeOf(content);
      expect(message).toMatch(/first line is blank.*key is read from the first line/);
      expect(message).not.toContain(KEY);
    },
  );
});
