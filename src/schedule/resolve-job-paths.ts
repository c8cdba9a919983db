/**
 * A job's command is written in the config file, so its relative paths are read from the config
 * file's folder, as every other path of the config file is (docs/configuration.md): not from the
 * folder the scheduler happened to be started in (`/` under systemd without WorkingDirectory=).
 */
import { isAbsolute, resolve } from 'node:path';

/** The path values a job's command line names: all of them, and those that must exist when the config loads. */
export interface JobPaths {
  paths: readonly string[];
  /** Read by every run (the mapping): missing, the job would fail at every tick. */
  mustExist: readonly string[];
}

/** The command line with each relative path it names made absolute against `dir`, option by option. */
export function resolveJobPaths(argv: readonly string[], named: JobPaths, dir: string): string[] {
  const relative = new Set(named.paths.filter((path) => path !== '' && !isAbsolute(path) && path !== '-'));
  return argv.map((token, index) => {
    if (index === 0) return token;
    if (relative.has(token)) return resolve(dir, token);
    const equals = /^(--[a-z][a-z-]*)=(.+)$/.exec(token);
    if (equals && relative.has(equals[2]!)) return `${equals[1]}=${resolve(dir, equals[2]!)}`;
    return token;
  });
}
