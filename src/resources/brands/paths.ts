/** The spec's route for the create form (react-admin's default would be /giftcard-brands/create). */
export const BRAND_CREATE_SEGMENT = 'add';
export const BRAND_CREATE_PATH = `/giftcard-brands/${BRAND_CREATE_SEGMENT}`;
