/**
 * Invoice numbers made of a target's secrets and parts of them, with what the one masking rule of
 * input data (scrub-data-text.ts) makes of each: the table the problem-text tests of upload and
 * import-results read.
 */
export const KEY = 'ib_live_6Wd3-Hs8_qT2yN4mC9xB5vK7gF1jR0';
export const USER = 'acme';
export const LONG_PASSWORD = 'Harbour-lantern-violet-42';

/** Label, the part in the invoice number, and the part as it is recorded. */
export const INVOICE_NUMBER_PARTS: readonly (readonly [string, string, string])[] = [
  ['the user name', USER, USER],
  ['the user name in upper case', USER.toUpperCase(), USER.toUpperCase()],
  ['a part of the user name', USER.slice(0, 3), USER.slice(0, 3)],
  ['the key', KEY, '***'],
  ['the key in upper case', KEY.toUpperCase(), '***'],
  ['a run of 14 characters of the key', KEY.slice(4, 18), '***'],
  ['a run of 6 characters of the key', KEY.slice(8, 14), KEY.slice(8, 14)],
  ['the long password', LONG_PASSWORD, '***'],
  ['a run of 7 characters of the password', LONG_PASSWORD.slice(0, 7), LONG_PASSWORD.slice(0, 7)],
];

/** What a failing assertion may print: the secrets named, never shown. */
export function shownSecrets(text: string): string {
  return text.replace(new RegExp(KEY, 'gi'), '<the key>').replaceAll(LONG_PASSWORD, '<the password>');
}
