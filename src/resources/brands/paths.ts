import { appResourceName } from '../../../contract/resource';
import { brands } from '../../../contract/resources/brands';

export const BRANDS_PATH = `/${appResourceName(brands)}`;
/** The spec's route for the create form (react-admin's default would be /giftcard-brands/create). */
export const BRAND_CREATE_SEGMENT = 'add';
export const BRAND_CREATE_PATH = `${BRANDS_PATH}/${BRAND_CREATE_SEGMENT}`;
