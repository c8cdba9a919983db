/**
 * `invoice-batch template --mapping <m.yaml> --out template.xlsx`: a blank input workbook for a
 * mapping, with a note per column, Y/N lists on flag columns and an Instructions sheet.
 */
import { withSettingsOptions } from './api-options.js';
import { sharedFlag } from './shared-flags.js';
import type { CliCommand } from './cli-command.js';
import type { TemplateArgv } from './run-template.js';

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
      .option('overwrite', {
        type: 'boolean',
        describe: 'Replace the file --out names when it exists (without it, an existing file is refused, exit 2)',
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
  run: async (argv: TemplateArgv, io, readSettings) =>
    (await import('./run-template.js')).runTemplate(argv, io, readSettings),
};
