/** Created rows that share an instance id with another business key: the statement and how its rows are read. */
/**
 * A created row whose instance id (leading zeros aside) belongs to another business key: the key
 * of the first row created with it on the same target (answered first, then the lower id).
 */
export interface SharedInstance {
  rowId: number;
  runId: number;
  instanceId: string;
  /** That first row. */
  other: { invoiceId: string | null; payeeId: string; invoiceNumber: string; runId: number };
}

/**
 * `findSharedInstances`: each created row of the run paired with every other created row of the
 * same instance (leading zeros aside) on the same target. Almost always none; `sharedInstancesOf`
 * groups them and decides. Both backends must look the pairs up in `invoices_by_instance` (an
 * index on the instance id without its zeros): without statistics, SQLite took `invoices_by_state`
 * instead (6 s for 5,000 rows) and PostgreSQL combined the key and state indexes (8.6 s for 3,000),
 * so SQLite is told the index, and PostgreSQL gets no other condition an index could serve.
 */
const sharedInstancesSql = (other: string, target: string, state: string) =>
  `SELECT mine.id AS "id", mine.run_id AS "runId", mine.instance_id AS "instanceId",
     mine.invoice_id AS "invoiceId", mine.payee_id AS "payeeId", mine.invoice_number AS "invoiceNumber",
     mine.outcome_at AS "outcomeAt",
     other.id AS "otherId", other.run_id AS "otherRunId", other.instance_id AS "otherInstanceId",
     other.invoice_id AS "otherInvoiceId", other.payee_id AS "otherPayeeId",
     other.invoice_number AS "otherInvoiceNumber", other.outcome_at AS "otherOutcomeAt"
   FROM invoices AS mine
   JOIN ${other} ON ltrim(other.instance_id, '0') = ltrim(mine.instance_id, '0')
     AND ${target} = mine.target_identity AND other.instance_id IS NOT NULL
     AND other.instance_id <> '' AND ${state} = 'created' AND other.id <> mine.id
   WHERE mine.run_id = ? AND mine.state = 'created' AND mine.instance_id IS NOT NULL AND mine.instance_id <> ''
   ORDER BY mine.id`;

export const FIND_SHARED_INSTANCES_SQLITE = sharedInstancesSql(
  'invoices AS other INDEXED BY invoices_by_instance',
  'other.target_identity',
  'other.state',
);
export const FIND_SHARED_INSTANCES_POSTGRES = sharedInstancesSql(
  'invoices AS other',
  "(other.target_identity || '')",
  "(other.state || '')",
);

interface InstanceHolder {
  id: number;
  runId: number;
  instanceId: string;
  invoiceId: string | null;
  payeeId: string;
  invoiceNumber: string;
  outcomeAt: string;
}

/** A row of FIND_SHARED_INSTANCES_*: the run's row, and the other row with each name prefixed `other`. */
export type SharedInstanceRow = InstanceHolder & {
  [K in keyof InstanceHolder as `other${Capitalize<K>}`]: InstanceHolder[K];
};

const firstOf = (a: InstanceHolder, b: InstanceHolder) =>
  a.outcomeAt < b.outcomeAt || (a.outcomeAt === b.outcomeAt && a.id < b.id) ? a : b;

/**
 * The rows of FIND_SHARED_INSTANCES_* grouped by instance: in each group the first row created
 * (by answer time, then id) owns it, and every row of another key shares it. A row of the owner's
 * own key (a retry answered with the same instance) shares with nobody.
 */
export function sharedInstancesOf(rows: readonly SharedInstanceRow[]): SharedInstance[] {
  const groups = new Map<string, Map<number, InstanceHolder>>();
  const add = (holder: InstanceHolder) => {
    const instance = holder.instanceId.replace(/^0+/, '');
    const group = groups.get(instance) ?? new Map<number, InstanceHolder>();
    group.set(holder.id, holder);
    groups.set(instance, group);
  };
  for (const row of rows) {
    add(row);
    add({
      id: row.otherId,
      runId: row.otherRunId,
      instanceId: row.otherInstanceId,
      invoiceId: row.otherInvoiceId,
      payeeId: row.otherPayeeId,
      invoiceNumber: row.otherInvoiceNumber,
      outcomeAt: row.otherOutcomeAt,
    });
  }
  const shared: SharedInstance[] = [];
  for (const group of groups.values()) {
    const holders = [...group.values()];
    const owner = holders.reduce(firstOf);
    for (const holder of holders) {
      if (holder.payeeId === owner.payeeId && holder.invoiceNumber === owner.invoiceNumber) continue;
      shared.push({
        rowId: holder.id,
        runId: holder.runId,
        instanceId: holder.instanceId,
        other: {
          invoiceId: owner.invoiceId,
          payeeId: owner.payeeId,
          invoiceNumber: owner.invoiceNumber,
          runId: owner.runId,
        },
      });
    }
  }
  return shared.sort((a, b) => a.rowId - b.rowId);
}
