import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useResourceKey } from '../shared/useResourceText';
import { useChangeFilters } from './listChanges';

interface SearchBoxProps {
  /** Catalogue key of the hint; by default the resource's `search` ('Search User Name...'). */
  placeholder?: string;
  /** Keep the other filters (the status included) instead of clearing them. */
  combine?: boolean;
}

/**
 * The search box of the list screens, applied on Enter. Searching replaces all filters, which
 * resets the status select to its default as the spec asks of Users, Payments and Disputes; with
 * `combine` (Transactions) it joins the others.
 */
export const SearchBox = ({ placeholder, combine = false }: SearchBoxProps) => {
  const translate = useTranslate();
  const resourceKey = useResourceKey();
  const hint = translate(placeholder ?? resourceKey('search'));
  const { filterValues } = useListContext();
  const changeFilters = useChangeFilters();
  const applied = typeof filterValues.search === 'string' ? filterValues.search : '';
  const [text, setText] = useState(applied);

  // Follows the filter when something else changes it (the reset button, a status choice).
  useEffect(() => setText(applied), [applied]);

  return (
    <TextField
      type="search"
      size="small"
      value={text}
      placeholder={hint}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        const search = text.trim();
        changeFilters((current) => {
          const { search: _dropped, ...others } = current;
          const kept = combine ? others : {};
          return search ? { ...kept, search } : kept;
        });
      }}
      slotProps={{
        htmlInput: { 'aria-label': hint },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      // Wide enough for the whole placeholder (French ones are longer), on a phone the line.
      sx={{
        width: { sm: `calc(${hint.length}ch + 48px)` },
        minWidth: { sm: 280 },
      }}
    />
  );
};
