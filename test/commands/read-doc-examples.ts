/**
 * The command lines and mapping files the user-facing docs show in fenced blocks, as a reader
 * would copy them: `invoice-batch <command> ...` lines (with or without a `$ ` prompt) and the
 * `mapping:` of config examples. Pure but for reading the files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One command line of a doc: where it is and what it passes. */
export interface DocCommand {
  /** `README.md:67`, to find it. */
  where: string;
  /** Its line number in the file. */
  line: number;
  /** The first word after `invoice-batch`. */
  command: string;
  /** Each `--flag` or `-f` as written, without its `=value`. */
  flags: string[];
  /** The words after the command, quotes removed, up to a redirection, pipe or comment. */
  words: string[];
  /** A file the line writes with `> file`, if any. */
  writes: string | undefined;
}

/** One mapping file an example names, and where. */
export interface DocMappingPath {
  where: string;
  line: number;
  path: string;
}

/** A line's words as a POSIX shell splits them (quotes removed), up to `#`, `|`, `;` or `&&`; `>` and its file apart. */
export function splitShellWords(line: string): { words: string[]; writes: string | undefined } {
  const words: string[] = [];
  let writes: string | undefined;
  let redirect = false;
  for (const match of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) {
    const bare = match[3];
    if (bare !== undefined && (bare.startsWith('#') || bare === '|' || bare === ';' || bare === '&&')) break;
    const word = match[1] ?? match[2] ?? bare!;
    if (bare === '>' || bare === '>>') redirect = true;
    else if (redirect) {
      writes = word;
      redirect = false;
    } else words.push(word);
  }
  return { words, writes };
}

/** The fenced blocks of a markdown text, each with its info string and first line number. */
function fencedBlocks(text: string): { lang: string; firstLine: number; lines: string[] }[] {
  const blocks: { lang: string; firstLine: number; lines: string[] }[] = [];
  let open: { lang: string; firstLine: number; lines: string[] } | undefined;
  text.split('\n').forEach((line, index) => {
    const fence = /^\s*```(\S*)/.exec(line);
    if (fence && open) {
      blocks.push(open);
      open = undefined;
    } else if (fence) open = { lang: fence[1]!, firstLine: index + 2, lines: [] };
    else open?.lines.push(line);
  });
  return blocks;
}

/** The `invoice-batch` command lines of one markdown text, in order. */
export function readDocCommands(text: string, file: string): DocCommand[] {
  const commands: DocCommand[] = [];
  for (const block of fencedBlocks(text)) {
    block.lines.forEach((line, index) => {
      const start = /^\s*(?:\$\s+)?invoice-batch\s+([a-z][a-z-]*)(.*)$/.exec(line);
      if (!start) return;
      const { words, writes } = splitShellWords(start[2]!);
      const flags = words.filter((word) => /^--?[a-zA-Z]/.test(word)).map((word) => word.split('=')[0]!);
      commands.push({
        where: `${file}:${block.firstLine + index}`,
        line: block.firstLine + index,
        command: start[1]!,
        flags,
        words,
        writes,
      });
    });
  }
  return commands;
}

/** The mapping files a text's examples name: `--mapping FILE` on a command line, `mapping: FILE` in a YAML block. */
export function readDocMappingPaths(text: string, file: string): DocMappingPath[] {
  const paths: DocMappingPath[] = [];
  for (const command of readDocCommands(text, file)) {
    command.words.forEach((word, index) => {
      const { where, line } = command;
      if (word === '--mapping' && command.words[index + 1])
        paths.push({ where, line, path: command.words[index + 1]! });
      else if (word.startsWith('--mapping=')) paths.push({ where, line, path: word.slice('--mapping='.length) });
    });
  }
  for (const block of fencedBlocks(text)) {
    if (block.lang !== 'yaml') continue;
    block.lines.forEach((text, index) => {
      const rule = /\bmapping:\s*([^\s,}#]+\.ya?ml)/.exec(text);
      const line = block.firstLine + index;
      if (rule) paths.push({ where: `${file}:${line}`, line, path: rule[1]! });
    });
  }
  return paths;
}

/** README.md and every docs/*.md of the repo at `root`, as [name, text]. */
export function readUserDocs(root: string, docFiles: readonly string[]): [string, string][] {
  return docFiles.map((name) => [name, readFileSync(join(root, name), 'utf8')]);
}
