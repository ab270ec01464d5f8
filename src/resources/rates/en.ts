import { rateMessages } from './messages';

/** The rate card's texts (api-contract.md, "Rate cards"). */
export const en = rateMessages('en', {
  import_error: 'The file could not be imported.',
  open_ended: 'Still in effect',
  fields: {
    band: 'Band (USD)',
    effective_to: 'Until',
    at: 'As of',
    history: 'Every version',
    created_by: 'By',
  },
  grid: {
    title: 'Rate card',
    key: 'Country · form · receipt · band (USD)',
    current: 'In effect',
    new: 'New rate (%)',
    preview: 'Changes to save',
    preview_title: '%{smart_count} change to save |||| %{smart_count} changes to save',
    save: 'Save %{smart_count} change |||| Save %{smart_count} changes',
    saved: '%{smart_count} rate saved |||| %{smart_count} rates saved',
  },
  margins: {
    title: 'Margins by brand',
    period: 'Period',
    days: 'Last day |||| Last %{smart_count} days',
    brand: 'Brand',
    submissions: 'Cards',
    card_value: 'Card value',
    payout: 'Paid out',
    margin_percentage: 'Margin',
    empty: 'No card was accepted or paid in this period.',
    error: 'Failed to fetch the margins.',
  },
  import: {
    choose: 'Import CSV',
    preview_title: 'Import preview (nothing written yet)',
    figures: '%{created} new, %{superseded} replacing a rate in effect, %{unchanged} unchanged',
    line: 'Line %{line}: %{message}',
    apply: 'Import',
    done: 'Imported: %{created} new, %{superseded} replacing, %{unchanged} unchanged',
  },
});
