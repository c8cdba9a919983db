import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mappingFileSchema } from '../../src/mapping/mapping-file-schema.js';
import { FIELD_CATALOG } from '../../src/mapping/field-catalog.js';
import { INVOICE_FIELDS, ITEM_FIELDS } from '../../src/invoice/invoice-schema.js';

/** The JSON Schema of mapping files, for editors: what `docs/mapping.schema.json` holds. */
function mappingJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(mappingFileSchema, { io: 'input' }) as Record<string, unknown>;
  return { ...schema, title: 'invoice-batch mapping file' };
}

const SCHEMA_FILE = fileURLToPath(new URL('../../docs/mapping.schema.json', import.meta.url));

/** What `docs/mapping.schema.json` must contain; regenerate it with INVOICE_BATCH_WRITE_SCHEMA=1. */
function expectedText(): string {
  return `${JSON.stringify(mappingJsonSchema(), null, 2)}\n`;
}

describe('the JSON Schema of mapping files', () => {
  it('is committed up to date in docs/mapping.schema.json', () => {
    if (process.env.INVOICE_BATCH_WRITE_SCHEMA === '1') writeFileSync(SCHEMA_FILE, expectedText());
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    expect(
      committed,
      'docs/mapping.schema.json is stale: run INVOICE_BATCH_WRITE_SCHEMA=1 npx vitest run test/mapping/mapping-schema-file.test.ts',
    ).toBe(expectedText());
  });

  it('forbids unknown keys and lists every mappable field', () => {
    const schema = mappingJsonSchema() as {
      additionalProperties: boolean;
      properties: Record<string, { properties?: Record<string, unknown> }>;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties.invoice?.properties ?? {})).toEqual(FIELD_CATALOG.invoice.map((f) => f.name));
    expect(FIELD_CATALOG.invoice.map((f) => f.name)).toEqual(
      INVOICE_FIELDS.filter((f) => !['InstanceID', 'PDF', 'Events', 'Contacts', 'InvoiceItems'].includes(f)),
    );
    expect(FIELD_CATALOG.items.map((f) => f.name)).toEqual(ITEM_FIELDS.filter((f) => f !== 'InstanceID'));
  });
});
