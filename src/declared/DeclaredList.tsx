import { useMemo } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { appResourceName, resolveFields } from '../../contract/resource';
import { dateTimeColumn } from '../list/columnKinds';
import type { ListColumn } from '../list/ListColumn';
import { ListScreen } from '../list/ListScreen';
import { ResponsiveDataTable } from '../list/ResponsiveDataTable';
import { SearchBox } from '../list/SearchBox';
import { StatusFilter } from '../list/StatusFilter';
import { CreateButton } from './CreateButton';
import { BulkActionButtons } from './DeclaredActions';
import { fieldColumn, NO_PARTS } from './fieldKit';
import type { DeclaredScreenProps } from './types';

const ANY_DETAIL = ['show', 'edit'] as const;

/**
 * A declared resource's list: its listed fields as sortable columns (exported as shown), a
 * select per enum or yes/no filter, the search box when a field is searchable, and a create
 * button for those who may; a row opens the record.
 */
export const DeclaredList = ({ declaration, parts = NO_PARTS }: DeclaredScreenProps) => {
  const name = appResourceName(declaration);
  const fields = useMemo(() => resolveFields(declaration), [declaration]);
  const columns = useMemo<ListColumn<RaRecord>[]>(
    () => [
      ...fields
        .filter((field) => field.listed)
        .map((field) => fieldColumn(name, field, parts[field.name])),
      dateTimeColumn('created_at'),
    ],
    [fields, name, parts],
  );
  const [descending, field] = declaration.ordering.startsWith('-')
    ? [true, declaration.ordering.slice(1)]
    : [false, declaration.ordering];
  const filters = fields.filter(
    (candidate) => candidate.filterable && ['enum', 'boolean'].includes(candidate.type.kind),
  );
  const searchable = fields.some((candidate) => candidate.searchable);
  const translate = useTranslate();
  // A phone row: the record's name over the fields its declaration names (else the next listed
  // one), in the table's words.
  const secondary = declaration.phoneRow
    ? columns.filter((column) => declaration.phoneRow?.includes(String(column.source)))
    : columns
        .filter((column) => column.source !== declaration.recordLabel && column.text !== false)
        .slice(0, 1);
  const label = columns.find((column) => column.source === declaration.recordLabel);
  return (
    <ListScreen
      sort={{ field, order: descending ? 'DESC' : 'ASC' }}
      errorText={`resources.${name}.errors.list`}
      actions={<CreateButton resource={name} />}
      exportColumns={columns}
      filters={
        filters.length || searchable ? (
          <>
            {filters.map((filter) => (
              <StatusFilter
                key={filter.name}
                source={filter.name}
                label={`resources.${name}.fields.${filter.name}`}
                combine
                choices={
                  filter.type.kind === 'boolean'
                    ? [
                        { value: 'true', label: 'ra.boolean.true' },
                        { value: 'false', label: 'ra.boolean.false' },
                      ]
                    : filter.choices.map(({ value }) => ({
                        value,
                        label: `resources.${name}.choices.${filter.name}.${value}`,
                      }))
                }
              />
            ))}
            {searchable && <SearchBox combine />}
          </>
        ) : undefined
      }
    >
      <ResponsiveDataTable
        columns={columns}
        bulkActionButtons={
          Object.values(declaration.actions ?? {}).some((action) => action.bulk) ? (
            <BulkActionButtons declaration={declaration} />
          ) : (
            false
          )
        }
        // Its Show, else its edit form (service levels have no Show), for who may open either.
        opens={ANY_DETAIL}
        phone={{
          primaryText: (record) =>
            // An enum names the record in its words (a service level's target), as the table does.
            label?.text
              ? String(label.text(record, translate) ?? '')
              : String(record[declaration.recordLabel] ?? ''),
          secondaryText: (record) =>
            secondary
              .map((column) => (column.text ? String(column.text(record, translate) ?? '') : ''))
              .filter(Boolean)
              .join(' · '),
        }}
      />
    </ListScreen>
  );
};
