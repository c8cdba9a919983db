/**
 * `invoice-batch template --mapping <m.yaml> --out template.xlsx`: a blank input workbook for a
 * mapping, with a note per column, Y/N lists on flag columns and an Instructions sheet.
 */
import { basename, extname, join, resolve } from 'node:path';
import { EXIT_OK } from '../errors.js';
import { loadMapping } from '../mapping/load-mapping.js';
import { writeTemplateWorkbook } from '../report/write-template-workbook.js';
import { settingsFromArgv, withSettingsOptions } from './api-options.js';
import type { CliCommand } from './cli-command.js';

type TemplateArgv = Parameters<typeof settingsFromArgv>[0] & { mapping: string };

/** --out names the workbook itself, not a folder for it. */
function namesWorkbook(argv: TemplateArgv): boolean {
  return argv.out !== undefined && extname(argv.out).toLowerCase() === '.xlsx';
}

export const templateCommand: CliCommand = {
  command: 'template',
  describe: 'Write a blank input workbook for a mapping',
  builder: (yargs) =>
    withSettingsOptions(yargs)
      .option('mapping', {
        type: 'string',
        demandOption: true,
        describe: 'Mapping file (YAML) the workbook is for',
        group: 'Input:',
      })
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
  // An --out that names the workbook is not the output folder of the settings.
  settingsFlags: (argv: TemplateArgv) => ({ ...argv, out: namesWorkbook(argv) ? undefined : argv.out }),
  run: async (argv: TemplateArgv, io, readSettings) => {
    const mapping = await loadMapping(resolve(io.cwd, argv.mapping));
    const toFile = namesWorkbook(argv);
    const settings = readSettings();
    const stem = basename(argv.mapping, extname(argv.mapping));
    const file = toFile ? resolve(io.cwd, argv.out!) : join(settings.outDir, `${stem}-template.xlsx`);
    await writeTemplateWorkbook(mapping, file);
    io.stdout(`Wrote ${file}\n`);
    return EXIT_OK;
  },
};
