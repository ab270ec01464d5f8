import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareResource, resolveFields } from '../../contract/resource.js';
import { schemasOf } from '../../contract/resource-schemas.js';
import { createTableSql } from './migration-sql.js';

// The two structured field types of a declaration: `set(a|b|c)`, several of its values, and
// `object`, a JSON value whose shape is the field's declared rule.

const window = z.object({ from: z.string().regex(/^\d\d:\d\d$/), to: z.string() });

const shelves = declareResource({
  name: 'shelves',
  singular: 'shelf',
  label: {
    en: { one: 'Shelf', many: 'Shelves' },
    fr: { one: 'Étagère', many: 'Étagères', create: 'Créer une étagère' },
  },
  fields: {
    name: { type: 'string(40)', label: { en: 'Name', fr: 'Nom' } },
    colours: { type: 'set(red|green|blue)', label: { en: 'Colours', fr: 'Couleurs' } },
    opening: {
      type: 'object?',
      label: { en: 'Opening', fr: 'Ouverture' },
      rule: { create: window.nullable() },
    },
  },
  recordLabel: 'name',
  menu: { order: 99, icon: 'Shelves' },
  ordering: 'name',
});

describe('a set field', () => {
  const { createBody, record } = schemasOf(shelves);
  const sample = {
    id: '0b8f7a4e-3333-4333-8333-333333333333',
    name: 'Top',
    opening: null,
    created_at: '2026-11-20T10:30:00.000Z',
    updated_at: '2026-11-20T10:30:00.000Z',
  };

  it('takes several of its values, each once, and nothing else', () => {
    const body = { name: 'Top', opening: null };
    expect(createBody.safeParse({ ...body, colours: ['red', 'blue'] }).success).toBe(true);
    expect(createBody.safeParse({ ...body, colours: [] }).success).toBe(true);
    expect(
      createBody.safeParse({ ...body, colours: ['red', 'red'] }).error?.issues[0]?.message,
    ).toBe('Colours must name each value once.');
    expect(createBody.safeParse({ ...body, colours: ['pink'] }).error?.issues[0]?.message).toBe(
      'Colours must be some of red, green, blue.',
    );
  });

  it('is answered as a list, its words declared as an enum’s, and kept in a jsonb column', () => {
    const answered = (colours: unknown) => record.safeParse({ ...sample, colours }).success;
    expect([answered(['green']), answered('green')]).toEqual([true, false]);
    const colours = resolveFields(shelves).find((field) => field.name === 'colours');
    expect(colours?.choices.map((choice) => choice.label.en)).toEqual(['Red', 'Green', 'Blue']);
    expect(colours?.sortable).toBe(false);
    expect(createTableSql(shelves)).toContain('"colours" jsonb NOT NULL');
  });
});

describe('an object field', () => {
  it('is checked by its declared rule and kept in a jsonb column', () => {
    const { createBody } = schemasOf(shelves);
    const body = { name: 'Top', colours: [] };
    expect(createBody.safeParse({ ...body, opening: { from: '09:00', to: '17:00' } }).success).toBe(
      true,
    );
    expect(createBody.safeParse({ ...body, opening: { from: 'nine', to: '17:00' } }).success).toBe(
      false,
    );
    expect(createTableSql(shelves)).toContain('"opening" jsonb,');
  });

  it('cannot be declared without its rule', () => {
    const shapeless = {
      ...shelves,
      fields: {
        ...shelves.fields,
        opening: { type: 'object?' as const, label: shelves.fields.opening.label },
      },
    };
    expect(() => resolveFields(shapeless)).toThrow(
      'shelves.opening is an object: declare its shape as its rule.',
    );
  });
});
