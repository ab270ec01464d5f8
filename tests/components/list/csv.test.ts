import { describe, expect, it } from 'vitest';
import { flatten, toCsv } from '../../../src/list/csv';

describe('flatten', () => {
  it('turns nested objects into dotted columns and arrays into JSON', () => {
    expect(
      flatten({ id: 'a', brand: { name: 'Amazon', image: null }, logs: [{ id: 1 }], ok: true }),
    ).toEqual({
      id: 'a',
      'brand.name': 'Amazon',
      'brand.image': null,
      logs: '[{"id":1}]',
      ok: true,
    });
  });
});

describe('toCsv', () => {
  it('writes a header of every column seen, then one line per row', () => {
    expect(
      toCsv([
        { a: 1, b: 'x' },
        { b: 'y', c: false },
      ]),
    ).toBe('a,b,c\r\n1,x,\r\n,y,false');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([{ name: 'Macy’s, "NY"\nstore' }])).toBe('name\r\n"Macy’s, ""NY""\nstore"');
  });

  it('defuses cells a spreadsheet would run as formulas, but keeps negative numbers', () => {
    expect(toCsv([{ a: '=HYPERLINK("x")', b: '-12.50', c: '@cmd' }])).toBe(
      'a,b,c\r\n"\'=HYPERLINK(""x"")",-12.50,\'@cmd',
    );
  });

  it('an empty list is an empty file', () => {
    expect(toCsv([])).toBe('');
  });
});
