import GavelIcon from '@mui/icons-material/GavelOutlined';
import { shortId } from '../../format';
import type { AppResource } from '../types';
import { DisputeDetail } from './DisputeDetail';
import { DisputeList } from './DisputeList';

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
  // The detail at /disputes/{id} saves the status, hence react-admin's edit route.
  edit: DisputeDetail,
  icon: GavelIcon,
  recordRepresentation: (dispute: { id: string }) => shortId(dispute.id),
} satisfies AppResource;
