import GavelIcon from '@mui/icons-material/GavelOutlined';
import type { ResourceDefinition } from '../../declared/types';
import { shortId } from '../../shared/format';

export default {
  name: 'disputes',
  menuOrder: 50,
  // The detail is react-admin's edit route; its status select is `manage`.
  access: {
    list: 'disputes.view',
    show: 'disputes.view',
    edit: 'disputes.view',
    manage: 'disputes.manage',
  },
  screens: {
    list: () => import('./DisputeList').then((module) => module.DisputeList),
    edit: () => import('./DisputeDetail').then((module) => module.DisputeDetail),
  },
  // The detail is a Show view (ShowBase, with the chat and the status select) kept at the spec's
  // /disputes/{id} by taking react-admin's edit route; its show route would be /disputes/{id}/show.
  icon: GavelIcon,
  recordRepresentation: (dispute: { id: string }) => shortId(dispute.id),
} satisfies ResourceDefinition;
