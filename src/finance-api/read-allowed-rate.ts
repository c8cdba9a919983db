/**
 * The rate a gateway's spike arrest refusal says it allows. Apigee states it in the faultstring:
 * `Allowed rate : MessageRate{messagesPerPeriod=40, periodInMicroseconds=1000000}` (Apigee X and
 * newer Edge, sometimes with more fields), or `Allowed rate : 40ps` / `2400pm` (older Edge). Pure.
 */

const MESSAGE_RATE = /messagesPerPeriod\s*=\s*(\d+(?:\.\d+)?)\s*,\s*periodInMicroseconds\s*=\s*(\d+)/i;
const SHORT_RATE = /allowed rate\s*:\s*(\d+(?:\.\d+)?)\s*(ps|pm)\b/i;

/** Requests per second the faultstring allows, or undefined when it states none (or nothing above 0). */
export function readAllowedRate(faultstring: string): number | undefined {
  const message = MESSAGE_RATE.exec(faultstring);
  let perSecond: number | undefined;
  if (message) perSecond = (Number(message[1]) * 1_000_000) / Number(message[2]);
  else {
    const short = SHORT_RATE.exec(faultstring);
    if (short) perSecond = Number(short[1]) / (short[2]?.toLowerCase() === 'pm' ? 60 : 1);
  }
  return perSecond !== undefined && Number.isFinite(perSecond) && perSecond > 0 ? perSecond : undefined;
}
