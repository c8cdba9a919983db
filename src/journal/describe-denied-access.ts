/**
 * A file of the tool's own that this process may not open. Most often a command was run once as
 * root (or from another account) and left the journal or the register of journals that user's:
 * the file is whole, only its owner is wrong, so the fix is to give it back, never to move it away
 * or start afresh, which would forget what was posted.
 */
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { shellWord } from '../terminal/shell-word.js';

/** True for the error codes of a permission refused: the file is there, this user may not use it. */
export const isPermissionDenied = (error: unknown): boolean =>
  ['EACCES', 'EPERM'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');

/** The name /etc/passwd gives `uid`, if any: a service account is known by its name. */
function nameOfUid(uid: number): string | undefined {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.split(':')[2] === String(uid));
    return line?.split(':')[0] || undefined;
  } catch {
    return undefined;
  }
}

const userOf = (uid: number) => {
  const name = nameOfUid(uid);
  return name === undefined ? `uid ${uid}` : `${name} (uid ${uid})`;
};

/** The account this process runs as: its name, else its uid. */
function currentUser(): { uid: number | undefined; name: string } {
  const uid = process.getuid?.();
  try {
    return { uid, name: userInfo().username };
  } catch {
    return { uid, name: uid === undefined ? 'the service user' : String(uid) };
  }
}

/** What refused access to `file`: its folder when that cannot be entered, else the file itself. */
function deniedPath(file: string): string {
  try {
    accessSync(dirname(file), constants.R_OK | constants.X_OK);
    return file;
  } catch {
    return dirname(file);
  }
}

/** Why `file` cannot be used and how to give it back: who owns what, its mode, and the commands to run. */
export interface DeniedAccess {
  /** e.g. `/srv/state belongs to root (uid 0), mode 0700, and this command runs as ibsvc (uid 999)`. */
  why: string;
  /** e.g. `sudo chown -R ibsvc /srv/state` or `chmod u+rw /srv/state/journals.json`. */
  fix: string;
  /** The user to run admin commands as. */
  user: string;
  /** True when another user owns the path refused. */
  otherOwner: boolean;
}

/**
 * @param file the file refused
 * @param giveBack.paths what to hand back to this user (`chown`) when another owns it @default the path refused
 * @param giveBack.recursive with everything in it (`chown -R`): a folder of the tool's own @default false
 */
export function describeDeniedAccess(
  file: string,
  giveBack: { paths?: readonly string[]; recursive?: boolean } = {},
): DeniedAccess {
  return describeOwnerOf(deniedPath(file), giveBack);
}

/** As describeDeniedAccess, of `path` itself: a folder that can be entered but not written. */
export function describeOwnerOf(
  path: string,
  giveBack: { paths?: readonly string[]; recursive?: boolean } = {},
): DeniedAccess {
  const me = currentUser();
  const runsAs = me.uid === undefined ? me.name : userOf(me.uid);
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return {
      why: `${path} cannot be opened by ${runsAs}`,
      fix: `sudo chown ${me.name} ${shellWord(path)}`,
      user: me.name,
      otherOwner: false,
    };
  }
  const mode = (stat.mode & 0o7777).toString(8).padStart(4, '0');
  if (stat.uid === me.uid) {
    const what = stat.isDirectory() ? 'u+rwx' : 'u+rw';
    return {
      why: `${path} belongs to ${runsAs}, who runs this command, but its mode ${mode} keeps even its owner out`,
      fix: `chmod ${what} ${shellWord(path)}`,
      user: me.name,
      otherOwner: false,
    };
  }
  const paths = (giveBack.paths ?? [path]).map(shellWord).join(' ');
  return {
    why: `${path} belongs to ${userOf(stat.uid)}, mode ${mode}, and this command runs as ${runsAs}`,
    fix: `sudo chown${giveBack.recursive ? ' -R' : ''} ${me.name} ${paths}`,
    user: me.name,
    otherOwner: true,
  };
}
