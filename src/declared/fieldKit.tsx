import { Chip, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  DateTimeInput,
  ImageField,
  NumberInput,
  type RaRecord,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  appResourceName,
  type ResolvedField,
  referencedDeclaration,
} from '../../contract/resource';
import { MAX_TEXT } from '../../contract/resource-schemas';
import { declaredResources } from '../../contract/resources/index';
import { DateTimeField } from '../fields/DateTimeField';
import { DecimalInput } from '../fields/DecimalInput';
import { LabelField } from '../fields/LabelField';
import { ImageUploadInput } from '../form/ImageUploadInput';
import type { ListColumn } from '../list/ListColumn';
import { formatDateTime } from '../shared/format';
import type { Translate } from '../shared/translate';
import type { FieldParts } from './types';

/** The catalogue key under which an enum field's values have their words. */
const choicesKey = (resource: string, field: ResolvedField) =>
  `resources.${resource}.choices.${field.name}`;

/** The field parts of a folder that brings none. */
export const NO_PARTS: Readonly<Record<string, FieldParts>> = {};

/** A set's values in the reader's words, in the declared order. */
const setText = (resource: string, field: ResolvedField, value: unknown, translate: Translate) =>
  field.choices
    .filter((choice) => Array.isArray(value) && value.includes(choice.value))
    .map((choice) => translate(`${choicesKey(resource, field)}.${choice.value}`))
    .join(', ') || translate('app.none');

/** A field's words from the folder's parts or its set's labels, where the record is in context. */
const RecordText = ({
  text,
  source,
}: {
  text: (value: unknown, translate: Translate) => string;
  source: string;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography
      variant="body2"
      component="span"
      // Words of several parts ("Mon–Fri 09:00–17:00, Africa/Lagos") wrap rather than push a
      // table, which keeps its cells on one line, past a laptop's width.
      sx={{ whiteSpace: 'normal', display: 'inline-block', minWidth: '10rem' }}
    >
      {text(record[source] ?? null, translate)}
    </Typography>
  );
};

/** The folder's parts of a field its type cannot show, which it must bring. */
const partsOf = (resource: string, field: ResolvedField, parts: FieldParts | undefined) => {
  if (!parts)
    throw new Error(`${resource}.${field.name} is an object: its folder brings its parts.`);
  return parts;
};

/** The app's resource a reference points to (`brands` → `giftcard-brands`), and how it is searched. */
const referenced = (field: ResolvedField) => {
  const target = referencedDeclaration(
    field.type.kind === 'reference' ? field.type.resource : '',
    declaredResources,
  );
  const searchable = Object.values(target.fields).some((candidate) => candidate.searchable);
  return { resource: appResourceName(target), searchable };
};

/** A set's values as labels, in the declared order; "None" when none is ticked. */
const SetChips = ({ resource, field }: { resource: string; field: ResolvedField }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[field.name];
  const ticked = field.choices.filter(
    (choice) => Array.isArray(value) && value.includes(choice.value),
  );
  if (!record) return null;
  if (!ticked.length) return <>{translate('app.none')}</>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {ticked.map((choice) => (
        <Chip
          key={choice.value}
          size="small"
          label={translate(`${choicesKey(resource, field)}.${choice.value}`)}
        />
      ))}
    </Stack>
  );
};

/**
 * A field's value on a list row or a detail (`detail`: a set as labels, an image at its size), in
 * the reader's words.
 */
export function fieldDisplay(
  resource: string,
  field: ResolvedField,
  parts?: FieldParts,
  detail = false,
): ReactElement {
  const { name, type } = field;
  switch (type.kind) {
    case 'set':
      if (detail) return <SetChips resource={resource} field={field} />;
      return (
        <RecordText
          source={name}
          text={(value, translate) => setText(resource, field, value, translate)}
        />
      );
    case 'object':
      return <RecordText source={name} text={partsOf(resource, field, parts).text} />;
    case 'boolean':
      return (
        <Typography variant="body2" component="span">
          <BooleanDisplay source={name} />
        </Typography>
      );
    case 'datetime':
      return <DateTimeField source={name} />;
    case 'date':
      return <DateTimeField source={name} showTime={false} />;
    case 'enum':
      return (
        <Typography variant="body2" component="span">
          <LabelField source={name} labels={choicesKey(resource, field)} />
        </Typography>
      );
    case 'reference':
      return (
        <ReferenceField
          source={name}
          reference={referenced(field).resource}
          link="show"
          emptyText="app.na"
        />
      );
    case 'image':
      return (
        <ImageField
          source={name}
          emptyText="app.na"
          sx={{ '& img': detail ? { maxWidth: 320, maxHeight: 200 } : { maxHeight: 40 } }}
        />
      );
    default:
      return <TextField source={name} emptyText="app.na" />;
  }
}

