/**
 * A real Node process running `script` (an ES module's text), for tests of writers racing in
 * separate processes: it prints `ready` once loaded and starts its work when told to go, so that
 * every writer starts at the same moment. `exited` gives what it printed.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';

export interface GoProcess {
  ready: Promise<void>;
  go: () => void;
  exited: Promise<string>;
}

/** Starts `script` with `args` (its `process.argv.slice(1)`). */
export function startGoProcess(script: string, args: readonly string[]): GoProcess {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const ready = new Promise<void>((resolve) => {
    const check = () => (out.includes('ready\n') ? resolve() : child.stdout.once('data', check));
    check();
  });
  // 'close', not 'exit': a process's last output can still be in its pipe when it exits.
  const exited = once(child, 'close').then(() => out);
  return { ready, go: () => void child.stdin.write('go\n'), exited };
}

/** Tells every process to go once all are ready; gives what each printed by the time it exited. */
export async function goTogether(processes: readonly GoProcess[]): Promise<string[]> {
  await Promise.all(processes.map((child) => child.ready));
  for (const child of processes) child.go();
  return Promise.all(processes.map((child) => child.exited));
}
