/**
 * Where the per-user register of journals and the targets they posted to is kept: one file per
 * user, outside any working folder, so two folders that each open their own journal see each other.
 */
import { isAbsolute, join } from 'node:path';
import { ConfigError } from '../errors.js';

/** Name of the register file inside its folder. */
export const REGISTER_FILE = 'journals.json';

/**
 * The register file for `env`: `INVOICE_BATCH_STATE_DIR`, else `$XDG_STATE_HOME/invoice-batch`,
 * else `$HOME/.local/state/invoice-batch`; undefined when none of them is set (a service without a
 * home). A relative XDG_STATE_HOME is ignored, as the XDG base directory specification says; a
 * relative INVOICE_BATCH_STATE_DIR, set for invoice-batch alone, is refused (ConfigError).
 * @param env the environment without empty values
 */
export function locateJournalRegister(env: NodeJS.ProcessEnv): string | undefined {
  const stateDir = env.INVOICE_BATCH_STATE_DIR;
  // Relative, it would name a register in each working folder: the very split the register is there to see.
  if (stateDir && !isAbsolute(stateDir))
    throw new ConfigError(
      `environment variable INVOICE_BATCH_STATE_DIR: expected an absolute folder, got a relative one; a register per working folder would not see the journals of the others`,
    );
  if (stateDir) return join(stateDir, REGISTER_FILE);
  if (env.XDG_STATE_HOME && isAbsolute(env.XDG_STATE_HOME))
    return join(env.XDG_STATE_HOME, 'invoice-batch', REGISTER_FILE);
  if (env.HOME) return join(env.HOME, '.local', 'state', 'invoice-batch', REGISTER_FILE);
  return undefined;
}
