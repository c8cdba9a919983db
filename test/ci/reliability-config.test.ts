/** The reliability suite's vitest configuration (vitest.reliability.config.ts). */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.reliability.config.js';
import mainConfig from '../../vitest.config.js';
import { POSTGRES_TEMPLATE_ENV } from '../helpers/postgres-server.js';

describe('vitest.reliability.config.ts', () => {
  it("gives each file's PostgreSQL server the run's template cluster to copy, as the main suite does", async () => {
    const globalSetup = [config.test?.globalSetup ?? []].flat();
    expect(globalSetup).toEqual([mainConfig.test?.globalSetup].flat());
    // The setup names a folder the servers of the run share, and removes it after the run.
    const { setup } = (await import(`../../${globalSetup[0]!}`)) as { setup: () => () => void };
    const before = process.env[POSTGRES_TEMPLATE_ENV];
    delete process.env[POSTGRES_TEMPLATE_ENV];
    try {
      const teardown = setup();
      const folder = process.env[POSTGRES_TEMPLATE_ENV];
      expect(folder && existsSync(folder)).toBe(true);
      teardown();
      expect(existsSync(folder!)).toBe(false);
    } finally {
      if (before === undefined) delete process.env[POSTGRES_TEMPLATE_ENV];
      else process.env[POSTGRES_TEMPLATE_ENV] = before;
    }
  });
});
