import type { JsonSchema, ListEndpoint } from './contract.js';
import { humanize } from './words.js';

/** How a field of the answer is shown, from its schema. */
export type Kind = 'date-time' | 'date' | 'money' | 'boolean' | 'enum' | 'number' | 'text' | 'id';

export interface Field {
  name: string;
  kind: Kind;
  /** An enum's values. */
  values: string[];
  nullable: boolean;
}

/** The alternatives of a schema that are not null, and whether null was one. */
const alternatives = (schema: JsonSchema): { schemas: JsonSchema[]; nullable: boolean } => {
  const all = schema.anyOf ?? [schema];
  const types = all.flatMap((one) => [one.type ?? []].flat());
  return {
    schemas: all.filter((one) => one.type !== 'null'),
    nullable: types.includes('null'),
  };
};

const typeOf = (schema: JsonSchema) =>
  [schema.type ?? []].flat().find((type) => type !== 'null') as string | undefined;

/** A decimal string (the contract's money and rates); a rate or a percentage is not money. */
const isDecimal = (schema: JsonSchema) => /decimal/i.test(schema.description ?? '');

export const fieldOf = (name: string, schema: JsonSchema): Field | undefined => {
  const { schemas, nullable } = alternatives(schema);
  const one = schemas[0];
  if (!one) return undefined;
  const type = typeOf(one);
  const field = (kind: Kind, values: string[] = []): Field => ({ name, kind, values, nullable });
  if (schemas.some((alternative) => typeOf(alternative) === 'boolean')) return field('boolean');
  if (one.enum) return field('enum', one.enum.map(String));
  if (one.format === 'date-time') return field('date-time');
  if (one.format === 'date') return field('date');
  if (one.format === 'uuid') return field('id');
  if (type === 'string' && isDecimal(one)) {
    return field(/rate|percent/.test(name) ? 'number' : 'money');
  }
  if (type === 'string') return field('text');
  if (type === 'integer' || type === 'number') return field('number');
  // Objects and lists have no single cell: the folder's owner draws them.
  return undefined;
};

const singularOf = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');
const pascal = (text: string) => humanize(text).replace(/ /g, '');

/** A catalogue tree as TypeScript source; dotted keys (`auth.login`) become nested objects. */
type Tree = { [key: string]: string | Tree };
const nest = (entries: [string, string][]): Tree => {
  const tree: Tree = {};
  for (const [key, text] of entries) {
    const path = key.split('.');
    let node = tree;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Tree;
    }
    node[path[path.length - 1] as string] = text;
  }
  return tree;
};
const source = (tree: Tree, indent = '  '): string =>
  `{\n${Object.entries(tree)
    .map(
      ([key, value]) =>
        `${indent}  ${JSON.stringify(key)}: ${typeof value === 'string' ? JSON.stringify(value) : source(value, `${indent}  `)},`,
    )
    .join('\n')}\n${indent}}`;

const MAX_COLUMNS = 7;
const PRIMARY = ['name', 'username', 'title', 'summary', 'email', 'code'];

export interface Resource {
  name: string;
  endpoint: string;
  command: string;
  menuOrder: number;
  contract: ListEndpoint;
}

