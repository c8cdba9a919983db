/**
 * Loaded with `node --import` in front of a program under measurement: at exit it writes the
 * process's peak resident set size (getrusage maxrss, which covers every thread), its CPU time,
 * and the highest heap and off-heap use seen (sampled every 100 ms) to the file named by
 * BENCH_MAX_RSS_FILE. It changes nothing else.
 */
import { writeFileSync } from 'node:fs';

const target = process.env.BENCH_MAX_RSS_FILE;
if (target) {
  const peak = { heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  const sample = () => {
    const usage = process.memoryUsage();
    peak.heapTotal = Math.max(peak.heapTotal, usage.heapTotal);
    peak.heapUsed = Math.max(peak.heapUsed, usage.heapUsed);
    peak.external = Math.max(peak.external, usage.external);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, usage.arrayBuffers);
  };
  setInterval(sample, 100).unref();
  process.on('exit', () => {
    sample();
    const usage = process.resourceUsage();
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    const figures = {
      maxRssMb: usage.maxRSS / 1024,
      cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
      peakHeapTotalMb: mb(peak.heapTotal),
      peakHeapUsedMb: mb(peak.heapUsed),
      peakExternalMb: mb(peak.external),
      peakArrayBuffersMb: mb(peak.arrayBuffers),
    };
    writeFileSync(target, `${JSON.stringify(figures)}\n`);
  });
}
