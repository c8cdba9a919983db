import { ConfigError } from '../../src/errors.js';

/** The ConfigError `run` throws; any other outcome fails the test. */
export function configErrorOf(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
