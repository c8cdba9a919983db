/**
 * What a workbook's Sandbox line says. Only the sandbox the tool started itself is known to reach
 * no real finance system; of a server named by its base URL the tool knows the address (the Target
 * line) and nothing more, so it never calls one real.
 */
export function sandboxText(sandbox: boolean): string {
  return sandbox
    ? 'YES - local sandbox: nothing reached a real finance system'
    : 'no - not the embedded sandbox: sent to the server under Target, which may be a real finance system';
}
