/** How a watcher's run ends: 69 for --once only when every file left undone was stopped by the API's outage. Pure. */
import { describe, expect, it } from 'vitest';
import { watchExitCode } from '../../src/commands/watch-exit-code.js';
import { emptyWatchSummary, type WatchSummary } from '../../src/watch/watch-summary.js';

const summary = (counts: Partial<WatchSummary>): WatchSummary => ({ ...emptyWatchSummary(), ...counts });

describe('watchExitCode', () => {
  it('is 0 when every file was handled', () => {
    expect(watchExitCode(summary({ done: 3 }), true)).toBe(0);
  });

  it('is 69 for --once when the only files left were stopped by the outage', () => {
    expect(watchExitCode(summary({ done: 1, parked: 2, parkedUnreachable: 2 }), true)).toBe(69);
  });

  it('is 1 when a file parked for another reason, or one that needs a person, is beside them', () => {
    expect(watchExitCode(summary({ parked: 2, parkedUnreachable: 1 }), true)).toBe(1);
    expect(watchExitCode(summary({ parked: 1, parkedUnreachable: 1, failed: 1 }), true)).toBe(1);
    expect(watchExitCode(summary({ parked: 1, parkedUnreachable: 1, leftNotFiles: 1 }), true)).toBe(1);
    expect(watchExitCode(summary({ parked: 1, parkedUnreachable: 1, resultsUnwritten: 1 }), true)).toBe(1);
  });

  it.each([
    [{ done: 2, failed: 1, noInvoices: 1 }, 3],
    [{ failed: 2, noInvoices: 2 }, 3],
    [{ failed: 2, noInvoices: 1 }, 1],
    [{ failed: 1, noInvoices: 1, changedAfterRead: 1 }, 1],
    [{ failed: 1, noInvoices: 1, resultsUnwritten: 1 }, 1],
    [{ failed: 1, noInvoices: 1, parked: 1, parkedUnreachable: 1 }, 1],
  ] as [Partial<WatchSummary>, number][])(
    'for --once, is 3 only when every file that needs a person held no invoices: %o exits %i',
    (counts, code) => {
      expect(watchExitCode(summary(counts), true)).toBe(code);
      expect(watchExitCode(summary(counts), false)).toBe((counts.parked ?? 0) > 0 ? 1 : 0);
    },
  );

  it('is 1 for a watcher stopped by a signal with a file parked, whatever parked it', () => {
    expect(watchExitCode(summary({ parked: 1, parkedUnreachable: 1 }), false)).toBe(1);
    expect(watchExitCode(summary({ failed: 1 }), false)).toBe(0);
  });
});
