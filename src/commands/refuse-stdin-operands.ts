/**
 * A file operand `-` asks, by convention, for standard input, which no command reads; an empty one
 * (an unset `"$FILE"` in a script) names no file. Either is refused by name before a command runs:
 * read as a path, both named the working folder, and a list of files went on without them.
 */
import { UsageError } from '../errors.js';
import type { CliCommand } from './cli-command.js';

/** The operands of the commands that name files or folders. */
const FILE_OPERANDS = new Set(['file', 'workbook', 'path', 'folder']);

/** The operand names a command declares: `upload <file...>` declares `file`. */
function declaredOperands(command: CliCommand): string[] {
  const usage = [command.command].flat()[0] ?? '';
  return [...usage.matchAll(/[<[]([\w-]+)(?:\.\.\.?)?[>\]]/g)].map((match) => match[1] as string);
}

/** Throws a usage error (exit 2) naming the first operand `-` or `""` among `command`'s file operands in `argv`. */
export function refuseStdinOperands(command: CliCommand, argv: Record<string, unknown>): void {
  for (const name of declaredOperands(command).filter((operand) => FILE_OPERANDS.has(operand))) {
    for (const value of [argv[name]].flat()) {
      if (value !== '-' && value !== '') continue;
      const told = value === '-' ? '"-"' : 'an empty file name';
      throw new UsageError(
        `${told}: reading standard input is not supported: name the file; a file named - is read as ./-`,
      );
    }
  }
}
