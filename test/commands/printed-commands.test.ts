/**
 * Every command an upload or a validate prints for the user to run next (resolve, journal,
 * advertisers --refresh), on the terminal and in its workbooks, runs as printed: over the outcomes
 * that print them (in doubt, failed, invalid, not sent) and the ways a user names the finance system
 * and the journal (--base-url, a config profile, the default journal). Each runs in process on a
 * copy of the run's folder, so one resolve does not change what the next finds. The line an upload
 * leaves when a second Ctrl-C stops it at once is read as cli.ts would print it, mid-upload.
 */
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readBook } from '../helpers/read-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => sandbox.close());

/** How a user names the finance system and the journal: the flags of the upload. */
const NAMINGS: Record<string, (baseUrl: string) => string[]> = {
  'a base URL and a journal': (baseUrl) => ['--base-url', baseUrl, '--journal', 'j.sqlite'],
  'a config profile and a journal': () => ['--config', 'conf/cfg.yaml', '--profile', 'night', '--journal', 'j.sqlite'],
  'a base URL and the default journal': (baseUrl) => ['--base-url', baseUrl],
};

/** The runs that print follow-up commands, by the outcomes they have. */
const RUNS = {
  'in doubt, failed and invalid': { invalid: [5], partial: true, inDoubt: 2, fail: 1 },
  'invalid and not sent': { invalid: [2], partial: false, inDoubt: 0, fail: 0 },
  'in doubt and not sent': { invalid: [], partial: false, inDoubt: 8, fail: 0 },
} as const;

/** `invoice-batch ...` up to where the prose goes on: two spaces, a bracket, a semicolon, a comma. */
function printedCommands(text: string): string[] {
  return [...text.matchAll(/invoice-batch ([a-z][a-z-]*[^\n();,]*?)(?= {2,}|[();,]|\s*$|\n)/gm)].map((match) =>
    match[1]!.trim(),
  );
}

/** Splits like a shell: double quotes keep a word with spaces together. */
function shellWords(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]!);
}

/** The placeholders of a printed command filled in: invoices in doubt and their instance ids. */
function fillIn(words: string[], keys: string[], instance: string): string[] {
  let next = 0;
  return words
    .filter((word) => word !== '...')
    .map((word) => (word === '<InvoiceId>' ? keys[next++ % keys.length]! : word === '<N>' ? instance : word));
}

async function workbookTexts(dir: string): Promise<string[]> {
  const texts: string[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.xlsx'))) {
    (await readBook(join(dir, name))).eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => void texts.push(String(cell.text)))),
    );
  }
  return texts;
}

describe('the commands printed for the user to run next', () => {
  const cases = Object.entries(RUNS).flatMap(([run, shape]) =>
    Object.keys(NAMINGS).map((naming) => [run, naming, shape] as const),
  );
  it.each(cases)(
    'after a run with %s, named by %s, each runs as printed',
    async (run, naming, shape) => {
      const cwd = makeTempDir('printed-commands');
      const prefix = `PC${cases.findIndex(([r, n]) => r === run && n === naming)}`;
      writeUploadInputs(cwd, { count: 6, prefix, invalid: [...shape.invalid] });
      mkdirSync(join(cwd, 'conf'));
      writeFileSync(join(cwd, 'conf', 'cfg.yaml'), `profiles:\n  night:\n    baseUrl: ${sandbox.baseUrl}\n`);
      // Created, but the answer's status says a server error: in doubt, the answer naming its instance.
      const lost = { status: 504, body: '', afterProcessing: true, route: 'create' } as const;
      const refused = { status: 400, body: '{"E_RETCODE":"1","E_MESSAGE":"refused"}', route: 'create' } as const;
      sandbox.injectNext(
        ...Array<typeof lost>(shape.inDoubt).fill(lost),
        ...Array<typeof refused>(shape.fail).fill(refused),
      );
      const flags = NAMINGS[naming]!(sandbox.baseUrl);
      const upload = await runCliInProcess(
        [
          'upload',
          'invoices.csv',
          '--mapping',
          'mapping.yaml',
          '--concurrency',
          '1',
          ...(shape.partial ? ['--partial'] : []),
          ...flags,
        ],
        { cwd },
      );
      expect(upload.code).toBe(1);
      const validate = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', ...flags], {
        cwd,
      });
      const terminal = [upload.stdout, upload.stderr, validate.stdout, validate.stderr].flatMap(printedCommands);
      const workbooks = (await workbookTexts(join(cwd, 'output'))).flatMap(printedCommands);
      if (shape.inDoubt > 0) expect(terminal.some((command) => command.startsWith('journal '))).toBe(true);
      expect(terminal.some((command) => command.startsWith('advertisers --refresh'))).toBe(true);
      const keys = shape.inDoubt > 0 ? await inDoubtKeys(cwd, flags) : [`0000100001/${prefix}-0001`];
      const [first] = keys;
      const instance = sandbox.instances().find((made) => first?.endsWith(made.invoiceNumber))?.instanceId ?? '1';
      for (const [where, command] of [
        ...[...new Set(terminal)].map((command) => ['terminal', command] as const),
        ...[...new Set(workbooks)].map((command) => ['workbook', command] as const),
      ]) {
        const copy = makeTempDir('printed-command-run');
        cpSync(cwd, copy, { recursive: true });
        const result = await runCliInProcess(fillIn(shellWords(command), keys, instance), { cwd: copy });
        const seen = { where, command, code: result.code, stderr: result.stderr };
        expect(seen.stderr, JSON.stringify(seen)).not.toMatch(/unknown (option|argument)/i);
        // A printed command may meet a refusal of its own (a look-up of an answer that named no instance),
        // never one of usage or of a journal or finance system other than the run's.
        const own = /^invoice-batch: say what the finance system shows/.test(result.stderr);
        if ((shape.inDoubt > 0 || !command.startsWith('resolve')) && !own)
          expect(seen.code, JSON.stringify(seen)).toBeLessThan(2);
      }
    },
    180_000,
  );
});

