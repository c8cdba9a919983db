/** One summary line on how sending went: the concurrency found, throttling, pauses. Pure. */
import type { SendingFigures } from '../batch/send-runs.js';
import { plural } from '../invoice/format-count.js';

/** `Sending:  ...`, or undefined when there is nothing to say (fixed concurrency, no throttling, no pause). */
export function formatSending(figures: SendingFigures | undefined): string | undefined {
  if (!figures) return undefined;
  const parts: string[] = [];
  if (figures.settledConcurrency !== undefined) parts.push(`concurrency auto settled on ${figures.settledConcurrency}`);
  if (figures.throttled > 0) parts.push(throttledText(figures));
  if (figures.pacedPerSecond !== undefined) {
    const rate = Number(figures.pacedPerSecond.toFixed(1));
    parts.push(`requests spread evenly at ${rate} a second (--rate, or the gateway's rate limit)`);
  }
  if (figures.pauses > 0) {
    const times = figures.pauses === 1 ? 'once' : `${figures.pauses} times`;
    const paused = `paused ${times} for gateway failures (${Math.round(figures.pausedMs / 1000)} s in all)`;
    const resumed = figures.pauses - (figures.endedPaused ? 1 : 0);
    const resumedText =
      resumed === 0
        ? ''
        : resumed === figures.pauses
          ? ', resumed when the finance API answered again'
          : `, resumed ${resumed === 1 ? 'once' : `${resumed} times`}`;
    parts.push(
      `${paused}${resumedText}${figures.endedPaused ? ', and ended while paused: the finance API did not answer again' : ''}`,
    );
  }
  return parts.length > 0 ? `Sending:  ${parts.join('; ')}` : undefined;
}

/** The throttled requests, and what came of each: sent again after its wait, kept back by the stop, or given up. */
function throttledText({ throttled, sentAgain, stoppedWaiting }: SendingFigures): string {
  const what = `the gateway throttled ${plural(throttled, 'request')} (429, or a gateway's own rate-limit or no-target answer)`;
  if (sentAgain === throttled) return `${what}, each sent again after the wait it asked for`;
  const gaveUp = throttled - sentAgain - stoppedWaiting;
  const fates = [
    `${sentAgain} sent again after the wait it asked for`,
    stoppedWaiting > 0 ? `${stoppedWaiting} waiting to go again when the upload stopped, not sent` : '',
    gaveUp > 0 ? `${gaveUp} given up after waiting too long (safe to post again)` : '',
  ];
  return `${what}: ${fates.filter(Boolean).join(', ')}`;
}
