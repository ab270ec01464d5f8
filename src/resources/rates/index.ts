import PercentIcon from '@mui/icons-material/PercentOutlined';
import { rates } from '../../../contract/resources/rates';
import { declaredResource } from '../../declared/declaredResource';

/**
 * Rates: a history, so a list (as of any moment, or every version), a version's detail (its own screens) and the
 * derived create; no edit, no delete.
 */
export default declaredResource(rates, {
  icon: PercentIcon,
  screens: {
    list: () => import('./RatesList').then((module) => module.RatesList),
    show: () => import('./RateShow').then((module) => module.RateShow),
  },
});
