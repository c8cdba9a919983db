/**
 * How a status answer names its instance (E_STATUS.INV_INSTNC_ID), for tests of a client that
 * must check it: a gateway that mixes up cached answers gives another instance's status, and
 * back-ends write the id without its leading zeros, as a JSON number, or not at all.
 */
import type { SandboxInstance, SandboxState } from './sandbox-state.js';

/**
 * - `as-asked`: the instance asked for, its id as stored (`0030000001`)
 * - `another`: the status of the next instance created (the first after the last), its own id
 * - `absent`: no INV_INSTNC_ID in E_STATUS
 * - `unpadded`: the id without leading zeros (`30000001`)
 * - `number`: the id as a JSON number (`30000001`)
 */
export type StatusInstanceId = 'as-asked' | 'another' | 'absent' | 'unpadded' | 'number';

/** The instance whose status is answered when `asked` is asked for. */
export function answeredInstance(state: SandboxState, asked: SandboxInstance, mode: StatusInstanceId): SandboxInstance {
  if (mode !== 'another') return asked;
  const all = state.all();
  return all.find((instance) => instance.seq > asked.seq) ?? all.find((instance) => instance !== asked) ?? asked;
}

/** The answer with E_STATUS.INV_INSTNC_ID written as `mode` says. */
export function spellInstanceId(answer: Record<string, unknown>, mode: StatusInstanceId): Record<string, unknown> {
  const status = { ...(answer.E_STATUS as Record<string, unknown>) };
  const id = String(status.INV_INSTNC_ID);
  if (mode === 'absent') delete status.INV_INSTNC_ID;
  else if (mode === 'unpadded') status.INV_INSTNC_ID = id.replace(/^0+(?=\d)/, '');
  else if (mode === 'number') status.INV_INSTNC_ID = Number(id);
  return { ...answer, E_STATUS: status };
}
