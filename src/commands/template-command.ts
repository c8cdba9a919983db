/**
 * `invoice-batch template --mapping <m.yaml> --out template.xlsx`: a blank input workbook for a
 * mapping, with a note per column, Y/N lists on flag columns and an Instructions sheet.
 */
import { statSync } from 'node:fs';
import { basename, extname, join, resolve, sep } from 'node:path';
import { EXIT_OK, UsageError } from '../errors.js';
import { loadMapping } from '../mapping/load-mapping.js';
import { writeTemplateWorkbook } from '../report/write-template-workbook.js';
import { settingsFromArgv, withSettingsOptions } from './api-options.js';
import { sharedFlag } from './shared-flags.js';
import type { CliCommand } from './cli-command.js';

type TemplateArgv = Parameters<typeof settingsFromArgv>[0] & { mapping: string };

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

export const templateCommand: CliCommand = {
  command: 'template',
  describe: 'Write a blank input workbook for a mapping',
  builder: (yargs) =>
    withSettingsOptions(yargs, { out: false })
      .option(
        ...sharedFlag('mapping', {
          demandOption: true,
          describe: 'Mapping file (YAML) the workbook is for',
          group: 'Input:',
        }),
      )
      .option('out', {
        type: 'string',
        describe: 'The workbook to write (.xlsx), or a folder for <mapping>-template.xlsx (default: the output folder)',
        group: 'Output:',
      })
      .example(
        '$0 template --mapping mappings/canonical.yaml --out canonical-template.xlsx',
        'A workbook to fill in by hand',
      )
      .example(
        '$0 template --mapping mappings/month-end-register.yaml',
        'Written to output/month-end-register-template.xlsx',
      ),
  // --out is read here, as the workbook or its folder; the settings give the folder without it.
  settingsFlags: (argv: TemplateArgv) => ({ ...argv, out: undefined }),
  run: async (argv: TemplateArgv, io, readSettings) => {
    const out = readOut(argv.out, io.cwd);
    const mapping = await loadMapping(resolve(io.cwd, argv.mapping));
    const stem = basename(argv.mapping, extname(argv.mapping));
    const file = out && 'file' in out ? out.file : join(out?.folder ?? readSettings().outDir, `${stem}-template.xlsx`);
    await writeTemplateWorkbook(mapping, file);
    io.stdout(`Wrote ${file}\n`);
    return EXIT_OK;
  },
};
