import GavelIcon from '@mui/icons-material/GavelOutlined';
import { shortId } from '../../shared/format';
import { lazyScreen } from '../../shared/lazyScreen';
import type { AppResource } from '../types';

const DisputeDetail = lazyScreen(() => import('./DisputeDetail'), 'DisputeDetail');
const DisputeList = lazyScreen(() => import('./DisputeList'), 'DisputeList');

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
  list: DisputeList,
  // The detail is a Show view (ShowBase, with the chat and the status select) kept at the spec's
  // /disputes/{id} by taking react-admin's edit route; its show route would be /disputes/{id}/show.
  edit: DisputeDetail,
  icon: GavelIcon,
  recordRepresentation: (dispute: { id: string }) => shortId(dispute.id),
} satisfies AppResource;
