/**
 * yargs renders the whole help of a command (every flag, wrapped to the terminal) each time it runs
 * one, before the command's handler goes on, and keeps it in case the handler asks for the help:
 * none does (`--help` and usage errors render it afresh). Some 0.06 s of CPU per start, more for
 * upload's many flags, spent on text nobody reads.
 */
import type { Argv } from 'yargs';

/** The part of yargs' usage object this touches (reached through getInternalMethods, missing from its types). */
interface UsageInternals {
  getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: () => void } };
}

/** `parser`, which no longer renders a command's help before running the command. */
export function skipHelpCache<T>(parser: Argv<T>): Argv<T> {
  const usage = (parser as unknown as UsageInternals).getInternalMethods?.().getUsageInstance?.();
  if (usage?.cacheHelpMessage) usage.cacheHelpMessage = () => undefined;
  return parser;
}
