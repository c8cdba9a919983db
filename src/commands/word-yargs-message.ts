/**
 * yargs' failures that name neither what the user typed nor what to do, in words: a missing option
 * with the typo that was meant to be it, a missing argument with the command's usage, a value not
 * among the choices with the choices, no command with the commands. Pure.
 */
import { nearestOption } from './nearest-option.js';

/** What the command line could have held, for the words of its failure. */
export interface CommandLineContext {
  /** The options of the command run (or of the root), without dashes. @default none known */
  options?: readonly string[] | undefined;
  /** Every command as declared: `validate <file..>`. @default none known */
  commands?: readonly string[] | undefined;
}

/** `: did you mean --concurrency?` when `typed` (`--concurency`) is near an option; else nothing. */
export function optionSuggestion(typed: string, options: readonly string[] | undefined): string {
  const near = nearestOption(typed.replace(/^-+/, ''), options ?? []);
  return near === undefined ? '' : `: did you mean --${near}?`;
}

/** The options typed (`--mappping`) that name no option of the command. */
function unknownTyped(args: readonly string[], options: readonly string[]): string[] {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end))
    .flatMap((arg) => /^--([^=]+)/.exec(arg)?.[1] ?? [])
    .filter((name) => !options.includes(name) && !options.includes(name.replace(/^no-/, '')))
    .map((name) => `--${name}`);
}

const commandWord = (command: string) => command.split(' ')[0]!;

/** The words for `message`, or undefined when it is not one of these failures. */
export function wordYargsMessage(
  message: string,
  args: readonly string[],
  context: CommandLineContext,
): string | undefined {
  const missing = /^Missing required arguments?: (.*)$/s.exec(message);
  if (missing) {
    const names = missing[1]!.split(', ').map((name) => `--${name.trim()}`);
    const typos = unknownTyped(args, context.options ?? []).map(
      (typed) => `; unknown option ${typed}${optionSuggestion(typed, context.options)}`,
    );
    return `missing ${names.join(', ')}${typos.join('')}`;
  }
  const few = /^Not enough non-option arguments: got (\d+), need at least (\d+)/.exec(message);
  if (few) {
    const positionals = args.filter((arg) => !arg.startsWith('-'));
    const command = (context.commands ?? []).find((c) => commandWord(c) === positionals[0]);
    if (command === undefined) return `missing an argument: ${few[2]} needed, ${few[1]} given`;
    const needed = command.split(' ').filter((word) => word.startsWith('<'));
    const given = Number(few[1]);
    return `missing ${needed.slice(given).join(' ')}: invoice-batch ${command} [options] (invoice-batch ${commandWord(command)} --help says more)`;
  }
  const invalid = /^Invalid values:\s*Argument: (\S+), Given: (.*), Choices: (.*)$/s.exec(message.trim());
  if (invalid) {
    const [name, given, listed] = [invalid[1]!, invalid[2]!, invalid[3]!];
    const choices = listed.split(', ').map((choice) => choice.replace(/^"|"$/g, ''));
    const asOption = args.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    const near = nearestOption(given.replace(/^"|"$/g, ''), choices);
    // Each choice quoted: `held: differs` and `not sent` are words with spaces, as the user types them.
    const quoted = choices.map((choice) => `"${choice}"`);
    return `${asOption ? `--${name}` : `<${name}>`} ${given} is not one of ${quoted.join(', ')}${near === undefined ? '' : `: did you mean "${near}"?`}`;
  }
  return undefined;
}

/** The message for a command line naming no command: the commands, and what `-v` may have meant. */
export function noCommandMessage(args: readonly string[], commands: readonly string[]): string {
  const version = args.includes('-v') ? '; -v is not an option: --version prints the version' : '';
  return `name a command: ${commands.map(commandWord).join(', ')} (invoice-batch --help describes each)${version}`;
}
