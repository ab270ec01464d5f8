import { sla } from '../../../contract/resources/sla';
import { messagesWith } from '../../declared/messages';

export const fr = messagesWith(sla, 'fr', {
  business_hours: {
    around_the_clock: '24 h/24',
    every_day: 'Tous les jours',
    only: 'Seulement pendant les heures ouvrées',
    help: 'L’horloge s’arrête en dehors de ces heures.',
    timezone: 'Fuseau horaire',
    days: 'Jours',
    start: 'De',
    time_format: 'Sur 24 heures, HH:MM',
    end: 'À',
  },
});
