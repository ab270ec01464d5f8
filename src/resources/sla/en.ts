import { sla } from '../../../contract/resources/sla';
import { messagesWith } from '../../declared/messages';

export const en = messagesWith(sla, 'en', {
  business_hours: {
    around_the_clock: 'Around the clock',
    every_day: 'Every day',
    only: 'Only during business hours',
    help: 'The clock stops outside these hours.',
    timezone: 'Time zone',
    days: 'Days',
    start: 'From',
    time_format: '24-hour clock, HH:MM',
    end: 'Until',
  },
});
