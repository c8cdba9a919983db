/**
 * A file separated by `~` (Mexico's SAT metadata of received CFDI; `^`, `#`, `!` and `:` in other
 * exports) is validated and posted through the CLI when the mapping names its delimiter, or when
 * its first line is `sep=~`; the annotated copy keeps every source byte and appends its fields
 * with the same delimiter.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

const HEADER = 'Vendor~Number~Date~Currency~Total~Net~Tax~Note';
const ROWS = [
  '0000100001~SAT-1~20250131~MXN~"1234,50"~"1000,00"~234,50~"Papelería ~ oficina"',
  '0000100002~SAT-2~20250131~MXN~116,00~100,00~16,00~"dos',
  'líneas"',
  '0000100003~SAT-3~20250131~MXN~n/a~100,00~16,00~sin monto',
];
const MAPPING = (delimiter: string) =>
  `source:\n  type: csv\n${delimiter}  decimalSeparator: ","\n  thousandsSeparator: ""\n${ONE_ROW_MAPPING}`;

function write(dir: string, lines: string[], delimiter: string): void {
  writeFileSync(join(dir, 'cfdi.csv'), `${lines.join('\r\n')}\r\n`);
  writeFileSync(join(dir, 'mapping.yaml'), MAPPING(delimiter));
}

/** The annotated copy's lines and the source's, split at CRLF. */
function copyLines(out: string): string[] {
  const name = readdirSync(out).find((n) => n.includes('-annotated-'))!;
  return readFileSync(join(out, name), 'utf8').split('\r\n');
}

describe('a ~-separated file through validate and upload', () => {
  it('validates and posts it with delimiter: "~", and annotates it with ~', async () => {
    const cwd = makeTempDir('upload-tilde');
    const source = [HEADER, ...ROWS];
    write(cwd, source, '  delimiter: "~"\n');
    const validate = await runCliInProcess(['validate', 'cfdi.csv', '--mapping', 'mapping.yaml', '--out', 'v'], {
      cwd,
    });
    expect(validate.code).toBe(1);
    expect(validate.stdout).toMatch(/\n {2}valid +2\n {2}invalid +1\n {2}total MXN +1,350\.50\n/);
    // Row 4 as a spreadsheet shows the file: SAT-2's note takes two lines of it, one row.
    expect(validate.stdout).toContain('cfdi.csv, row 4, column "Total": expected an amount, e.g. 1.234,50, got "n/a"');

    const sandbox = await startTestSandbox();
    const upload = await runCliInProcess(
      [
        'upload',
        'cfdi.csv',
        '--mapping',
        'mapping.yaml',
        '--base-url',
        sandbox.baseUrl,
        '--partial',
        '--annotate',
        '--out',
        'u',
      ],
      { cwd },
    );
    expect(upload.code).toBe(1);
    expect(sandbox.instances().map((i) => [i.invoiceNumber, i.amount, i.currency])).toEqual([
      ['SAT-1', '1234.5000', 'MXN'],
      ['SAT-2', '116.0000', 'MXN'],
    ]);
    const copy = copyLines(join(cwd, 'u'));
    expect(copy[0]).toBe(`${HEADER}~Outcome~Instance id~Message`);
    expect(copy[1]).toMatch(new RegExp(`^${escape(ROWS[0]!)}~created~\\d+~$`));
    expect(copy[2]).toBe(ROWS[1]);
    expect(copy[3]).toMatch(new RegExp(`^${escape(ROWS[2]!)}~created~\\d+~$`));
    expect(copy[4]).toBe(`${ROWS[3]}~invalid~~${invalidMessage(4)}`);
    expect(copy.slice(5)).toEqual(['']);
  });

  it('reads a sep=~ line without a delimiter in the mapping, and annotates the file with ~', async () => {
    const cwd = makeTempDir('upload-sep-tilde');
    const source = ['sep=~', HEADER, ...ROWS];
    write(cwd, source, '');
    const sandbox = await startTestSandbox();
    const upload = await runCliInProcess(
      [
        'upload',
        'cfdi.csv',
        '--mapping',
        'mapping.yaml',
        '--base-url',
        sandbox.baseUrl,
        '--partial',
        '--annotate',
        '--out',
        'u',
      ],
      { cwd },
    );
    expect(upload.code).toBe(1);
    expect(sandbox.instances().map((i) => i.invoiceNumber)).toEqual(['SAT-1', 'SAT-2']);
    const copy = copyLines(join(cwd, 'u'));
    expect(copy[0]).toBe('sep=~');
    expect(copy[1]).toBe(`${HEADER}~Outcome~Instance id~Message`);
    expect(copy[2]).toMatch(new RegExp(`^${escape(ROWS[0]!)}~created~\\d+~$`));
    expect(copy[5]).toBe(`${ROWS[3]}~invalid~~${invalidMessage(5)}`);
  });
});

/** The Message field of the invalid row, quoted as the copy writes it. */
const invalidMessage = (row: number) =>
  `"row ${row}, column ""Total"": expected an amount, e.g. 1.234,50, got ""n/a"""`;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('a ~-separated file read without a delimiter', () => {
  it('stops with the missing column and names the delimiter setting', async () => {
    const cwd = makeTempDir('validate-tilde-hint');
    write(cwd, [HEADER, ...ROWS], '');
    const result = await runCliInProcess(['validate', 'cfdi.csv', '--mapping', 'mapping.yaml', '--out', 'v'], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('cfdi.csv: column "Vendor" named by the mapping (');
    expect(result.stderr).toContain(
      `mapping.yaml:7:26) is not in the header row 1; headers found: "${HEADER}"; the header row is one field that "~" separates: to read the file split at it, set delimiter: "~" under source in the mapping\n`,
    );
  });
});
