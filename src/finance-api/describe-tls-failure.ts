/**
 * OpenSSL's codes for a failed TLS handshake, in the words an operator acts on: what is wrong and
 * who can fix it. The code is kept after the words, for searching.
 */
import { accessSync, constants } from 'node:fs';

/** OpenSSL's codes for a certificate whose issuer Node.js does not trust: a company's own CA, most often. */
const UNKNOWN_ISSUER = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'CERT_UNTRUSTED',
]);

// Node.js reads NODE_EXTRA_CA_CERTS once at start and only warns when the file is missing.
const EXTRA_CA_HINT =
  'for a company CA, set NODE_EXTRA_CA_CERTS=/path/to/ca.pem before invoice-batch starts (the file it names must exist and hold PEM certificates)';

/** What to do about a CA Node.js does not trust, given NODE_EXTRA_CA_CERTS as this process started with it. */
function extraCaHint(extraCa: string | undefined): string {
  if (!extraCa) return EXTRA_CA_HINT;
  // Already set: telling the operator to set it sends them in a circle.
  try {
    accessSync(extraCa, constants.R_OK);
  } catch {
    return `NODE_EXTRA_CA_CERTS is set to ${extraCa}, but that file cannot be read (Node.js skipped it at start): point it at a readable PEM file of the company CA`;
  }
  return `NODE_EXTRA_CA_CERTS is set to ${extraCa}, but that file does not hold the issuer of the server's certificate: add the company CA's PEM certificate to it`;
}

const WORDS: Readonly<Record<string, string>> = {
  CERT_HAS_EXPIRED: "the server's certificate has expired: its operators must renew it",
  CERT_NOT_YET_VALID: "the server's certificate is not valid yet: check this machine's clock (and the server's)",
  ERR_TLS_CERT_ALTNAME_INVALID:
    "the server's certificate was not issued for this host name: use the host name the certificate names in the base URL, not an IP address or an alias",
  HOSTNAME_MISMATCH:
    "the server's certificate was not issued for this host name: use the host name the certificate names in the base URL",
  CERT_REVOKED: "the server's certificate has been revoked by its issuer: its operators must replace it",
  ERR_SSL_UNSUPPORTED_PROTOCOL: 'the server offers only a TLS version Node.js refuses as insecure (TLS 1.0 or 1.1)',
  ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION: 'the server refused the TLS version Node.js offers',
  ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE: 'the server and Node.js share no TLS version or cipher',
};

/**
 * The reason of a TLS failure with `code`, or undefined when the code is not a TLS one.
 * @param extraCa NODE_EXTRA_CA_CERTS as the process started with it ('' for not set); Node.js's own
 *   variable, read by it at start, not a setting of the tool @default process.env's
 */
export function describeTlsFailure(
  code: string,
  extraCa: string | undefined = process.env.NODE_EXTRA_CA_CERTS,
): string | undefined {
  if (!/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/.test(code)) return undefined;
  const words = UNKNOWN_ISSUER.has(code)
    ? `the server's certificate is not from a CA Node.js trusts; ${extraCaHint(extraCa)}`
    : code === 'DEPTH_ZERO_SELF_SIGNED_CERT'
      ? `the server's certificate is self-signed; ${extraCaHint(extraCa)}`
      : WORDS[code];
  return `TLS failure before sending: ${words ?? 'the TLS handshake failed'} (${code})`;
}