/** The folder's files by name: index, api, texts in English and French, list and detail screens. */
export function renderFolder({ name, endpoint, command, menuOrder, contract }: Resource) {
  if (!contract.permission) {
    throw new Error(`${endpoint} declares no staff permission: the scaffold makes staff screens.`);
  }
  const R = `resources.${name}`;
  const singular = singularOf(name);
  const Screen = pascal(singular);
  const fields = Object.entries(contract.fields)
    .map(([field, schema]) => fieldOf(field, schema))
    .filter((field): field is Field => field !== undefined);
  const shown = fields.filter((field) => field.kind !== 'id');
  // Beyond a laptop's width the first dates would be cut: two of them keep their columns.
  const isDate = (field: Field) => field.kind === 'date-time' || field.kind === 'date';
  const dates = shown.filter(isDate).slice(0, 2);
  const columns = [
    ...shown.filter((field) => !isDate(field)).slice(0, MAX_COLUMNS - dates.length),
    ...dates,
  ];
  const texts = shown.filter((field) => field.kind === 'text');
  const primary =
    PRIMARY.map((wanted) => texts.find((field) => field.name === wanted)).find(Boolean) ?? texts[0];
  const secondary = texts.find((field) => field !== primary);
  const badge = shown.find((field) => field.kind === 'enum' || field.kind === 'boolean');
  const date = shown.find((field) => field.kind === 'date-time' || field.kind === 'date');

  const filters = Object.entries(contract.filters).map(([filter, schema]) => ({
    name: filter,
    field: fieldOf(filter, schema),
  }));
  const choiceFilters = filters.filter(
    ({ field }) => field?.kind === 'enum' || field?.kind === 'boolean',
  );
  const hasSearch = filters.some((filter) => filter.name === 'search');

  // Catalogue: the labels of every field and filter, and the words of every enum value.
  const enums = new Map<string, string[]>();
  for (const field of [...shown, ...choiceFilters.map((filter) => filter.field as Field)]) {
    if (field.kind === 'enum') enums.set(field.name, field.values);
  }
  const labelled = [
    ...new Set([...shown.map((field) => field.name), ...choiceFilters.map(({ name }) => name)]),
  ];
  const messages = nest([
    ['name', `${humanize(singular)} |||| ${humanize(name)}`],
    ['title', humanize(name)],
    ['show_title', humanize(singular)],
    ['not_found', `${humanize(singular)} not found`],
    ...(hasSearch ? ([['search', 'Search...']] as [string, string][]) : []),
    ...labelled.map((field): [string, string] => [`fields.${field}`, humanize(field)]),
    ...[...enums].flatMap(([field, values]) =>
      values.map((value): [string, string] => [`values.${field}.${value}`, humanize(value)]),
    ),
    ['errors.list', `Failed to fetch ${humanize(name).toLowerCase()}.`],
    ['errors.one', `Failed to fetch ${humanize(singular).toLowerCase()}.`],
  ]);

  const imports = new Set<string>();
  const use = (line: string) => imports.add(line);
  const cell = (field: Field) => {
    const source = JSON.stringify(field.name);
    switch (field.kind) {
      case 'date-time':
        use(`import { DateTimeField } from '../../fields/DateTimeField';`);
        return `<DateTimeField source=${source} />`;
      case 'date':
        use(`import { DateTimeField } from '../../fields/DateTimeField';`);
        return `<DateTimeField source=${source} showTime={false} />`;
      case 'money':
        use(`import { MoneyField } from '../../fields/MoneyField';`);
        return `<MoneyField source=${source} />`;
      case 'boolean':
        use(`import { LabelField } from '../../fields/LabelField';`);
        return `<LabelField source=${source} labels="ra.boolean" />`;
      case 'enum':
        use(`import { LabelField } from '../../fields/LabelField';`);
        return `<LabelField source=${source} labels="${R}.values.${field.name}" />`;
      case 'number':
        use(`import { NumberField } from 'react-admin';`);
        return `<NumberField source=${source} emptyText="app.na" />`;
      default:
        use(`import { TextField } from 'react-admin';`);
        return `<TextField source=${source} emptyText="app.na" />`;
    }
  };
  const exportValue = (field: Field) => {
    const value = `row.${field.name}`;
    switch (field.kind) {
      case 'date-time':
        use(`import { formatDateTime } from '../../shared/format';`);
        return `(row) => formatDateTime(${value})`;
      case 'date':
        use(`import { formatDate } from '../../shared/format';`);
        return `(row) => formatDate(${value})`;
      case 'money':
        use(`import { formatMoney } from '../../shared/format';`);
        return `(row) => formatMoney(${value})`;
      case 'boolean':
        return `(row, translate) => translate(\`ra.boolean.\${${value}}\`)`;
      case 'enum':
        return `(row, translate) => ${value} && translate(\`${R}.values.${field.name}.\${${value}}\`)`;
      default:
        return `(row) => ${value}`;
    }
  };

  const contractModule = (module: string) => `'../../../contract/${module}'`;
  const listImports = new Set<string>([
    `import type { z } from 'zod';`,
    `import type { ${contract.record.name} } from ${contractModule(contract.record.module)};`,
    `import type { ListColumn } from '../../list/ListColumn';`,
    `import { ListScreen } from '../../list/ListScreen';`,
    `import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';`,
  ]);
  imports.clear();
  // One declaration per column: the table's cell and the export's text of it.
  const columnLines = columns.map((field) => {
    const sort = contract.ordering.includes(field.name) ? '' : ' disableSort: true,';
    const align = field.kind === 'money' || field.kind === 'number' ? " align: 'right'," : '';
    const render = field.kind === 'text' ? '' : ` render: () => ${cell(field)},`;
    return `{ source: '${field.name}',${sort}${align}${render} text: ${exportValue(field)} },`;
  });
  const phoneEnd = [badge, date].filter((field): field is Field => field !== undefined);
  const phoneEndCells = phoneEnd.map(cell);
  if (phoneEnd.length > 0) listImports.add(`import { PhoneRowEnd } from '../../list/PhoneRowEnd';`);
  const filterLines: string[] = [];
  const choiceConstants: string[] = [];
  if (choiceFilters.length > 0) {
    listImports.add(`import { StatusFilter } from '../../list/StatusFilter';`);
  }
  for (const { name: filter, field } of choiceFilters) {
    const constant = `${filter.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())}Choices`;
    choiceConstants.push(
      field?.kind === 'boolean'
        ? `const ${constant} = [\n  { value: 'true', label: 'ra.boolean.true' },\n  { value: 'false', label: 'ra.boolean.false' },\n];`
        : `const ${constant} = ${JSON.stringify(field?.values)}.map((value) => ({\n  value,\n  label: \`${R}.values.${filter}.\${value}\`,\n}));`,
    );
    filterLines.push(
      `<StatusFilter source="${filter}" choices={${constant}} label="${R}.fields.${filter}" combine />`,
    );
  }
  if (hasSearch) {
    listImports.add(`import { SearchBox } from '../../list/SearchBox';`);
    filterLines.push(`<SearchBox placeholder="${R}.search" combine />`);
  }
  const defaultSort = contract.ordering.includes(date?.name ?? '')
    ? `{ field: '${date?.name}', order: 'DESC' }`
    : contract.ordering[0]
      ? `{ field: '${contract.ordering[0]}', order: 'ASC' }`
      : undefined;

  const list = `${[...listImports, ...imports].join('\n')}

/** One row of GET /api/v1${endpoint}/: the contract's own schema. */
type Row = z.infer<typeof ${contract.record.name}>;

${choiceConstants.join('\n\n')}

const columns: ListColumn<Row>[] = [
${columnLines.join('\n')}
];

/** /${name}: ${endpoint}, read only. */
export const ${Screen}List = () => (
  <ListScreen
    title="${R}.title"
    ${defaultSort ? `sort={${defaultSort}}` : ''}
    errorText="${R}.errors.list"
    exportColumns={columns}
    ${filterLines.length > 0 ? `filters={<>${filterLines.join('\n')}</>}` : ''}
  >
    <ResponsiveDataTable<Row>
      columns={columns}
      ${contract.hasDetail ? 'opens="show"' : ''}
      phone={{
        primaryText: (row) => row.${primary?.name ?? 'id'},
        ${secondary ? `secondaryText: (row) => row.${secondary.name},` : ''}
        ${phoneEnd.length > 0 ? `rightIcon: () => (<PhoneRowEnd>${phoneEndCells.join('\n')}</PhoneRowEnd>),` : ''}
      }}
    />
  </ListScreen>
);
`;

  imports.clear();
  const detailFields = fields.map(
    (field) =>
      `<Labeled source="${field.name}">${field.kind === 'id' ? cell({ ...field, kind: 'text' }) : cell(field)}</Labeled>`,
  );
  const show = `${[
    `import { Labeled } from 'react-admin';`,
    `import { DetailFields } from '../../detail/DetailFields';`,
    `import { RecordDetail } from '../../detail/RecordDetail';`,
    ...imports,
  ].join('\n')}

/** /${name}/{id}: one row of ${endpoint}, read only. */
export const ${Screen}Show = () => (
  <RecordDetail title="${R}.show_title" notFound="${R}.not_found">
    <DetailFields>
${detailFields.join('\n')}
    </DetailFields>
  </RecordDetail>
);
`;

  const permission = JSON.stringify(contract.permission);
  const index = `import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import type { ResourceDefinition } from '../../declared/types';

// Written by \`${command}\`: the folder is yours to edit.
export default {
  name: '${name}',
  menuOrder: ${menuOrder},
  access: { list: ${permission}${contract.hasDetail ? `, show: ${permission}` : ''} },
  screens: {
    list: () => import('./${Screen}List').then((module) => module.${Screen}List),
${contract.hasDetail ? `    show: () => import('./${Screen}Show').then((module) => module.${Screen}Show),\n` : ''}  },
  icon: ListAltIcon,
  recordRepresentation: '${primary?.name ?? 'id'}',
} satisfies ResourceDefinition;
`;

  const api = `import { filtersOf, orderingOf } from '../../../contract/common';
import { apiPaths } from '../../../contract/paths';
import { ${contract.listQuery.name} } from ${contractModule(contract.listQuery.module)};
import type { ApiResource } from '../../declared/types';

// Paths, filters and ordering come from the contract: the folder follows it when it changes.
export const api: Record<string, ApiResource> = {
  '${name}': {
    paths: { list: ${contract.paths.list}${contract.paths.one ? `, one: ${contract.paths.one}` : ''} },
    filters: filtersOf(${contract.listQuery.name}),
    ordering: orderingOf(${contract.listQuery.name})?.fields,
    errors: { list: '${R}.errors.list', one: '${R}.errors.one' },
  },
};
`;

  const catalogue = (
    language: 'en' | 'fr',
  ) => `import type { ResourceMessages } from '../../declared/types';

${
  language === 'fr'
    ? `// For the translator: the scaffold wrote these texts in English, as en.ts says them; put each
// in French, keeping the keys, the %{placeholders} and the ' |||| ' between singular and plural.
`
    : ''
}export const ${language}: ResourceMessages = {
  '${name}': ${source(messages)},
};
`;

  const files: Record<string, string> = {
    'index.ts': index,
    'api.ts': api,
    'en.ts': catalogue('en'),
    'fr.ts': catalogue('fr'),
    [`${Screen}List.tsx`]: list,
  };
  if (contract.hasDetail) files[`${Screen}Show.tsx`] = show;
  return files;
}
