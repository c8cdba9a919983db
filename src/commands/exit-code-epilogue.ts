/**
 * The exit codes as `--help` lists them, in the words of the README's list (a test compares the two):
 * a script's author reads one or the other and must learn the same codes.
 */
export const EXIT_CODE_EPILOGUE =
  'Exit codes: 0 success, 1 an operation failed, 2 usage, configuration or input file error, ' +
  '75 nothing done because another run holds the journal (another reconcile on this journal, or a SQLite journal ' +
  'locked by another process longer than the wait), ' +
  '130 stopped by a second Ctrl-C, SIGTERM, SIGQUIT or SIGHUP or past its stop deadline, ' +
  '143 SIGTERM (131 SIGQUIT, 129 SIGHUP) before any work began.';
