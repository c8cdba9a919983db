/** The machine and code a bench run measured, for the heading of its table. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface MachineFacts {
  date: string;
  cpuModel: string;
  cpus: number;
  memoryGb: number;
  node: string;
  platform: string;
  /** 1-minute load average when the run began: above the CPU count means others were busy too. */
  loadAverage: number;
  commit: string;
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.split(':')[1]?.trim() ?? 'unknown';
  } catch {
    // not Linux
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

function commit(cwd: string): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return dirty ? `${head} + local changes` : head;
  } catch {
    return 'unknown';
  }
}

export function describeMachine(root: string): MachineFacts {
  return {
    date: new Date().toISOString(),
    cpuModel: cpuModel(),
    cpus: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    commit: commit(root),
  };
}

export function machineLine(facts: MachineFacts): string {
  return `${facts.date} - ${facts.cpuModel}, ${facts.cpus} CPUs, ${facts.memoryGb} GB, Node ${facts.node}, ${facts.platform}, load ${facts.loadAverage} at start, commit ${facts.commit}`;
}
