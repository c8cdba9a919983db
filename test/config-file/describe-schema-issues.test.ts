import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeSchemaIssues } from '../../src/config-file/describe-schema-issues.js';
import { parseYamlText } from '../../src/config-file/read-yaml-file.js';

const schema = z
  .object({
    profiles: z.record(z.string(), z.object({ baseUrl: z.string(), timeoutMs: z.number().optional() }).strict()),
  })
  .strict();

function errorFor(text: string) {
  const yaml = parseYamlText(text, 'config.yaml');
  const parsed = schema.safeParse(yaml.value);
  if (parsed.success) throw new Error('expected the schema to refuse the file');
  return describeSchemaIssues(yaml, schema, parsed.error.issues);
}

describe('schema problems of a YAML file', () => {
  it('places an unknown key on the key itself, even when its value is a block below it', () => {
    const error = errorFor('profiles:\n  prod:\n    baseUrl: https://x.example.com\n    baseURL:\n      - a\n');
    expect(error.message).toBe(
      'config.yaml:4:5: profiles.prod.baseURL: unknown key "baseURL" (did you mean "baseUrl"?)',
    );
    expect(error.position).toEqual({ file: 'config.yaml', line: 4, lineColumn: 5 });
  });

  it('says what type was expected and what was found, at the value', () => {
    const error = errorFor('profiles:\n  prod:\n    baseUrl: https://x.example.com\n    timeoutMs: soon\n');
    expect(error.message).toBe('config.yaml:4:16: profiles.prod.timeoutMs: expected a number, got "soon"');
  });

  it('lists the first five problems, each at its place, and counts the rest', () => {
    const keys = Array.from({ length: 7 }, (_, i) => `    extra${i}: 1\n`).join('');
    const lines = errorFor(`profiles:\n  prod:\n    baseUrl: https://x.example.com\n${keys}`).message.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      '  config.yaml:5:5: profiles.prod.extra1: unknown key "extra1"; known keys: baseUrl, timeoutMs',
    );
    expect(lines[5]).toBe('  and 2 more');
  });
});
