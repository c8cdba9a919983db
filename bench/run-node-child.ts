/** Runs a compiled bench script in a fresh Node process and returns the JSON of its last stdout line. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs `dist/bench/<script>` with `task` as JSON in argv[2].
 * @param options.execArgv Node flags before the script (`--import` a preload). @default none
 * @param options.env the child's environment. @default this process's
 */
export async function runNodeChild<T>(
  script: string,
  task: unknown,
  options: { execArgv?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<T> {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const child = spawn(process.execPath, [...(options.execArgv ?? []), path, JSON.stringify(task)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env ?? process.env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const last = stdout.trim().split('\n').pop() ?? '';
  if (code !== 0 || !last.startsWith('{')) {
    throw new Error(
      `${script} ${JSON.stringify(task)} ended with code ${String(code)}: ${stderr.trim().split('\n').slice(-5).join(' | ') || last}`,
    );
  }
  return JSON.parse(last) as T;
}
