/**
 * Every mapping example of docs/mapping.md passes `mapping check` as a reader would use it: the
 * first block is a whole mapping, and each later block whose keys are a mapping's own is laid over
 * it, a section of fields (`invoice`, `items`) shown whole, so that a formula may name only the
 * fields its own example maps. An example can so never drift from what the CLI accepts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { repoFile } from '../helpers/sample-folder.js';
import { makeTempDir } from '../helpers/temp-dir.js';

interface Block {
  line: number;
  value: Record<string, unknown>;
}

/** The ```yaml blocks of `text` that parse as one YAML object (a block listing alternatives does not). */
function yamlBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const match of text.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)) {
    const line = text.slice(0, match.index).split('\n').length + 1;
    try {
      const value: unknown = parse(match[1]!, { uniqueKeys: true });
      if (value && typeof value === 'object' && !Array.isArray(value))
        blocks.push({ line, value: value as Record<string, unknown> });
    } catch {
      // keys given twice: one alternative after the other, not one mapping
    }
  }
  return blocks;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sections an example shows whole: its fields are all the fields a formula there may name. */
const WHOLE_SECTIONS = new Set(['invoice', 'items']);

function layOver(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isObject(value) && isObject(below) && !WHOLE_SECTIONS.has(key) ? { ...below, ...value } : value;
  }
  // A joined layout reads a lines sheet of a workbook, and a lines sheet is read by a joined layout only.
  const source = merged.source as Record<string, unknown>;
  const layout = merged.layout as Record<string, unknown>;
  if (layout.type === 'joined' || source.lines) {
    merged.source = { lines: { sheet: 'Lines' }, ...source, type: 'xlsx' };
    merged.layout = { ...layout, type: 'joined' };
  }
  return merged;
}

const [whole, ...fragments] = yamlBlocks(readFileSync(repoFile('docs/mapping.md'), 'utf8'));
const MAPPING_KEYS = new Set(Object.keys(whole!.value));
const examples = fragments.filter((block) => Object.keys(block.value).every((key) => MAPPING_KEYS.has(key)));

describe('docs/mapping.md examples', () => {
  it('has a whole mapping first and fragments of it after', () => {
    expect(MAPPING_KEYS).toContain('invoice');
    expect(examples.some((block) => 'items' in block.value)).toBe(true);
  });

  it.each([whole!, ...examples])('the block at line $line passes mapping check', async (block) => {
    const dir = makeTempDir('mapping-doc');
    const value = block === whole ? block.value : layOver(whole!.value, block.value);
    writeFileSync(join(dir, 'example.yaml'), stringify(value));
    const result = await runCliInProcess(['mapping', 'check', 'example.yaml'], { cwd: dir });
    expect(result.stderr).not.toMatch(/invoice-batch: (?!warning)/);
    expect(result.code, result.stderr).toBe(0);
  });
});
