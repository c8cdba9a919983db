/**
 * Every table of a journal at the current schema is either moved by `migrate-journal` or left
 * behind on purpose; a table a later migration adds without saying which stops the move.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/journal/open-journal.js';
import { unknownTables } from '../../../src/journal/move/moved-tables.js';
import { sqliteDb } from '../../helpers/sqlite-db.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

describe('the tables migrate-journal moves', () => {
  it('name every table of the current schema, and find one they do not', async () => {
    const journal = await openJournal(join(makeTempDir('ib-moved-tables'), 'journal.sqlite'));
    try {
      const db = sqliteDb(journal);
      expect(unknownTables(db)).toEqual([]);
      db.exec('CREATE TABLE later_events (id INTEGER PRIMARY KEY, text TEXT)');
      expect(unknownTables(db)).toEqual(['later_events']);
    } finally {
      await journal.close();
    }
  });
});
