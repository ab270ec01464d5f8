import type { FieldParts } from '../../declared/types';
import { BusinessHoursInput } from './BusinessHoursInput';
import { businessHoursText } from './businessHoursText';

/** The policies' business hours, an object the derived screens show through these. */
export const fieldParts: Record<string, FieldParts> = {
  business_hours: { text: businessHoursText, Input: BusinessHoursInput },
};
