/**
 * The paths a schedule job's command line names, read as the CLI parses it: the input files and
 * folder, and the values of the options that name files or folders. Used to read them from the
 * config file's folder (schedule/resolve-job-paths.ts).
 */
import type { JobPaths } from '../schedule/resolve-job-paths.js';
import type { CliCommand } from './cli-command.js';
import { readCommandLine } from './check-command-line.js';

/** Positional arguments and options whose values are paths, by the name the commands give them. */
const PATH_KEYS = ['file', 'folder', 'workbook', 'out', 'journal', 'from', 'references-from', 'config'] as const;

const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

export function readJobPaths(commands: readonly CliCommand[], argv: readonly string[]): JobPaths {
  const { parsed } = readCommandLine(commands, argv);
  if (!parsed) return { paths: [], mustExist: [] };
  const mustExist = strings(parsed['mapping']);
  const paths = [...PATH_KEYS.flatMap((key) => strings(parsed[key])), ...mustExist];
  // `mapping infer <path>`, `mapping check <path>`: the file the action reads.
  if (argv[0] === 'mapping') paths.push(...strings(parsed['path']));
  return { paths, mustExist };
}
