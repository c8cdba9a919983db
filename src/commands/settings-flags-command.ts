/**
 * The exact command that refreshes the advertiser list a validate or upload used: the settings
 * flags the user gave (config, profile, address, journal) again, so it reaches the same finance
 * system and writes the same journal.
 */

import type { SettingsFlags } from '../settings.js';

/** The settings flags that name the finance system and the journal; those absent are left out. */
type GivenSettingsFlags = Pick<
  SettingsFlags,
  'config' | 'profile' | 'baseUrl' | 'erpSegment' | 'appSegment' | 'envSegment' | 'journal'
>;

/** A word as a POSIX shell reads it back unchanged. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function refreshAdvertisersCommand(argv: GivenSettingsFlags): string {
  const flags: [string, string | undefined][] = [
    ['--config', argv.config],
    ['--profile', argv.profile],
    ['--base-url', argv.baseUrl],
    ['--erp-segment', argv.erpSegment],
    ['--app-segment', argv.appSegment],
    ['--env-segment', argv.envSegment],
    ['--journal', argv.journal],
  ];
  const words = ['invoice-batch', 'advertisers', '--refresh'];
  for (const [flag, value] of flags) if (value !== undefined) words.push(flag, shellWord(value));
  return words.join(' ');
}
