/**
 * The sandbox's gateway flags as the command line gives them: every spelling a user or script may
 * write (`--flag V`, `--flag=V`, camelCase) parses to the same gateway, through the sandbox
 * command's own builder, strict as the CLI root is.
 */
import fc from 'fast-check';
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { sandboxCommand } from '../../src/commands/sandbox-command.js';
import { describeGateway, gatewayOptions, type GatewayArgv } from '../../src/commands/sandbox-gateway-flags.js';
import { refuseRepeatedFlags } from '../../src/commands/refuse-repeated-flags.js';

/** The sandbox command's argv for `sandbox ...args`, or the failure yargs reports. */
async function parseSandbox(args: string[]): Promise<GatewayArgv> {
  let parsed: GatewayArgv | undefined;
  await refuseRepeatedFlags(yargs(['sandbox', ...args]))
    .locale('en')
    .strict()
    .exitProcess(false)
    .fail((message, error) => {
      throw error ?? new Error(message);
    })
    .command({
      command: 'sandbox',
      describe: sandboxCommand.describe,
      builder: sandboxCommand.builder,
      handler: (argv) => void (parsed = argv as GatewayArgv),
    })
    .parseAsync();
  return parsed!;
}

const camel = (flag: string) => flag.replace(/-(.)/g, (_, c: string) => c.toUpperCase());

/** Every way a flag with a value is written on a command line. */
const SPELLINGS: ((flag: string, value: string) => string[])[] = [
  (flag, value) => [`--${flag}`, value],
  (flag, value) => [`--${flag}=${value}`],
  (flag, value) => [`--${camel(flag)}`, value],
  (flag, value) => [`--${camel(flag)}=${value}`],
];

/** A value of each gateway flag that the sandbox accepts. */
const GATEWAY_FLAGS = {
  'no-active-targets-rate': fc.double({ min: 0, max: 1, noNaN: true }),
  'spike-arrest': fc.double({ min: 0.001, max: 10_000, noNaN: true }),
  'max-request-bytes': fc.integer({ min: 1, max: 2 ** 31 }),
  quota: fc.integer({ min: 1, max: 1_000_000 }),
  'quota-period': fc.double({ min: 0.001, max: 86_400, noNaN: true }),
} as const;

type GatewayFlag = keyof typeof GATEWAY_FLAGS;
const FLAG_NAMES = Object.keys(GATEWAY_FLAGS) as GatewayFlag[];

describe('the sandbox command gateway flags', () => {
  it('each flag, in every spelling, with any accepted value, parses to that value', async () => {
    const given = fc.record(
      Object.fromEntries(FLAG_NAMES.map((flag) => [flag, fc.option(GATEWAY_FLAGS[flag], { nil: undefined })])),
    ) as fc.Arbitrary<Partial<Record<GatewayFlag, number>>>;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('edge' as const, 'x' as const),
        given,
        fc.array(fc.nat(SPELLINGS.length - 1), { minLength: FLAG_NAMES.length, maxLength: FLAG_NAMES.length }),
        async (gateway, values, spellings) => {
          // --quota-period alone is refused (it needs --quota), so it comes with one.
          if (values['quota-period'] !== undefined) values.quota ??= 1;
          const args = ['--gateway', gateway];
          FLAG_NAMES.forEach((flag, index) => {
            const value = values[flag];
            if (value !== undefined) args.push(...SPELLINGS[spellings[index]!]!(flag, String(value)));
          });
          const argv = await parseSandbox(args);
          expect(argv.noActiveTargetsRate).toBe(values['no-active-targets-rate']);
          expect(argv.spikeArrest).toBe(values['spike-arrest']);
          expect(argv.maxRequestBytes).toBe(values['max-request-bytes']);
          expect(argv.quota).toBe(values.quota);
          expect(argv.quotaPeriod).toBe(values['quota-period']);
          expect(gatewayOptions(argv)).toMatchObject({
            noActiveTargetsRate: values['no-active-targets-rate'],
            spikeArrestPerSecond: values['spike-arrest'],
            maxRequestBytes: values['max-request-bytes'],
          });
        },
      ),
      // A parse takes tens of milliseconds: enough runs to meet each spelling of each flag several times.
      { numRuns: 60 },
    );
  }, 60_000);

  it.each(SPELLINGS.map((spell) => ({ args: spell('no-active-targets-rate', '0.1') })))(
    '$args: a NoActiveTargets rate of 0.1, never read as the negation of a flag',
    async ({ args }) => {
      const argv = await parseSandbox(['--gateway', 'edge', ...args]);
      expect(argv.noActiveTargetsRate).toBe(0.1);
      expect(describeGateway(argv)).toContain('NoActiveTargets rate 0.1 (503)');
    },
  );

  it.each(FLAG_NAMES)('--%s without a value is refused, not taken as unset', async (flag) => {
    await expect(parseSandbox(['--gateway', 'edge', `--${flag}`])).rejects.toThrow(/Not enough arguments/);
    await expect(parseSandbox(['--gateway', 'edge', `--${flag}`, '--port', '0'])).rejects.toThrow(
      /Not enough arguments|expected/,
    );
  });

  it('a gateway flag given twice is refused, in any mix of spellings', async () => {
    for (const first of SPELLINGS)
      for (const second of SPELLINGS)
        await expect(
          parseSandbox([
            '--gateway',
            'x',
            ...first('no-active-targets-rate', '0.1'),
            ...second('no-active-targets-rate', '0.2'),
          ]),
        ).rejects.toThrow(/--no-active-targets-rate was given twice/);
  });
});
