/**
 * exceljs's streaming writer ignores back-pressure: committed rows pile up in the zip entry's input
 * until the workbook is committed (exceljs issues #1894, #2916), about 0.5 KB a row. Waiting between
 * pages until that input has drained keeps memory flat for any number of rows. It looks at exceljs
 * 4.4 internals; where they are not found, or no 'drain' can come, it does nothing, and it never waits
 * longer than `maxWaitMs`.
 */

interface PipeLike {
  _writableState?: { length?: unknown; needDrain?: unknown; ending?: unknown; destroyed?: unknown };
  once?: (event: string, listener: () => void) => unknown;
  removeListener?: (event: string, listener: () => void) => unknown;
}

/**
 * @param limitBytes bytes allowed to wait in the zip input. @default 1 MiB
 * @param maxWaitMs longest single wait. @default 5000
 */
export async function waitForSheetDrain(sheet: unknown, limitBytes = 1 << 20, maxWaitMs = 5000): Promise<void> {
  const pipe = (sheet as { stream?: { pipes?: PipeLike[] } } | undefined)?.stream?.pipes?.[0];
  const length = pipe?._writableState?.length;
  if (!pipe || typeof length !== 'number' || length <= limitBytes || !pipe.once || !pipe.removeListener) return;
  // Node emits 'drain' only after a write was refused and never once the input is ending: no wait then.
  const state = pipe._writableState;
  if (state?.needDrain !== true || state.ending === true || state.destroyed === true) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const event of ['drain', 'error', 'close']) pipe.removeListener?.(event, done);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    for (const event of ['drain', 'error', 'close']) pipe.once?.(event, done);
  });
}
