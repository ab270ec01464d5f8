import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { brands } from '../../../contract/resources/brands';
import { RequireAccess } from '../../auth/RequireAccess';
import { declaredResource } from '../../declared/declaredResource';
import { lazyScreen } from '../../shared/lazyScreen';
import { BRAND_CREATE_SEGMENT } from './paths';

const BrandCreate = lazyScreen(() => import('./BrandCreate'), 'BrandCreate');

/** The spec's list and forms; the read-only record (for who may not edit it) is the derived Show. */
export default {
  ...declaredResource(brands, {
    icon: CardGiftcardIcon,
    screens: {
      list: () => import('./BrandList').then((module) => module.BrandList),
      create: () => import('./BrandCreate').then((module) => module.BrandCreate),
      edit: () => import('./BrandEdit').then((module) => module.BrandEdit),
    },
  }),
  // Extra route under /giftcard-brands/: the create form at the spec's /add path. A static
  // segment ranks above the edit route's :id, so "add" is never read as an id.
  children: createElement(Route, {
    path: BRAND_CREATE_SEGMENT,
    element: createElement(RequireAccess, { action: 'create' }, createElement(BrandCreate)),
  }),
};
