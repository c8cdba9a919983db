/**
 * The docs' example jobs that upload (`watch`, `upload`) give `--json`: `schedule --history` links a
 * job's upload runs from its JSON output, so a job copied from the docs without it has `uploadRuns: []`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DOCS = ['configuration.md', 'operations.md'];

/** Each `command: "..."` of a job in `file` that runs watch or upload. */
function uploadingJobs(file: string): string[] {
  const text = readFileSync(new URL(`../../docs/${file}`, import.meta.url), 'utf8');
  return [...text.matchAll(/command: "((?:watch|upload)\b[^"]*)"/g)].map((match) => match[1]!);
}

describe("the docs' example jobs", () => {
  it.each(DOCS)('%s: every job that uploads gives --json, and there is one', (file) => {
    const jobs = uploadingJobs(file);
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.filter((command) => !/(^|\s)--json(\s|$)/.test(command))).toEqual([]);
  });
});
