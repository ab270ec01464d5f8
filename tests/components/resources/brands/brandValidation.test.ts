import type { Validator } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/i18n/en';
import {
  type BrandField,
  brandCreateValidators,
  brandEditValidators,
  validateBrandImage,
} from '../../../../src/resources/brands/brandValidation';

type Values = Record<BrandField, unknown>;

/** The first message of each field's validators, as the form shows it under the field. */
const validateWith = (validators: Record<BrandField, Validator[]>) => (values: Partial<Values>) =>
  Object.fromEntries(
    Object.entries(validators).flatMap(([field, checks]) => {
      for (const check of checks) {
        const error = check(values[field as BrandField], values, {});
        if (error)
          return [
            [field, typeof error === 'string' ? error : (error as { message: string }).message],
          ];
      }
      return [];
    }),
  );

const validateBrandCreate = validateWith(brandCreateValidators);
const validateBrandEdit = validateWith(brandEditValidators);

const texts = (errors: Record<string, string | undefined>) => {
  const catalogue = (en.resources as Record<string, { validation: Record<string, string> }>)[
    'giftcard-brands'
  ].validation;
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, catalogue[String(key).split('.').pop()!]]),
  );
};

const valid = { name: 'Amazon', rate_percentage: 82, min_amount: 25, max_amount: 2000 };

describe('validateBrandCreate', () => {
  it('accepts a complete brand, including the 0 and 100 edges', () => {
    expect(validateBrandCreate(valid)).toEqual({});
    expect(validateBrandCreate({ ...valid, rate_percentage: 100, min_amount: 0 })).toEqual({});
    expect(validateBrandCreate({ ...valid, rate_percentage: '0.00' })).toEqual({});
  });

  it('requires every field with its own text; a blank name counts as empty', () => {
    expect(
      texts(validateBrandCreate({ name: '   ', rate_percentage: null, min_amount: null })),
    ).toEqual({
      name: 'Brand name is required',
      rate_percentage: 'Rate percentage is required',
      min_amount: 'Minimum amount is required',
      max_amount: 'Maximum amount is required',
    });
  });

  it('bounds the rate and the amounts', () => {
    expect(
      texts(validateBrandCreate({ ...valid, rate_percentage: -1, min_amount: -5, max_amount: -1 })),
    ).toEqual({
      rate_percentage: 'Rate percentage must be 0 or higher',
      min_amount: 'Minimum amount must be 0 or higher',
      max_amount: 'Maximum amount must be 0 or higher',
    });
    expect(texts(validateBrandCreate({ ...valid, rate_percentage: 100.01 }))).toEqual({
      rate_percentage: 'Rate percentage cannot exceed 100%',
    });
  });

  it('does not compare max with min (spec)', () => {
    expect(validateBrandCreate({ ...valid, min_amount: 500, max_amount: 10 })).toEqual({});
  });
});

describe('validateBrandEdit', () => {
  it('accepts the record as loaded, with decimal strings', () => {
    expect(
      validateBrandEdit({
        name: 'Amazon',
        rate_percentage: '82.00',
        min_amount: '25.00',
        max_amount: '2000.00',
      }),
    ).toEqual({});
  });

  it('has its own texts: one for both amounts and one for the rate range', () => {
    expect(
      texts(
        validateBrandEdit({ name: '', rate_percentage: null, min_amount: null, max_amount: 5 }),
      ),
    ).toEqual({
      name: 'Brand name is required',
      min_amount: 'Minimum and maximum amounts are required',
      rate_percentage: 'Rate percentage is required',
    });
    for (const rate of [-0.01, 101, 'abc']) {
      expect(texts(validateBrandEdit({ ...valid, rate_percentage: rate }))).toEqual({
        rate_percentage: 'Rate percentage must be between 0 and 100',
      });
    }
  });
});

describe('validateBrandImage', () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const chosen = (bytes: BlobPart[], name: string, type: string) => ({
    rawFile: new File(bytes, name, { type }),
  });

  it('passes the current image, no image and a real PNG', async () => {
    expect(await validateBrandImage('/media/logo')).toBeUndefined();
    expect(await validateBrandImage(null)).toBeUndefined();
    expect(
      await validateBrandImage(chosen([new Uint8Array(png)], 'logo.png', 'image/png')),
    ).toBeUndefined();
  });

  it('names a file over 5MB, else a file that is not a JPG, PNG or GIF by type or by bytes', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect(await validateBrandImage(chosen([big], 'big.png', 'image/png'))).toBe(
      'resources.giftcard-brands.validation.image_size',
    );
    expect(await validateBrandImage(chosen(['hello'], 'notes.txt', 'text/plain'))).toBe(
      'resources.giftcard-brands.validation.image_type',
    );
    // A text file renamed .png: the browser calls it image/png, its bytes say otherwise.
    expect(await validateBrandImage(chosen(['hello'], 'renamed.png', 'image/png'))).toBe(
      'resources.giftcard-brands.validation.image_type',
    );
  });
});
