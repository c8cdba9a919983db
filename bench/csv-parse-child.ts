/** A whole process that reads a CSV with csv-parse alone: the baseline of `validate` as a process. argv: file, delimiter. */
import { readCsvRaw } from './raw-readers.js';

const rows = await readCsvRaw(process.argv[2] ?? '', process.argv[3] ?? ';');
process.stdout.write(`${JSON.stringify({ rows })}\n`);
