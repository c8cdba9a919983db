/**
 * The forms a secret of the target takes in a file's name and what the product names the file with
 * for each (masked, or kept as written), with the stems people write around them: the table every
 * test of a written file's name reads.
 */
export const USER = 'acme';
export const SHORT_PASSWORD = 'May2026';

export interface SecretNames {
  /** Label, the form in the source's name, and what the written name shows for it. */
  forms: readonly [string, string, string][];
  /** Name stems as people write them around the form. */
  stems: readonly [string, string][];
  /** What a failing assertion may print: the secrets named, never shown. */
  shown: (text: string) => string;
}

export function secretNameForms(key: string, longPassword: string): SecretNames {
  // A written name shows *** as ___: Windows allows no * in a name (portable-file-stem.ts).
  return {
    forms: [
      ['the key', key, '___'],
      ['the key in upper case', key.toUpperCase(), '___'],
      ['a long password', longPassword, '___'],
      ['the user name', USER, USER],
      ['the user name in upper case', USER.toUpperCase(), USER.toUpperCase()],
      ['a short password', SHORT_PASSWORD, SHORT_PASSWORD],
      ['a run of the long password', longPassword.slice(0, 11), longPassword.slice(0, 11)],
    ],
    stems: [
      ['', '-invoices'],
      ['invoices ', ''],
      ['2026-05 ', ' batch'],
    ],
    shown: (text) => text.replace(new RegExp(key, 'gi'), '<the key>').replaceAll(longPassword, '<the password>'),
  };
}
