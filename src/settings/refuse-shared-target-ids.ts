/**
 * Two profiles of one config giving the same `targetId` are one finance system to the journal and
 * to the advertiser cache: an invoice created through one is skipped through the other, reconcile
 * asks one server for the other's invoices, and one profile's advertiser list replaces the
 * other's. That is right for two keys to one back-end, and wrong for a profile block copied from
 * another and given a new address, so a shared `targetId` is refused unless the addresses (with
 * their path segments) may be the same back-end.
 */
import type { ConfigFile } from '../config-file/config-file-schema.js';
import type { YamlFile } from '../config-file/read-yaml-file.js';
import { ConfigError } from '../errors.js';
import { targetKey } from '../finance-api/api-target.js';
import { maskUrlCredentials } from '../finance-api/mask-url-credentials.js';
import { possiblySameBackEnd } from '../finance-api/possibly-same-back-end.js';
import { normalizeTargetIdentity } from '../finance-api/target-identity.js';
import { DEFAULTS } from './default-settings.js';

/** Refuses (exit 2, at the second profile's `targetId`) two profiles naming one `targetId` for different addresses. */
export function refuseSharedTargetIds(config: ConfigFile, yaml: YamlFile | undefined): void {
  const seen = new Map<string, { profile: string; address: string }>();
  for (const [profile, settings] of Object.entries(config.profiles ?? {})) {
    if (settings.targetId === undefined || settings.baseUrl === undefined) continue;
    const id = normalizeTargetIdentity(settings.targetId);
    const address = maskUrlCredentials(
      targetKey({
        baseUrl: settings.baseUrl,
        erpSegment: settings.erpSegment ?? DEFAULTS.erpSegment,
        appSegment: settings.appSegment ?? DEFAULTS.appSegment,
        envSegment: settings.envSegment ?? DEFAULTS.envSegment,
      }),
    );
    const first = seen.get(id);
    if (first === undefined) {
      seen.set(id, { profile, address });
      continue;
    }
    if (possiblySameBackEnd(first.address, address)) continue;
    throw new ConfigError(
      `profiles.${profile}.targetId: profiles "${first.profile}" and "${profile}" both give targetId "${settings.targetId}", but "${first.profile}" posts to ${first.address} and "${profile}" to ${address}: one targetId is one finance system to the journal and the advertiser cache, so one profile's invoices would be skipped, reconciled or listed as the other's. Give each finance system its own targetId; the same targetId is for profiles that reach one back-end at the same address (two API keys to one system)`,
      { file: yaml?.file, line: yaml?.locate(['profiles', profile, 'targetId']).line },
    );
  }
}
