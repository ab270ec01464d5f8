import { appResourceName } from '../../../contract/resource';
import { brands } from '../../../contract/resources/brands';

/** The brands' name in the app (the declaration's `brands`), which their texts are under. */
export const BRANDS_RESOURCE = appResourceName(brands);
export const BRANDS_PATH = `/${BRANDS_RESOURCE}`;
/** The spec's route for the create form (react-admin's default would be /giftcard-brands/create). */
export const BRAND_CREATE_SEGMENT = 'add';
export const BRAND_CREATE_PATH = `${BRANDS_PATH}/${BRAND_CREATE_SEGMENT}`;