describe('the commands an upload leaves when a second Ctrl-C stops it at once', () => {
  it.each(Object.keys(NAMINGS))(
    'run as printed, named by %s',
    async (naming) => {
      // Slow answers that never say created: the invoices are in flight a while, then in doubt.
      const slow = await startTestSandbox({ latencyMs: 150, lostRate: 1 });
      try {
        const cwd = makeTempDir('printed-stop-at-once');
        writeUploadInputs(cwd, { count: 3, prefix: 'SA' });
        mkdirSync(join(cwd, 'conf'));
        writeFileSync(join(cwd, 'conf', 'cfg.yaml'), `profiles:\n  night:\n    baseUrl: ${slow.baseUrl}\n`);
        const flags = NAMINGS[naming]!(slow.baseUrl);
        // What cli.ts would print had the second Ctrl-C come while invoices were in flight.
        let printed: string | undefined;
        let timer: NodeJS.Timeout | undefined;
        const upload = await runCliInProcess(
          ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--concurrency', '2', ...flags],
          {
            cwd,
            tellStopAtOnce: (describe) => {
              timer = setInterval(() => {
                const text = describe();
                if (!text.startsWith('no invoice')) printed ??= text;
              }, 5);
            },
          },
        );
        clearInterval(timer);
        expect(upload.code, upload.stderr).toBe(1);
        expect(printed, 'an invoice was in flight at some point').toMatch(/in flight/);
        const keys = await inDoubtKeys(cwd, flags);
        expect(keys).toHaveLength(3);
        // The next upload holds them back, its Detail naming each invoice and the commands that settle it.
        const again = await runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', ...flags], { cwd });
        expect(again.code, again.stderr).toBe(1);
        const details = (await workbookTexts(join(cwd, 'output'))).flatMap(printedCommands);
        expect(details.filter((command) => / 0000100002\/SA-0001 --not-created$/.test(command))).toHaveLength(1);
        const commands = [
          ...printedCommands(printed!),
          ...printedCommands(`${again.stdout}\n${again.stderr}`),
          ...details,
        ];
        expect(commands.some((command) => command.startsWith('resolve'))).toBe(true);
        const instanceOf = (command: string) =>
          slow.instances().find((made) => command.includes(`/${made.invoiceNumber} `))?.instanceId ??
          slow.instances().find((made) => keys[0]!.endsWith(made.invoiceNumber))?.instanceId ??
          '1';
        for (const command of new Set(commands)) {
          const copy = makeTempDir('printed-stop-at-once-run');
          cpSync(cwd, copy, { recursive: true });
          const result = await runCliInProcess(fillIn(shellWords(command), keys, instanceOf(command)), { cwd: copy });
          const seen = { command, code: result.code, stderr: result.stderr };
          // The look-up form refuses on its own when no answer named an instance: not a usage error.
          const own = /^invoice-batch: say what the finance system shows/.test(result.stderr);
          if (!own) expect(seen.code, JSON.stringify(seen)).toBeLessThan(2);
        }
      } finally {
        await slow.close();
      }
    },
    120_000,
  );
});

/** The in-doubt invoices of the run, as the journal lists them. */
async function inDoubtKeys(cwd: string, flags: string[]): Promise<string[]> {
  const journal = flags.includes('--journal') ? ['--journal', 'j.sqlite'] : [];
  const listed = await runCliInProcess(['journal', '--outcome', 'in doubt', '--json', ...journal], { cwd });
  expect(listed.code).toBe(0);
  const { invoices } = JSON.parse(listed.stdout) as { invoices: { invoiceId: string }[] };
  return invoices.map((invoice) => invoice.invoiceId);
}
