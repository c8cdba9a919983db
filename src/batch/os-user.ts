/** The operating-system user this process runs as: who ran an upload, who settled an invoice. */
import { userInfo } from 'node:os';

/** @param env read when the user has no name (a container user without a passwd entry) @default process.env */
export function osUserName(env: NodeJS.ProcessEnv = process.env): string {
  try {
    return userInfo().username;
  } catch {
    return env.USER ?? 'unknown';
  }
}
