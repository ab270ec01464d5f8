import { describe, expect, it } from 'vitest';
import { translate } from '../../../src/i18n';
import { headerTitleKey } from '../../../src/layout/headerTitle';

const titleOf = (path: string) => translate(headerTitleKey(path));

describe('header title', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/giftcard-brands', 'Gift Card Brands'],
    ['/giftcard-brands/4f1c', 'Gift Card Brands'],
    ['/giftcard-brands/add', 'Add Gift Card Brand'],
    ['/users', 'Users'],
    ['/users/4f1c', 'User Details'],
    ['/disputes', 'Disputes'],
    ['/disputes/4f1c', 'Disputes'],
    ['/transactions', 'Dashboard'],
    ['/no-such-page', 'Dashboard'],
  ])('%s shows "%s"', (path, title) => {
    expect(titleOf(path)).toBe(title);
  });
});
