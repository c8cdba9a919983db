/** What `mapping` does, loaded when the command runs (mapping-command.ts describes its flags). */
import { resolve } from 'node:path';
import { EXIT_OK, UsageError } from '../errors.js';
import { isIsoCurrency } from '../invoice/currency-minor-units.js';
import { inferMapping } from '../mapping/infer/infer-mapping.js';
import { loadMapping } from '../mapping/load-mapping.js';
import type { Mapping } from '../mapping/load-mapping.js';
import { settingsFromArgv } from './api-options.js';
import { cachedAdvertisersFromFile } from '../advertisers/advertiser-read-options.js';
import { journalOpener, ONLY_READING } from './open-command-journal.js';
import { formatInferJournalNote } from '../print/format-infer-journal-note.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';
import { refusedMappingKey } from './refused-mapping-key.js';
import { plural } from '../invoice/format-count.js';

export type MappingArgv = Parameters<typeof settingsFromArgv>[0] & {
  action: 'check' | 'infer';
  path: string;
  sheet?: string;
  currency?: string;
};

function describeMapping(mapping: Mapping): string {
  const layout = mapping.layout.type;
  const parts = [
    `layout ${layout}`,
    plural(mapping.invoice.length, 'invoice field'),
    plural(mapping.items.length, 'line field'),
  ];
  if (mapping.contacts.length) parts.push(`${mapping.contacts.length} contact(s)`);
  if (mapping.events.length) parts.push(`${mapping.events.length} event(s)`);
  if (mapping.attachments) parts.push('PDF attachments');
  if (mapping.checks.sumLines) parts.push(`line sums checked (${mapping.checks.sumLines})`);
  return parts.join(', ');
}

export async function runMapping(argv: MappingArgv, io: CommandIo, readSettings: () => Settings): Promise<number> {
  if (argv.action === 'check') {
    if (argv.sheet !== undefined) throw new UsageError('--sheet belongs to "mapping infer"');
    if (argv.currency !== undefined) throw new UsageError('--currency belongs to "mapping infer"');
    // What check calls valid, template takes: a mapping holding the key is refused by the same rule.
    const mapping = await loadMapping(resolve(io.cwd, argv.path), { refuseKey: refusedMappingKey(readSettings()) });
    for (const warning of mapping.warnings) io.stderr(`invoice-batch: warning: ${argv.path}: ${warning}\n`);
    io.stdout(`${argv.path}: valid (${describeMapping(mapping)})\n`);
    return EXIT_OK;
  }
  const sheet = argv.sheet !== undefined && /^\d+$/.test(argv.sheet) ? Number(argv.sheet) : argv.sheet;
  const currency = argv.currency?.trim().toUpperCase();
  if (currency !== undefined && !isIsoCurrency(currency))
    throw new UsageError(`--currency: expected an ISO 4217 code such as EUR, got "${argv.currency}"`);
  const settings = readSettings();
  const cached = await cachedAdvertisersFromFile(settings.journalFile, journalOpener(io, ONLY_READING));
  const proposal = await inferMapping(resolve(io.cwd, argv.path), { sheet, currency, advertisers: cached.advertisers });
  io.stdout(cached.olderJournal ? `${proposal}\n${formatInferJournalNote(cached.olderJournal)}` : proposal);
  return EXIT_OK;
}
