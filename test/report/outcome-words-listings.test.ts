/**
 * One vocabulary everywhere: for runs that end in each outcome, made on real sandboxes, the word of
 * every invoice in the results workbook is the word `journal`, `journal --json` and `journal show`
 * give it (its heading, and the event that says what came of it), every word is one of the workbook's Legend, and `history` counts each word as the
 * workbook's Summary does, and `journal --outcome WORD` keeps the invoices the workbook shows with it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { portClosedAfterCheck } from '../finance-api/odd-server.js';
import { readBook } from '../helpers/read-workbook.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { rewriteRunResults } from '../../src/batch/rewrite-run-results.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Trial {
  /** The upload's arguments after `upload`, run in `cwd`; the journal and the output folder are the test's. */
  upload(cwd: string): Promise<string[]>;
  /** What a person does after the upload, before the listings are read; the run's id. @default nothing */
  after?(cwd: string, runId: number): Promise<void>;
  /** The words the run must show, from the Legend's meanings. */
  words: string[];
}

const csvUpload = async (cwd: string, baseUrl: string, options: Parameters<typeof writeUploadInputs>[1]) => {
  writeUploadInputs(cwd, options);
  return ['invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, '--concurrency', '1'];
};

const TRIALS: Record<string, Trial> = {
  'created and rejected (an unknown PayeeId)': {
    upload: async (cwd) =>
      csvUpload(cwd, (await startTestSandbox()).baseUrl, { count: 3, prefix: 'CR', unknownPayee: [2] }),
    words: ['created', 'rejected'],
  },
  'skipped (posted before)': {
    async upload(cwd) {
      const args = await csvUpload(cwd, (await startTestSandbox()).baseUrl, { count: 2, prefix: 'SK' });
      await runCliInProcess(['upload', ...args, ...outputFlags(cwd)], { cwd });
      return args;
    },
    words: ['skipped'],
  },
  'held: differs (posted before with another date), beside skipped and created': {
    async upload(cwd) {
      const args = await csvUpload(cwd, (await startTestSandbox()).baseUrl, { count: 2, prefix: 'HD' });
      await runCliInProcess(['upload', ...args, ...outputFlags(cwd)], { cwd });
      writeUploadInputs(cwd, { count: 3, prefix: 'HD' });
      const file = join(cwd, 'invoices.csv');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/(HD-0002),20250131/, '$1,20250130'));
      return args;
    },
    words: ['created', 'skipped', 'held: differs'],
  },
  'already created (entered in the finance system before the first upload), beside created': {
    async upload(cwd) {
      // The profile reads the instance a duplicate refusal names, as the embedded sandbox's does.
      writeFileSync(
        join(cwd, 'invoice-batch.config.yaml'),
        "profiles:\n  sandbox:\n    duplicateInstancePattern: 'as instance (\\d+)'\n",
      );
      const args = await csvUpload(cwd, (await startTestSandbox()).baseUrl, { count: 1, prefix: 'AC' });
      // An upload through another journal stands for an invoice entered by hand: this journal never created it.
      const byHand = ['--journal', join(cwd, 'by-hand.sqlite'), '--out', join(cwd, 'by-hand')];
      await runCliInProcess(['upload', ...args, ...byHand], { cwd });
      writeUploadInputs(cwd, { count: 2, prefix: 'AC' });
      return args;
    },
    words: ['already created', 'created'],
  },
  'in doubt, held back by the next upload while still in doubt from the first': {
    async upload(cwd) {
      const args = await csvUpload(cwd, (await startTestSandbox({ lostRate: 1 })).baseUrl, { count: 2, prefix: 'IH' });
      await runCliInProcess(['upload', ...args, ...outputFlags(cwd)], { cwd });
      return args;
    },
    words: ['in doubt'],
  },
  'in doubt (processed, then answered 504)': {
    upload: async (cwd) =>
      csvUpload(cwd, (await startTestSandbox({ lostRate: 1 })).baseUrl, { count: 2, prefix: 'ID' }),
    words: ['in doubt'],
  },
  'resolved: not created (in doubt, then resolve --not-created), beside created': {
    async upload(cwd) {
      const sandbox = await startTestSandbox();
      // Not processed, but no answer said so: in doubt, until a person looks it up.
      sandbox.injectNext({ status: 502, body: '', route: 'create' });
      return csvUpload(cwd, sandbox.baseUrl, { count: 2, prefix: 'RN' });
    },
    async after(cwd, runId) {
      const doubtful = JSON.parse(
        (await cli(cwd, ['journal', '--run', String(runId), '--outcome', 'in doubt', '--json'])).stdout,
      ).invoices as { payeeId: string; invoiceNumber: string }[];
      expect(doubtful).toHaveLength(1);
      for (const { payeeId, invoiceNumber } of doubtful)
        expect((await cli(cwd, ['resolve', `${payeeId}/${invoiceNumber}`, '--not-created'])).code).toBe(0);
      // The results workbook of the run, written again as `resolve --from` writes it, from the journal.
      const journal = await openJournal(join(cwd, 'j.sqlite'));
      try {
        await rewriteRunResults(journal, [runId], { outDir: cwd });
      } finally {
        await journal.close();
      }
    },
    words: ['created', 'resolved: not created'],
  },
  'invalid, and the valid ones held back: not sent': {
    upload: async (cwd) => csvUpload(cwd, (await startTestSandbox()).baseUrl, { count: 3, prefix: 'IV', invalid: [2] }),
    words: ['invalid', 'not sent'],
  },
  'not sent (connection refused), then not sent after the halt': {
    // The address answers the upload's check of it, then refuses every create: none reached the finance system.
    upload: async (cwd) => csvUpload(cwd, await portClosedAfterCheck(), { count: 5, prefix: 'CL' }),
    words: ['not sent'],
  },
  'failed (the gateway refuses the key)': {
    upload: async (cwd) => {
      const sandbox = await startTestSandbox({ gateway: {}, inactiveKeys: [SANDBOX_API_KEY] });
      return csvUpload(cwd, sandbox.baseUrl, { count: 3, prefix: 'GW' });
    },
    words: ['failed', 'not sent'],
  },
  'not sent (larger than the gateway takes: refused here, before sending)': {
    async upload(cwd) {
      writeFileSync(
        join(cwd, 'invoice-batch.config.yaml'),
        'profiles:\n  sandbox:\n    gateway:\n      maxRequestBytes: 1000\n',
      );
      return [join(ROOT, 'samples/canonical.xlsx'), '--mapping', join(ROOT, 'mappings/canonical.yaml')];
    },
    words: ['created', 'not sent'],
  },
};

