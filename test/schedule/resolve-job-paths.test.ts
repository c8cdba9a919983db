import { describe, expect, it } from 'vitest';
import { resolveJobPaths } from '../../src/schedule/resolve-job-paths.js';

const DIR = '/srv/x';

describe('resolveJobPaths', () => {
  it.each([
    {
      argv: ['upload', 'in/gw.csv', '--mapping', 'mappings/x.yaml', '--json'],
      paths: ['in/gw.csv', 'mappings/x.yaml'],
      want: ['upload', '/srv/x/in/gw.csv', '--mapping', '/srv/x/mappings/x.yaml', '--json'],
    },
    {
      argv: ['upload', './a.csv', '--mapping=m.yaml', '--out=../out'],
      paths: ['./a.csv', 'm.yaml', '../out'],
      want: ['upload', '/srv/x/a.csv', '--mapping=/srv/x/m.yaml', '--out=/srv/out'],
    },
    {
      // Absolute paths and words that are no path stay as written; the command word is never a path.
      argv: ['watch', '/srv/drop', '--once', '--profile', 'upload'],
      paths: ['/srv/drop'],
      want: ['watch', '/srv/drop', '--once', '--profile', 'upload'],
    },
    {
      argv: ['reconcile', '--journal', 'j.sqlite'],
      paths: ['j.sqlite'],
      want: ['reconcile', '--journal', '/srv/x/j.sqlite'],
    },
  ])('$argv', ({ argv, paths, want }) => {
    expect(resolveJobPaths(argv, { paths, mustExist: [] }, DIR)).toEqual(want);
  });
});
