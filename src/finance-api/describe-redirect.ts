/**
 * Where a redirection points, for the operator who must fix the base URL. Never followed: a
 * create sent again to another URL could post twice, and the `api_key` header must not go to a
 * host the profile does not name. The Location is the server's text: its user and password and
 * its query string (tokens, keys) are masked, and it is cut short.
 */
import { maskUrlCredentials } from './mask-url-credentials.js';

const MAX_SHOWN = 200;

/** The Location with credentials, query and fragment masked. Pure. */
export function maskLocation(location: string): string {
  const masked = maskUrlCredentials(location.replace(/[\u0000-\u001f\u007f]/g, ''))
    .replace(/#.*$/s, '')
    .replace(/\?.*$/s, '?***');
  return masked.length > MAX_SHOWN ? `${masked.slice(0, MAX_SHOWN)}...` : masked;
}

/** `, Location https://.../v2 (not followed ...)` for a redirection, else ''. */
export function redirectNote(answer: { status: number; headers: Headers }): string {
  const { status } = answer;
  // 304 is not a redirection to elsewhere.
  if (status < 300 || status > 399 || status === 304) return '';
  const location = answer.headers.get('location');
  if (!location) return ', no Location given';
  return `, Location ${maskLocation(location.trim())} (if the API has moved there, correct the profile's base URL)`;
}
