/**
 * What `--version` prints: the package version and the journal schema this build writes, as a line
 * or, with `--json`, as one JSON object. Operators compare it between hosts before they share a
 * PostgreSQL journal (docs/operations.md, Upgrading).
 */
export interface VersionFacts {
  version: string;
  journalSchema: number;
}

export function formatVersion(facts: VersionFacts, json: boolean): string {
  if (json) return `${JSON.stringify({ name: 'invoice-batch', ...facts })}\n`;
  return `invoice-batch ${facts.version} (journal schema ${facts.journalSchema})\n`;
}
