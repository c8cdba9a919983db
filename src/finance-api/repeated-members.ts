/**
 * A create answer that writes E_RETCODE or E_INSTANCE_ID more than once with different values
 * says two things at once. JSON.parse keeps the last; the first may be what the back-end meant
 * (a gateway appending its own code, a template filled twice). Neither reading can be trusted,
 * so such an answer is found here and taken as in doubt. Pure; the body must be valid JSON.
 */
import { rawJsonMembers } from './raw-json-member.js';

/** What a raw member means for comparison: `0` and `"0"` are one E_RETCODE. */
function meaningOf(raw: string): string {
  const value = JSON.parse(raw) as unknown;
  return typeof value === 'string' ? value.trim() : raw.trim();
}

/** The distinct values of `name` in the order written; one or none when it is not in conflict. */
export function distinctMemberValues(body: string, name: string): string[] {
  return [...new Set(rawJsonMembers(body, name).map(meaningOf))];
}

/** `E_RETCODE is written twice with different values (0, 8)` for each member in conflict, or undefined. */
export function describeRepeatedMembers(body: string, names: readonly string[]): string | undefined {
  const conflicts = names.flatMap((name) => {
    const written = rawJsonMembers(body, name).length;
    const values = distinctMemberValues(body, name);
    if (values.length < 2) return [];
    const times = written === 2 ? 'twice' : `${written} times`;
    return [`${name} is written ${times} with different values (${values.join(', ')})`];
  });
  return conflicts.length ? conflicts.join('; ') : undefined;
}
