/**
 * The invoices the sandbox holds, optionally kept in an append-only JSON-lines file. Each change
 * is one line written before the answer leaves, so a process killed at any point loses nothing
 * it has answered. Before each change the file is read again from where this process stopped,
 * so two processes sharing one file (two commands run at once) see each other's invoices.
 */
import { closeSync, fstatSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';

/** One created invoice as the sandbox remembers it. */
export interface SandboxInstance {
  /** Ten digits, with leading zeros. */
  instanceId: string;
  /** Order of creation, 1-based; also numbers the ERP documents. */
  seq: number;
  /** Booked although its key already existed (a sandbox that books duplicates). */
  duplicate?: boolean;
  payeeId: string;
  invoiceNumber: string;
  invoiceId: string;
  amount: string;
  currency: string;
  /** Company code of the invoice, or empty. */
  compCode: string;
  /** Received_On of the invoice, or the day of creation (YYYYMMDD). */
  receivedOn: string;
  /** When it was created, ms since the epoch. */
  createdAt: number;
  /** When each status step after the first was reached (per-call lifecycle). */
  advancedAt: number[];
  /** Held in approval for good (see SandboxOptions.stuckRate). */
  stuck: boolean;
  /** Random mark of the writer, telling two processes' creates of the same key apart. */
  token: string;
}

type StateLine =
  | { op: 'create'; instance: Omit<SandboxInstance, 'advancedAt'> }
  | { op: 'advance'; instanceId: string; at: number }
  | { op: 'duplicate'; instanceId: string; at: number };

/** Instance ids are `00` followed by eight digits counting from 30000001. */
export function instanceIdFor(seq: number): string {
  return String(30_000_000 + seq).padStart(10, '0');
}

export class SandboxState {
  private readonly byId = new Map<string, SandboxInstance>();
  private readonly byKey = new Map<string, SandboxInstance>();
  private maxSeq = 0;
  /** Duplicate creates recorded in the file, by any process. */
  duplicatesRecorded = 0;
  private fd: number | undefined;
  private offset = 0;
  private partial = '';

  /** @param file the JSON-lines file; without one the state lives in memory only */
  constructor(readonly file: string | undefined) {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    this.fd = openSync(file, 'a+');
    this.sync();
    // A line torn by a killed writer must not swallow the next one.
    if (this.partial !== '') {
      writeSync(this.fd, '\n');
      this.partial = '';
      this.offset = fstatSync(this.fd).size;
    }
  }

  static key(payeeId: string, invoiceNumber: string): string {
    return `${payeeId}\u0000${invoiceNumber}`;
  }

  get(instanceId: string): SandboxInstance | undefined {
    return this.byId.get(instanceId);
  }

  findByKey(payeeId: string, invoiceNumber: string): SandboxInstance | undefined {
    return this.byKey.get(SandboxState.key(payeeId, invoiceNumber));
  }

  all(): SandboxInstance[] {
    return [...this.byId.values()].sort((a, b) => a.seq - b.seq);
  }

  nextSeq(): number {
    return this.maxSeq + 1;
  }

  /** Reads what other processes appended since the last look. */
  sync(): void {
    if (this.fd === undefined) return;
    const size = fstatSync(this.fd).size;
    if (size <= this.offset) return;
    const buffer = Buffer.alloc(size - this.offset);
    readSync(this.fd, buffer, 0, buffer.length, this.offset);
    this.offset = size;
    const text = this.partial + buffer.toString('utf8');
    const lines = text.split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) this.applyText(line);
  }

  /**
   * Adds an invoice under the next free sequence number. When another process sharing the file
   * took the same key first, that invoice is returned with `created: false`.
   */
  addInstance(
    make: (seq: number, instanceId: string) => Omit<SandboxInstance, 'advancedAt' | 'token'>,
    /** Book it even when the key exists, as a back-end without a duplicate check does. @default false */
    booksDuplicates = false,
  ): { created: boolean; instance: SandboxInstance } {
    for (;;) {
      this.sync();
      const seq = this.nextSeq();
      const made = make(seq, instanceIdFor(seq));
      const existing = this.findByKey(made.payeeId, made.invoiceNumber);
      if (existing && !booksDuplicates) return { created: false, instance: existing };
      const instance = { ...made, token: randomUUID(), ...(existing ? { duplicate: true } : {}) };
      this.write({ op: 'create', instance });
      const winner = instance.duplicate
        ? this.byId.get(instance.instanceId)
        : this.findByKey(instance.payeeId, instance.invoiceNumber);
      if (winner) return { created: winner.token === instance.token, instance: winner };
      // Another process took this sequence number for another invoice; take the next one.
    }
  }

  advance(instanceId: string, at: number): void {
    this.write({ op: 'advance', instanceId, at });
  }

  recordDuplicate(instanceId: string, at: number): void {
    this.write({ op: 'duplicate', instanceId, at });
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  private write(line: StateLine): void {
    if (this.fd === undefined) {
      this.apply(line);
      return;
    }
    this.sync();
    writeSync(this.fd, `${JSON.stringify(line)}\n`);
    this.sync();
  }

  private applyText(text: string): void {
    try {
      this.apply(JSON.parse(text) as StateLine);
    } catch {
      // A torn line from a killed writer: its invoice was never answered, so it is dropped.
    }
  }

  private apply(line: StateLine): void {
    if (line.op === 'create') {
      const key = SandboxState.key(line.instance.payeeId, line.instance.invoiceNumber);
      // Two processes may race for one key; the first line in the file wins, as in a database.
      if (this.byId.has(line.instance.instanceId) || (this.byKey.has(key) && !line.instance.duplicate)) return;
      const instance: SandboxInstance = { ...line.instance, advancedAt: [] };
      this.byId.set(instance.instanceId, instance);
      if (!this.byKey.has(key)) this.byKey.set(key, instance);
      this.maxSeq = Math.max(this.maxSeq, instance.seq);
    } else if (line.op === 'advance') {
      this.byId.get(line.instanceId)?.advancedAt.push(line.at);
    } else if (line.op === 'duplicate') {
      this.duplicatesRecorded += 1;
    }
  }
}
