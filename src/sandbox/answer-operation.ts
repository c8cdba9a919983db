/** The sandbox's answer to one operation that passed the checks of its path, method, key and body. */
import { advertiserListBody, listedPayeeIds } from './sandbox-advertisers.js';
import { advertiserPage } from './page-advertiser-list.js';
import { buildStatusResponse } from './build-status-response.js';
import { handleCreate } from './handle-create.js';
import { movesOnAfterCall, stepOf, type Advance } from './sandbox-lifecycle.js';
import type { SandboxOptions } from './sandbox-options.js';
import type { SandboxRoute } from './sandbox-front-options.js';
import type { SandboxStats } from './running-sandbox.js';
import type { SandboxState } from './sandbox-state.js';
import { hashUnit } from './seeded-random.js';
import { answeredInstance, spellInstanceId } from './status-instance-fault.js';
import { answerUnknownInstance } from './unknown-instance-answer.js';

/** What one answer reads and counts: the sandbox's options, instances and counters, its seed and the time now. */
export interface OperationContext {
  options: SandboxOptions;
  state: SandboxState;
  stats: SandboxStats;
  seed: number;
  nowMs: number;
}

export function answerOperation(
  route: SandboxRoute,
  body: unknown,
  url: URL,
  { options, state, stats, seed, nowMs }: OperationContext,
): { status: number; json: unknown } {
  const advance: Advance = options.advance ?? 'per-call';
  const stuckRate = options.stuckRate ?? 0;
  const statusInstanceId = options.statusInstanceId ?? 'as-asked';
  const unknown = options.unknownInstance ?? 'retcode';
  if (route === 'advertisers') {
    const body = advertiserListBody(
      options.advertiserShape ?? 'bare',
      options.advertiserCount,
      options.advertiserDuplicates,
    );
    if (!options.advertiserPages || !Array.isArray(body)) return { status: 200, json: body };
    return { status: 200, json: advertiserPage(body, options.advertiserPages, url) };
  }
  if (route === 'create') {
    const result = handleCreate(body, {
      state,
      nowMs,
      isStuck: (id) => stuckRate > 0 && hashUnit(id, seed) < stuckRate,
      booksDuplicates: options.booksDuplicates,
      payeeIds: listedPayeeIds(options.advertiserShape ?? 'bare'),
    });
    if (result.kind === 'created') stats.created += 1;
    else stats.rejected += 1;
    if (result.kind === 'duplicate') stats.duplicateAttempts += 1;
    if (result.kind === 'duplicate' && options.duplicateAnswer === 'conflict')
      return { status: 409, json: { error: 'Conflict', message: result.body.E_MESSAGE } };
    return { status: 200, json: result.body };
  }
  const instanceId = url.searchParams.get('INSTANCE_ID') ?? '';
  if (!/^\d+$/.test(instanceId))
    return answerUnknownInstance(instanceId, `INSTANCE_ID must be digits, got ${JSON.stringify(instanceId)}`, unknown);
  state.sync();
  const asked = state.get(instanceId);
  if (!asked) return answerUnknownInstance(instanceId, `Invoice instance ${instanceId} does not exist`, unknown);
  const instance = answeredInstance(state, asked, statusInstanceId);
  const { step, enteredAt } = stepOf(instance, advance, nowMs);
  const json = spellInstanceId(buildStatusResponse(instance, step, enteredAt), statusInstanceId);
  if (movesOnAfterCall(instance, advance)) state.advance(instance.instanceId, nowMs);
  return { status: 200, json };
}
