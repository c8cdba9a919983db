/**
 * Writes the answers an upload could not record into the first folder that takes them. A disk that
 * filled holds the output folder (and often the journal): the folders after it are ones likely on
 * another file system, and the file is kept small (one JSON line per answer, no workbook) so that
 * the few bytes left anywhere are enough.
 */
import type { UnrecordedAnswer } from '../errors.js';
import { PRIVATE_FILE_MODE, writeOutputFile } from '../report/write-output-file.js';

/** A folder that could not take the file, and why. */
export interface RefusedFolder {
  folder: string;
  problem: string;
}

export interface AnswersFileWritten {
  /** The file written; undefined when no folder took it. */
  file: string | undefined;
  /** The folders tried before it (all of them when none took it). */
  refused: RefusedFolder[];
}

/** The answers as a JSON list, one answer a line: read back by resolve --from, and short. */
export function answersFileText(answers: readonly UnrecordedAnswer[]): string {
  return `[\n${answers.map((answer) => JSON.stringify(answer)).join(',\n')}\n]\n`;
}

function problemOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.startsWith(code) ? `${code}: ${message}` : message;
}

export async function writeAnswersFile(
  answers: readonly UnrecordedAnswer[],
  folders: readonly string[],
  at = new Date(),
): Promise<AnswersFileWritten> {
  const text = answersFileText(answers);
  const refused: RefusedFolder[] = [];
  for (const folder of folders) {
    try {
      const file = await writeOutputFile(
        { folder, base: 'unrecorded-answers', at, extension: 'json' },
        async (stream) => void stream.end(text),
        PRIVATE_FILE_MODE,
      );
      return { file, refused };
    } catch (error) {
      refused.push({ folder, problem: problemOf(error) });
    }
  }
  return { file: undefined, refused };
}