/** Yes or No, in the reader's language (react-admin's own words). */
const BooleanDisplay = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(record[source] ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
};

/** A declared field as a list column: the table's cell and the export's, in the same words. */
export function fieldColumn<Row extends RaRecord>(
  resource: string,
  field: ResolvedField,
  parts?: FieldParts,
): ListColumn<Row> {
  const { name, type } = field;
  return {
    source: name,
    disableSort: !field.sortable,
    field: () => fieldDisplay(resource, field, parts),
    text: (row, translate) => {
      const value = row[name];
      // An object's words say what its absence means too (business hours: around the clock).
      if (type.kind === 'object')
        return partsOf(resource, field, parts).text(value ?? null, translate);
      if (type.kind === 'set') return setText(resource, field, value, translate);
      if (value === null || value === undefined) return translate('app.na');
      if (type.kind === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
      if (type.kind === 'enum') return translate(`${choicesKey(resource, field)}.${value}`);
      if (type.kind === 'datetime') return formatDateTime(String(value)) ?? '';
      return String(value);
    },
  };
}

/** A declared field's input on the create and edit forms; the form validates it with the contract's schema. */
export function fieldInput(
  resource: string,
  field: ResolvedField,
  parts?: FieldParts,
): ReactElement {
  const { name, type } = field;
  // A required field says so (its label's asterisk, no empty choice in a select); the rule itself
  // is the contract's schema, which the form checks.
  const isRequired = !type.optional && field.default === undefined;
  const common = { source: name, size: 'small' as const, isRequired };
  switch (type.kind) {
    case 'string':
      return (
        <TextInput key={name} {...common} slotProps={{ htmlInput: { maxLength: type.max } }} />
      );
    case 'text':
      return (
        <TextInput
          key={name}
          {...common}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
        />
      );
    case 'integer':
      return <NumberInput key={name} {...common} step={1} />;
    case 'decimal':
      return <DecimalInput key={name} {...common} />;
    case 'boolean':
      return <BooleanInput key={name} source={name} isRequired={isRequired} />;
    case 'date':
      return <DateInput key={name} {...common} />;
    case 'datetime':
      return <DateTimeInput key={name} {...common} />;
    case 'enum':
      return (
        <SelectInput
          key={name}
          {...common}
          choices={field.choices.map(({ value }) => ({
            id: value,
            name: `${choicesKey(resource, field)}.${value}`,
          }))}
          emptyText={type.optional ? 'app.na' : undefined}
        />
      );
    case 'reference': {
      // Typed words find the record by its name, through the list's search where it has one.
      const target = referenced(field);
      return (
        <ReferenceInput key={name} source={name} reference={target.resource}>
          <AutocompleteInput
            size="small"
            isRequired={isRequired}
            filterToQuery={(search) => (target.searchable && search ? { search } : {})}
          />
        </ReferenceInput>
      );
    }
    case 'set':
      return (
        // No asterisk: ticking none is a choice too (a tier that requires no document).
        <CheckboxGroupInput
          key={name}
          source={name}
          choices={field.choices.map(({ value }) => ({
            id: value,
            name: `${choicesKey(resource, field)}.${value}`,
          }))}
          // As many choices as the declaration has: the form's whole width, wrapping on a phone.
          sx={{ gridColumn: '1 / -1', '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
        />
      );
    case 'image':
      return <ImageUploadInput key={name} source={name} isRequired={isRequired} />;
    case 'object': {
      const { Input } = partsOf(resource, field, parts);
      return <Input key={name} source={name} />;
    }
  }
}
