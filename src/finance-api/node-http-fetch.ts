/**
 * The transport under ky: a fetch built on node:http(s) with keep-alive agents. Node's global
 * fetch, with ky's streamed request bodies, took several times the CPU per request; at hundreds
 * of invoices a second that, not the network, was the limit.
 * The agents honour the server's `Keep-Alive: timeout`, so an idle connection is dropped before
 * the server closes it and a create is never written into a closing socket.
 */
import http from 'node:http';
import https from 'node:https';

const httpAgent = new http.Agent({ keepAlive: true });
const httpsAgent = new https.Agent({ keepAlive: true });

function responseHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  return headers;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * A fetch for ky's `fetch` option. The body is passed here as bytes rather than read back from
 * ky's Request stream, so it is written once, with its length, and never streamed.
 * @param body the request body @default none
 */
export async function nodeHttpFetch(request: Request, body?: Buffer): Promise<Response> {
  const signal = request.signal;
  if (signal.aborted) throw abortError(signal);
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  if (body) headers['content-length'] = String(body.length);

  return new Promise<Response>((resolve, reject) => {
    const outgoing = (secure ? https : http).request(url, { method: request.method, headers, agent: secure ? httpsAgent : httpAgent });
    const onAbort = () => outgoing.destroy(abortError(signal) as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal.removeEventListener('abort', onAbort);
    outgoing.on('error', (error) => {
      settle();
      reject(error);
    });
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', (error) => {
        settle();
        reject(error);
      });
      incoming.on('aborted', () => {
        settle();
        reject(Object.assign(new Error('the connection closed before the answer was complete'), { code: 'ECONNRESET' }));
      });
      incoming.on('end', () => {
        settle();
        const status = incoming.statusCode ?? 0;
        const noBody = status === 204 || status === 304 || request.method === 'HEAD';
        resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, statusText: incoming.statusMessage ?? '', headers: responseHeaders(incoming.headers) }));
      });
    });
    outgoing.end(body);
  });
}
