/**
 * The meaning of HTTP statuses as the seed lists them (section 7), with the statuses of
 * gateways and throttling that the seed does not list; and the words that name what refused an
 * invoice (its E_RETCODE, or a status that refuses), so that every text about a rejection,
 * whether of one answer or of a run's groups, words it alike.
 */

const SEED_MEANINGS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden, or the developer is inactive',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
};

/** The standard reason phrases (RFC 9110, 6585, 4918, 8470, 7725), and nginx's 499. */
const OTHER_MEANINGS: Readonly<Record<number, string>> = {
  402: 'Payment Required',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  // nginx: the client closed the connection while the request was with the upstream.
  499: 'Client Closed Request',
  501: 'Not Implemented',
  503: 'Service Unavailable',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

/** True for a status HTTP defines a class for (1xx to 5xx); a server may send any three digits. */
function isHttpStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 100 && status <= 599;
}

/** `401 Unauthorized`-style meaning of a status, never empty. */
export function httpStatusMeaning(status: number): string {
  if (!isHttpStatus(status)) return 'is not an HTTP status (100 to 599): the answer cannot be read';
  const known = SEED_MEANINGS[status] ?? OTHER_MEANINGS[status];
  if (known) return known;
  if (status >= 500) return 'Server error';
  if (status >= 400) return 'Client error';
  if (status >= 300) return 'Redirection not followed';
  if (status < 200) return 'Informational status, not an answer';
  return 'Unexpected status';
}

/**
 * What refused an invoice: `E_RETCODE 4`; for a rejection without an E_RETCODE, the status when it
 * is not a success (`HTTP 409 Conflict`), else `E_RETCODE ?`.
 */
export function refusalCode(retcode: number | null | undefined, status?: number | null): string {
  if (typeof retcode === 'number') return `E_RETCODE ${retcode}`;
  if (typeof status === 'number' && (status < 200 || status > 299))
    return `HTTP ${status} ${httpStatusMeaning(status)}`;
  return 'E_RETCODE ?';
}
