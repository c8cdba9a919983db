/** `resolve` with many references as text: a line per invoice, then the count. Pure. */
import type { ManyResolved } from '../batch/resolve-many-in-doubt.js';
import type { ResolveResult } from '../batch/resolve-in-doubt.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';

/** What one `resolve` prints for an invoice it recorded. */
export function formatResolved(result: ResolveResult): string {
  const what = result.instanceId
    ? `created as instance ${result.instanceId}`
    : result.heldThere
      ? 'not created'
      : 'not created: the next upload posts it';
  const runs = [...new Set(result.settled.map((s) => s.runId))].join(', ');
  const line = `${result.key}: recorded as ${what} (${result.settled.length} journal row(s) settled, runs ${runs})`;
  const there = result.heldThere;
  if (there === undefined) return line;
  const resolve = `${there.resolve} ${result.key}`;
  return `${line}; but it was held behind a post in doubt under another target, ${there.target}: the next upload holds it again until that one is resolved there: ${resolve} --instance-id <N> (it was created as instance N), or ${resolve} --not-created (it was not)`;
}

export function formatResolveMany(outcomes: readonly ManyResolved[]): string {
  const lines = outcomes.map((outcome) =>
    'recorded' in outcome ? formatResolved(outcome.recorded) : `${outcome.reference}: not recorded: ${outcome.refused}`,
  );
  const recorded = outcomes.flatMap((outcome) => ('recorded' in outcome ? [outcome.recorded] : []));
  const created = recorded.filter((result) => result.instanceId !== undefined).length;
  lines.push(
    `${outcomes.length} invoices named: ${recorded.length} recorded (${created} created, ${recorded.length - created} not created), ${outcomes.length - recorded.length} not recorded.`,
  );
  return `${lines.map(escapeControlCharacters).join('\n')}\n`;
}
