/**
 * Input data (a cell of the annotated copy a user corrects and uploads again, a key or text of a
 * results workbook the journal keeps) is changed only where it certainly holds a secret: the API
 * key, in every form the printed-line rule knows for it (api-key-problems.ts), and the base URL's
 * password, whole, when it is long enough to be one. A user name or a short password (`acme`,
 * `2024`, `data`) is an ordinary word, date or amount in a cell: it is never looked for in data.
 */
import { PART_LENGTH } from '../finance-api/secret-forms.js';
import { holdsApiKey, withoutApiKey } from './api-key-problems.js';

/** What counts as a secret in input data. */
export interface DataSecrets {
  apiKey: string;
  /** The base URL's password, as given and decoded, when it is long enough to be a secret. @default none */
  passwords?: readonly string[] | undefined;
}

/**
 * The data secrets of a target. A password counts from PART_LENGTH characters, the length from which
 * a run of a key's characters counts as the key (secret-forms.ts): shorter, it is text a cell may
 * hold by chance.
 */
export function dataSecretsOf(target: { apiKey: string; baseUrl: string }): DataSecrets {
  const passwords: string[] = [];
  try {
    const password = new URL(target.baseUrl).password;
    for (const form of [password, decodeURIComponent(password)])
      if (form.length >= PART_LENGTH && !passwords.includes(form)) passwords.push(form);
  } catch {
    // Not a URL, or a password that is not percent-encoding: what was found so far is kept.
  }
  return { apiKey: target.apiKey, passwords };
}

/** True when the text holds the API key or a password, as withoutDataSecrets would replace it. */
export function holdsDataSecret(text: string, secrets: DataSecrets): boolean {
  return (
    (secrets.apiKey !== '' && holdsApiKey(text, secrets.apiKey)) ||
    (secrets.passwords ?? []).some((password) => text.includes(password))
  );
}

/** The secret the text holds, named as messages name it (the key first); undefined when it holds none. */
export function dataSecretIn(
  text: string,
  secrets: DataSecrets,
): 'the API key' | 'the password of the base URL' | undefined {
  if (secrets.apiKey !== '' && holdsApiKey(text, secrets.apiKey)) return 'the API key';
  return (secrets.passwords ?? []).some((password) => text.includes(password))
    ? 'the password of the base URL'
    : undefined;
}

/** The text with the API key and each password replaced by `***`; any other text exactly as it was. */
export function withoutDataSecrets(text: string, secrets: DataSecrets): string {
  if (!holdsDataSecret(text, secrets)) return text;
  const keyless = secrets.apiKey === '' ? text : (withoutApiKey(text, secrets.apiKey) ?? text);
  return (secrets.passwords ?? []).reduce((kept, password) => kept.split(password).join('***'), keyless);
}