interface Listed {
  invoiceNumber: string;
  outcome: string;
}

const outputFlags = (cwd: string) => ['--journal', join(cwd, 'j.sqlite'), '--out', cwd];

const cli = async (cwd: string, args: string[]) => {
  const result = await runCliInProcess([...args, ...outputFlags(cwd)], { cwd });
  expect(result.stderr).not.toMatch(/Error:|at .*\.ts:\d+/);
  return result;
};

/**
 * The events `journal show` lists for one run of an invoice: label and text. The outcome event (the
 * last, or the resolution) begins with the row's word, and no label is another word of the Legend:
 * a clerk reads "not sent" as safe to post again.
 */
function expectEventsInWords(shown: string, runId: number, word: string, legend: readonly string[]) {
  const section = shown.split(/\n(?=Run \d+ )/).find((part) => part.startsWith(`Run ${runId} `))!;
  const events = section
    .split('\n')
    .filter((line) => /^ {2}(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC|\(time not kept\)) /.test(line))
    .map((line) => ({ label: line.slice(27, 36).trim(), text: line.slice(38) }));
  const resolved = word === 'resolved: not created';
  const last = events.at(-1)!;
  expect(last.text.startsWith(word), `${word}: ${last.label}  ${last.text}`).toBe(true);
  if (resolved) expect(last.label).toBe('resolved');
  for (const { label, text } of events) {
    if (legend.includes(label))
      expect(label === word || (resolved && label === 'in doubt'), `${label} for ${word}`).toBe(true);
    expect(text).not.toMatch(/^in-doubt\b/);
  }
}

/** The results workbook's word per invoice number, its Summary counts and its Legend words. */
async function readResults(file: string) {
  const book = await readBook(file);
  const results = book.getWorksheet('Results')!;
  const header = (results.getRow(1).values as unknown[]).map(String);
  const outcomeAt = header.indexOf('Outcome');
  const numberAt = header.indexOf('Invoice number');
  const words = new Map<string, string>();
  results.eachRow((row, n) => {
    const number = row.getCell(numberAt).value;
    if (n > 1 && typeof number === 'string') words.set(number, String(row.getCell(outcomeAt).value));
  });
  const legend: string[] = [];
  book.getWorksheet('Legend')!.eachRow((row, n) => {
    if (n > 1 && row.getCell(2).value && row.getCell(3).value) legend.push(String(row.getCell(1).value));
  });
  const summary = new Map<string, number>();
  book.getWorksheet('Summary')!.eachRow((row) => {
    const [word, count] = [row.getCell(1).value, row.getCell(2).value];
    if (typeof word === 'string' && legend.includes(word) && typeof count === 'number') summary.set(word, count);
  });
  return { words, summary, legend };
}

