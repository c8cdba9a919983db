/** A gateway's small JSON bodies read as objects, to tell its own answers by their members. Pure. */

/** The members of a JSON object body, or undefined when the body is not one. */
export function jsonObjectOf(body: string): Record<string, unknown> | undefined {
  if (!body.trimStart().startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
