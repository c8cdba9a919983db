/** What `template` does, loaded when the command runs (template-command.ts describes its flags). */
import { statSync } from 'node:fs';
import { basename, extname, join, resolve, sep } from 'node:path';
import { EXIT_OK, UsageError } from '../errors.js';
import { loadMapping } from '../mapping/load-mapping.js';
import { writeTemplateWorkbook } from '../report/write-template-workbook.js';
import { refuseExistingFile } from '../report/output-file-exists-error.js';
import { settingsFromArgv } from './api-options.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';
import { refusedMappingKey } from './refused-mapping-key.js';

export type TemplateArgv = Parameters<typeof settingsFromArgv>[0] & { mapping: string; overwrite?: boolean };

/**
 * The workbook or the folder --out names. Any extension but .xlsx is refused, as other commands
 * take --out as a folder: `--out blank.csv` made a folder `blank.csv/`, which nobody asks for.
 */
function readOut(out: string | undefined, cwd: string): { file: string } | { folder: string } | undefined {
  if (out === undefined) return undefined;
  const path = resolve(cwd, out);
  // A folder that exists is one, whatever its name (`--out reports.2024`); so is `--out new.dir/`.
  if (out.endsWith('/') || out.endsWith(sep) || statSync(path, { throwIfNoEntry: false })?.isDirectory())
    return { folder: path };
  const extension = extname(out);
  if (extension.toLowerCase() === '.xlsx') return { file: path };
  if (extension === '') return { folder: path };
  throw new UsageError(
    `--out ${out}: expected a folder, or a workbook file ending in .xlsx; got a file name ending in "${extension}"`,
  );
}

export async function runTemplate(argv: TemplateArgv, io: CommandIo, readSettings: () => Settings): Promise<number> {
  const out = readOut(argv.out, io.cwd);
  const settings = readSettings();
  // The template copies the mapping's values and defaults into its notes: a mapping holding the key is refused.
  const mapping = await loadMapping(resolve(io.cwd, argv.mapping), { refuseKey: refusedMappingKey(settings) });
  const stem = basename(argv.mapping, extname(argv.mapping));
  const file = out && 'file' in out ? out.file : join(out?.folder ?? settings.outDir, `${stem}-template.xlsx`);
  // A template is filled in where it was written: writing it again must not wipe that work.
  if (!argv.overwrite) refuseExistingFile(file);
  await writeTemplateWorkbook(mapping, file, argv.overwrite);
  io.stdout(`Wrote ${file}\n`);
  return EXIT_OK;
}
