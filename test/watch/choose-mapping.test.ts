import { describe, expect, it } from 'vitest';
import { chooseMapping, globToRegExp } from '../../src/watch/choose-mapping.js';

const RULES = [
  { match: 'register-*.xlsx', mapping: '/m/register.yaml' },
  { match: '*.csv', mapping: '/m/erp.yaml' },
  { match: 'batch-??.[tx]sv', mapping: '/m/batch.yaml' },
];

describe('chooseMapping', () => {
  it('takes the first rule whose glob matches the name, ignoring case', () => {
    expect(chooseMapping('Register-May.XLSX', RULES, undefined)).toEqual({
      ok: true,
      mapping: '/m/register.yaml',
      rule: 'register-*.xlsx',
    });
    expect(chooseMapping('register-may.csv', RULES, undefined)).toEqual({
      ok: true,
      mapping: '/m/erp.yaml',
      rule: '*.csv',
    });
    expect(chooseMapping('batch-07.tsv', RULES, undefined)).toMatchObject({ mapping: '/m/batch.yaml' });
  });

  it('with --mapping refuses a name without the extension of a table it reads', () => {
    for (const name of ['8A3F2B10', 'x.csv.filepart', 'notes.doc', 'README'])
      expect(chooseMapping(name, RULES, '/m/other.yaml'), name).toEqual({
        ok: false,
        message: `with --mapping only .csv, .tsv, .txt, .xlsx and .xlsm files are read; "${name}" is none of these`,
      });
    for (const name of ['a.CSV', 'b.tsv', 'c.txt', 'd.xlsx', 'e.XLSM'])
      expect(chooseMapping(name, RULES, '/m/other.yaml'), name).toMatchObject({ ok: true });
    // read to be told what they hold, as upload tells it
    for (const name of ['register.xls', 'f.XLSB', 'g.ods'])
      expect(chooseMapping(name, RULES, '/m/other.yaml'), name).toMatchObject({ ok: true });
  });

  it('prefers --mapping over every rule', () => {
    expect(chooseMapping('register-may.xlsx', RULES, '/m/other.yaml')).toEqual({
      ok: true,
      mapping: '/m/other.yaml',
      rule: undefined,
    });
  });

  it('says which rules exist when none matches', () => {
    expect(chooseMapping('notes.pdf', RULES, undefined)).toEqual({
      ok: false,
      message:
        'no watch rule matches the file name "notes.pdf"; the rules match "register-*.xlsx", "*.csv", "batch-??.[tx]sv"',
    });
    expect(chooseMapping('a.csv', [], undefined)).toMatchObject({
      ok: false,
      message: expect.stringContaining('no watch.rules and no --mapping'),
    });
  });

  it('treats regular-expression characters in a glob literally', () => {
    expect(globToRegExp('a+b(1).csv').test('a+b(1).csv')).toBe(true);
    expect(globToRegExp('a.csv').test('abcsv')).toBe(false);
    expect(globToRegExp('[!x]*.csv').test('x1.csv')).toBe(false);
  });
});