describe('the outcome words of every listing', () => {
  it.each(Object.entries(TRIALS))('agree with the results workbook and its Legend: %s', async (name, trial) => {
    const cwd = makeTempDir('outcome-words');
    const args = await trial.upload(cwd);
    await cli(cwd, ['upload', ...args]);
    const uploaded = JSON.parse((await cli(cwd, ['history', '--json'])).stdout) as { runs: { id: number }[] };
    await trial.after?.(cwd, uploaded.runs[0]!.id);

    const history = JSON.parse((await cli(cwd, ['history', '--json'])).stdout) as {
      runs: { id: number; resultsFile: string; invoices: number }[];
    };
    const run = history.runs[0]!;
    const { words, summary, legend } = await readResults(run.resultsFile);
    expect(legend).toEqual([
      'created',
      'already created',
      'skipped',
      'held: differs',
      'invalid',
      'rejected',
      'failed',
      'not sent',
      'resolved: not created',
      'in doubt',
    ]);
    expect(new Set(words.values()), name).toEqual(new Set(trial.words));
    expect(words.size).toBe(run.invoices);

    const listed = JSON.parse((await cli(cwd, ['journal', '--run', String(run.id), '--json', '--limit', '0'])).stdout)
      .invoices as { invoiceNumber: string; payeeId: string; invoiceId: string | null; outcome: string }[];
    const text = (await cli(cwd, ['journal', '--run', String(run.id), '--limit', '0'])).stdout;
    expect(text.split('\n')[0]).toMatch(/ Outcome /);
    for (const invoice of listed) {
      const word = words.get(invoice.invoiceNumber);
      expect(invoice.outcome, invoice.invoiceNumber).toBe(word);
      const key = `${invoice.payeeId}/${invoice.invoiceNumber}`.replace(/[/.]/g, '\\$&');
      expect(new RegExp(`${key} +(\\S+(?: \\S+){0,2})`).exec(text)?.[1], invoice.invoiceNumber).toBe(word);
      const shown = (await cli(cwd, ['journal', 'show', `${invoice.payeeId}/${invoice.invoiceNumber}`])).stdout;
      expect(new RegExp(`^Run ${run.id} \\(started [^)]*\\): (.+?)(?: as instance \\d+)?$`, 'm').exec(shown)?.[1]).toBe(
        word,
      );
      expectEventsInWords(shown, run.id, word!, legend);
    }

    // journal --outcome WORD: the invoices whose Outcome cell shows the word, none other.
    for (const word of legend) {
      const kept = JSON.parse(
        (await cli(cwd, ['journal', '--run', String(run.id), '--outcome', word, '--json', '--limit', '0'])).stdout,
      ).invoices as { invoiceNumber: string }[];
      const shown = [...words].filter(([, shownWord]) => shownWord === word).map(([number]) => number);
      expect(kept.map((invoice) => invoice.invoiceNumber).sort(), word).toEqual(shown.sort());
    }

    // Without --run, one row per invoice: each word, also as scripts spell it (held-differs), keeps exactly the
    // invoices the listing shows with it, and an invoice of the last upload is listed under the word its Outcome
    // cell shows, but for a plain skip, which only repeats what an earlier run decided.
    const perInvoice = async (flags: string[]) =>
      (JSON.parse((await cli(cwd, ['journal', ...flags, '--json', '--limit', '0'])).stdout).invoices as Listed[]).map(
        (invoice) => [invoice.invoiceNumber, invoice.outcome] as const,
      );
    const everyInvoice = await perInvoice([]);
    for (const word of legend) {
      const shown = everyInvoice.filter(([, outcome]) => outcome === word).map(([number]) => number);
      for (const spelling of new Set([word, word.replace(/:? /g, '-')])) {
        const kept = (await perInvoice(['--outcome', spelling])).map(([number]) => number);
        expect(kept.sort(), `--outcome ${spelling} without --run`).toEqual(shown.sort());
      }
      const uploaded = [...words].filter(([, shownWord]) => shownWord === word && word !== 'skipped');
      for (const [number] of uploaded) expect(shown, `${number}, ${word} in the last upload`).toContain(number);
    }

    // history: a column per word of the Legend, counted as the workbook's Summary counts it.
    const table = (await cli(cwd, ['history'])).stdout.split('\n');
    const headings = table
      .find((line) => line.startsWith('Run '))!
      .split(/ {2,}/)
      .slice(-legend.length);
    expect(headings.map((heading) => heading.toLowerCase())).toEqual(legend);
    const counts = table
      .find((line) => line.startsWith(`${run.id} `))!
      .split(/ {2,}/)
      .slice(-legend.length);
    expect(Object.fromEntries(legend.map((word, i) => [word, Number(counts[i])]))).toEqual(
      Object.fromEntries(legend.map((word) => [word, summary.get(word) ?? 0])),
    );
  });
});
