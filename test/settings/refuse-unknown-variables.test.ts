import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { KNOWN_VARIABLES, refuseUnknownVariables } from '../../src/settings/refuse-unknown-variables.js';

/** The message `refuseUnknownVariables` throws for `env`, or undefined when it lets it through. */
function refusal(env: NodeJS.ProcessEnv): string | undefined {
  try {
    refuseUnknownVariables(env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).exitCode).toBe(2);
    return (error as Error).message;
  }
}

const CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_';

/** One insertion, deletion, substitution or swap of neighbours in `name`. */
const oneEditOf = (name: string) =>
  fc
    .tuple(
      fc.constantFrom('insert', 'delete', 'substitute', 'swap'),
      fc.nat({ max: name.length - 1 }),
      fc.constantFrom(...CHARACTERS),
    )
    .map(([edit, at, character]) => {
      if (edit === 'insert') return name.slice(0, at) + character + name.slice(at);
      if (edit === 'delete') return name.slice(0, at) + name.slice(at + 1);
      if (edit === 'substitute') return name.slice(0, at) + character + name.slice(at + 1);
      const next = Math.min(at + 1, name.length - 1);
      return name.slice(0, at) + name[next]! + name[at]! + name.slice(next + 1);
    });

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('refuseUnknownVariables', () => {
  it('lets through the variables the tool reads and the ones of other programs', () => {
    const env = Object.fromEntries(
      [...KNOWN_VARIABLES, 'PATH', 'HOME', 'INVOICE_ID', 'BATCH_SIZE'].map((n) => [n, 'x']),
    );
    expect(refusal(env)).toBeUndefined();
  });

  it('refuses the trial typo INVOICE_BATCH_JOURNL naming INVOICE_BATCH_JOURNAL, never the value', () => {
    const message = refusal({ PATH: '/usr/bin', INVOICE_BATCH_JOURNL: 'shared.sqlite' });
    expect(message).toContain('environment variable INVOICE_BATCH_JOURNL is not one invoice-batch reads');
    expect(message).toContain('(did you mean INVOICE_BATCH_JOURNAL?)');
    expect(message).not.toContain('shared.sqlite');
  });

  it('refuses INVOICE_BATCH_APIKEY naming INVOICE_BATCH_API_KEY, never the key', () => {
    const message = refusal({ INVOICE_BATCH_APIKEY: 'k3y-s3cr3t-value' });
    expect(message).toContain(
      'INVOICE_BATCH_APIKEY is not one invoice-batch reads (did you mean INVOICE_BATCH_API_KEY?)',
    );
    expect(message).not.toContain('k3y-s3cr3t-value');
  });

  it('refuses a name with the prefix near no known one, listing the known ones', () => {
    const message = refusal({ INVOICE_BATCH_LOG_LEVEL: 'debug' });
    expect(message).toContain('INVOICE_BATCH_LOG_LEVEL is not one invoice-batch reads\n');
    expect(message).toContain(KNOWN_VARIABLES.join(', '));
  });

  it('refuses every one-edit typo of each known name, naming that name, never the value', () => {
    const typo = fc
      .constantFrom(...KNOWN_VARIABLES)
      .chain((name) => fc.tuple(fc.constant(name), oneEditOf(name)))
      .filter(([, typed]) => !(KNOWN_VARIABLES as readonly string[]).includes(typed));
    fc.assert(
      fc.property(
        typo,
        fc.string({ minLength: 8 }).map((v) => `value:${v}`),
        ([meant, typed], value) => {
          const message = refusal({ [typed]: value, PATH: '/usr/bin' });
          expect(message).toContain(`environment variable ${typed} is not one invoice-batch reads (did you mean `);
          const named = /did you mean (.*)\?\)/.exec(message!)![1]!.split(' or ');
          expect(named).toContain(meant);
          expect(message).not.toContain(value);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names every unknown variable set, in one refusal', () => {
    const message = refusal({ INVOICE_BATCH_OUTT: 'a', INVOICE_BACTH_PROFILE: 'b' });
    expect(message).toContain(
      'INVOICE_BACTH_PROFILE is not one invoice-batch reads (did you mean INVOICE_BATCH_PROFILE?)',
    );
    expect(message).toContain('INVOICE_BATCH_OUTT is not one invoice-batch reads (did you mean INVOICE_BATCH_OUT?)');
  });

  it('knows every INVOICE_BATCH_ variable the sources name', () => {
    const named = new Set(
      sourceFiles('src')
        // this file's own comment quotes a typo
        .filter((file) => !file.endsWith('refuse-unknown-variables.ts'))
        .flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/INVOICE_BATCH_[A-Z0-9_]*[A-Z0-9]/g)].map((m) => m[0]),
        ),
    );
    expect([...named].filter((name) => !(KNOWN_VARIABLES as readonly string[]).includes(name))).toEqual([]);
  });
});
