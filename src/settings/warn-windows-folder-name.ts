/**
 * An output folder named as Windows cannot hold it (`Results.`, `Results `, `CON`, `a:b`) is made
 * on Linux without a word, and a share or sync client then shows it mangled or not at all. The
 * tool's own file names are cleaned (portable-file-stem.ts); a folder the user names is theirs to
 * choose, so it gets a warning, not a refusal. Pure.
 */

const RESERVED = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\..*)?$/i;
const FORBIDDEN = /[<>:"|?*\\]/;

/** Why Windows cannot hold the folder name `segment`, or undefined. */
function windowsNameProblem(segment: string): string | undefined {
  if (segment === '.' || segment === '..' || segment === '') return undefined;
  if (/[. ]$/.test(segment))
    return `"${segment}" ends with a ${segment.endsWith('.') ? 'dot' : 'space'}, which Windows drops`;
  if (RESERVED.test(segment)) return `"${segment}" is a device name on Windows`;
  const forbidden = FORBIDDEN.exec(segment);
  if (forbidden) return `"${segment}" holds ${JSON.stringify(forbidden[0])}, which Windows forbids in a name`;
  return undefined;
}

/**
 * The warning for an output folder `given` as written (not the absolute path made of it), or
 * undefined when every part of it is a name Windows can hold.
 */
export function windowsFolderNameWarning(given: string, source: string): string | undefined {
  for (const segment of given.split('/')) {
    const problem = windowsNameProblem(segment);
    if (problem)
      return `${source}: the output folder's name ${problem}: on a Windows share or a synced folder it shows mangled or not at all; choose another name`;
  }
  return undefined;
}
