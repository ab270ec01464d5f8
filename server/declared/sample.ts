import type { ResolvedField } from '../../contract/resource.js';

/**
 * A valid value of a declared field, different for each `seed`: what a test (or the scaffold's
 * check in a scratch copy) sends to exercise a resource it has never seen. References are
 * filled in by the caller, which knows the referenced records.
 */
export function sampleValue(field: ResolvedField, seed: number): unknown {
  const { type } = field;
  switch (type.kind) {
    case 'string':
      // A field of three letters or fewer is a code (a country, a currency): letters, as codes are.
      if (type.max <= 3) return 'USD'.slice(0, type.max);
      return `${field.label.en} ${seed}`.slice(-type.max);
    case 'text':
      return `${field.label.en} number ${seed}, with some words.`;
    case 'integer':
      return seed;
    case 'decimal':
      // Below 100, so that a percentage (a brand's rate) is valid too.
      return `${seed % 100}.50`;
    case 'boolean':
      return seed % 2 === 0;
    case 'date':
      return `2026-01-${String((seed % 28) + 1).padStart(2, '0')}`;
    case 'datetime':
      return `2026-01-${String((seed % 28) + 1).padStart(2, '0')}T10:30:00.000Z`;
    case 'enum':
      return type.values[seed % type.values.length];
    case 'set':
      return type.values.slice(0, (seed % type.values.length) + 1);
    case 'reference':
    case 'image':
      return null;
    case 'object':
      // Its shape is its domain's: a resource with one brings its own routes, and sends its own.
      return null;
  }
}

/** A create body of every creatable field but references and images, which need records of their own. */
export function sampleBody(fields: readonly ResolvedField[], seed: number) {
  return Object.fromEntries(
    fields
      .filter(
        (field) => field.create && field.type.kind !== 'reference' && field.type.kind !== 'image',
      )
      .map((field) => [field.name, sampleValue(field, seed)]),
  );
}
