/**
 * The exact command that refreshes the advertiser list a validate or upload used: the settings
 * flags the user gave (config, profile, address, journal) again, so it reaches the same finance
 * system and writes the same journal.
 */

/** Flags as yargs gives them; those absent are left out. */
interface GivenSettingsFlags {
  config?: string | undefined;
  profile?: string | undefined;
  baseUrl?: string | undefined;
  erpSegment?: string | undefined;
  appSegment?: string | undefined;
  envSegment?: string | undefined;
  journal?: string | undefined;
}

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
