/**
 * What a scheduler does on its first stop signal, said at that moment: not upload's "finishing the
 * requests in flight", which an operator stopping an idle scheduler took for work under way. Pure.
 */
export function describeSchedulerStop(running: readonly string[], stopTimeoutMs: number): string {
  if (running.length === 0) return 'starting no new job; no job is running: the scheduler stops now';
  const names = running.map((name) => `"${name}"`).join(', ');
  const [jobs, them] = running.length === 1 ? ['job', 'it'] : ['jobs', 'them'];
  return `starting no new job; waiting up to ${Math.round(stopTimeoutMs / 1000)} s for ${jobs} ${names} to finish, then stopping ${them}`;
}
