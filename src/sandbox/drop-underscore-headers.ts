/**
 * nginx in front of the finance API, as it is by default (`underscores_in_headers off`): a request
 * header whose name holds an underscore is dropped without a word, so the `api_key` header never
 * reaches the back-end, which refuses the key. Its answers name it (`Server: nginx`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function dropUnderscoreHeaders(request: IncomingMessage, response: ServerResponse): void {
  for (const name of Object.keys(request.headers)) if (name.includes('_')) delete request.headers[name];
  response.setHeader('Server', 'nginx');
}
