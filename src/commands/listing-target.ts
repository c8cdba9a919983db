/**
 * The target a listing (`journal`, `history`) is filtered to: the one a `--profile` or
 * `--base-url` names on the command line, as an upload to it would record it; none (every target
 * of the journal) when neither is given, since the default profile is not a choice the user made.
 * Nothing is opened and the API is not called.
 */
import type { Settings } from '../settings.js';
import { sandboxStateDir, targetIdentityOf } from './open-target.js';

export function listingTargetOf(argv: { profile?: string; baseUrl?: string }, settings: Settings): string | undefined {
  if (argv.profile === undefined && argv.baseUrl === undefined) return undefined;
  return targetIdentityOf(settings.api, sandboxStateDir(settings));
}
