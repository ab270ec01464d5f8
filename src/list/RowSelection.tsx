import { Checkbox } from '@mui/material';
import type { ChangeEvent } from 'react';
import { type Identifier, type RaRecord, useListContext, useTranslate } from 'react-admin';

/**
 * Row selection for a list's bulk actions, labelled on the input itself: react-admin's own row
 * checkbox puts its aria-label on the wrapping span, which axe refuses and a screen reader does
 * not read. The list context holds the selection, as it does for react-admin's toolbar.
 */
export const SelectRowCheckbox = ({ record, label }: { record: RaRecord; label?: string }) => {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.5 }}
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': label ?? translate('ra.action.select_row') } }}
    />
  );
};

/** Selects or clears every row of the page shown. */
export const SelectPageCheckbox = () => {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect } = useListContext();
  const pageIds: Identifier[] = data.map((record) => record.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id));
  const all = pageIds.length > 0 && selectedOnPage.length === pageIds.length;
  const toggle = (event: ChangeEvent<HTMLInputElement>) =>
    onSelect(
      event.target.checked
        ? [...new Set([...selectedIds, ...pageIds])]
        : selectedIds.filter((id) => !pageIds.includes(id)),
    );
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.5 }}
      checked={all}
      indeterminate={selectedOnPage.length > 0 && !all}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
    />
  );
};
