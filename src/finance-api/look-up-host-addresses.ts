/**
 * The addresses names resolve to, for possiblySameBackEnd: a name that resolves to the address of
 * another target's host may be the same back-end. A name that does not resolve stands for itself.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { backEndAddress } from './possibly-same-back-end.js';

/** Addresses of the named hosts of `identities` (IP literals and loopback spellings need none). */
export async function lookUpHostAddresses(identities: readonly string[]): Promise<Map<string, string[]>> {
  const hosts = new Set<string>();
  for (const identity of identities) {
    const host = backEndAddress(identity)?.host;
    if (host !== undefined && host !== 'loopback' && isIP(host) === 0) hosts.add(host);
  }
  const found = new Map<string, string[]>();
  await Promise.all(
    [...hosts].map(async (host) => {
      try {
        found.set(
          host,
          (await lookup(host, { all: true })).map((answer) => answer.address),
        );
      } catch {
        found.set(host, []);
      }
    }),
  );
  return found;
}
