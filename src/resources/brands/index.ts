import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../../auth/RequireAccess';
import type { ResourceDefinition } from '../../declared/types';
import { lazyScreen } from '../../shared/lazyScreen';
import { BRAND_CREATE_SEGMENT } from './paths';

const BrandCreate = lazyScreen(() => import('./BrandCreate'), 'BrandCreate');

export default {
  name: 'giftcard-brands',
  menuOrder: 20,
  access: {
    list: 'brands.view',
    show: 'brands.view',
    create: 'brands.manage',
    edit: 'brands.manage',
    delete: 'brands.manage',
  },
  screens: {
    list: () => import('./BrandList').then((module) => module.BrandList),
    edit: () => import('./BrandEdit').then((module) => module.BrandEdit),
  },
  // Extra route under /giftcard-brands/: the create form at the spec's /add path. A static
  // segment ranks above the edit route's :id, so "add" is never read as an id.
  children: createElement(Route, {
    path: BRAND_CREATE_SEGMENT,
    element: createElement(RequireAccess, { action: 'create' }, createElement(BrandCreate)),
  }),
  icon: CardGiftcardIcon,
  recordRepresentation: 'name',
} satisfies ResourceDefinition;
