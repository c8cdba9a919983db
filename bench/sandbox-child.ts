/**
 * Runs a sandbox in a child process for benchmarks, so its CPU and memory are not counted with
 * the upload's. Options come as JSON in argv[2]; the running sandbox is announced as one JSON line
 * on stdout; it stops when stdin closes.
 */
import { startSandbox, type SandboxOptions } from '../src/sandbox/start-sandbox.js';

const options = JSON.parse(process.argv[2] ?? '{}') as SandboxOptions;
const sandbox = await startSandbox({ ...options, port: 0 });
process.stdout.write(
  `${JSON.stringify({ baseUrl: sandbox.baseUrl, erpSegment: sandbox.erpSegment, appSegment: sandbox.appSegment, envSegment: sandbox.envSegment, apiKey: sandbox.apiKey })}\n`,
);
process.stdin.resume();
process.stdin.on('end', () => {
  process.stdout.write(`${JSON.stringify(sandbox.stats())}\n`, () => void sandbox.close().then(() => process.exit(0)));
});
