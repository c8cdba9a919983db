/**
 * How the sandbox words the answer to a create it booked. The spec shows only E_RETCODE 0 for
 * success and leaves the meaning of other codes unshown, and back-ends are seen to book an
 * invoice and still answer a non-zero code ("created with warnings"), or to write a member
 * twice. A client must never post such an invoice again: tests pick each wording here.
 */

/** An answer as the sandbox sends an injected one (an InjectedAnswer). */
export interface SpelledAnswer {
  status: number;
  body: string;
  contentType: string;
}

/**
 * - `plain`: E_RETCODE 0 with the new E_INSTANCE_ID, as the seed shows
 * - `warning`: E_RETCODE 4 with the new E_INSTANCE_ID and a warning in E_MESSAGE
 * - `repeated-retcode`: E_RETCODE written twice, first 0 then 8, around the new E_INSTANCE_ID
 * - `numeric-id`: E_RETCODE 0 with E_INSTANCE_ID as a JSON number, its leading zeros lost
 *   (`"E_INSTANCE_ID":30000403` for 0030000403), as a gateway's XML-to-JSON conversion writes it
 * - `cut-body`: the answer cut off just after E_INSTANCE_ID, as a proxy's buffer or a dropped link leaves it
 */
export const CREATED_ANSWERS = ['plain', 'warning', 'repeated-retcode', 'numeric-id', 'cut-body'] as const;
export type CreatedAnswer = (typeof CREATED_ANSWERS)[number];

/** E_RETCODE of an invoice booked with a warning. */
export const RETCODE_WARNING = 4;
export const WARNING_MESSAGE = 'Invoice created with warnings: tax code defaulted';

/**
 * The answer to send instead of `json`, the sandbox's own answer to a booked create
 * (E_RETCODE 0); undefined when it is sent as it is.
 */
export function spellCreatedAnswer(json: unknown, mode: CreatedAnswer): SpelledAnswer | undefined {
  if (mode === 'plain' || typeof json !== 'object' || json === null) return undefined;
  const answer = json as Record<string, unknown>;
  if (answer.E_RETCODE !== 0) return undefined;
  if (mode === 'warning') {
    const body = JSON.stringify({ ...answer, E_RETCODE: RETCODE_WARNING, E_MESSAGE: WARNING_MESSAGE });
    return { status: 200, body, contentType: 'application/json' };
  }
  if (mode === 'numeric-id') {
    const body = JSON.stringify({ ...answer, E_INSTANCE_ID: Number(answer.E_INSTANCE_ID) });
    return { status: 200, body, contentType: 'application/json' };
  }
  if (mode === 'cut-body') {
    const whole = JSON.stringify({ E_INSTANCE_ID: answer.E_INSTANCE_ID, ...answer });
    const end = whole.indexOf(',', whole.indexOf('E_INSTANCE_ID')) + 6;
    return { status: 200, body: whole.slice(0, end), contentType: 'application/json' };
  }
  // JSON.stringify cannot write a member twice; the second E_RETCODE is appended by hand.
  const body = `${JSON.stringify(answer).slice(0, -1)},"E_RETCODE":8}`;
  return { status: 200, body, contentType: 'application/json' };
}
