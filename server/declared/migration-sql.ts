import {
  type ResolvedField,
  type ResourceDeclaration,
  referencedDeclaration,
  resolveFields,
  tableName,
} from '../../contract/resource.js';

const quote = (name: string) => `"${name}"`;
const literal = (value: string | number | boolean) =>
  typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value);

const SQL_TYPES: Record<ResolvedField['type']['kind'], (field: ResolvedField) => string> = {
  string: ({ type }) => `varchar(${type.kind === 'string' ? type.max : 0})`,
  text: () => 'text',
  integer: () => 'integer',
  decimal: () => 'numeric(12, 2)',
  boolean: () => 'boolean',
  date: () => 'date',
  datetime: () => 'timestamp with time zone',
  enum: () => 'text',
  set: () => 'jsonb',
  reference: () => 'uuid',
  image: () => 'uuid',
  object: () => 'jsonb',
};

function columnSql(field: ResolvedField, declarations: readonly ResourceDeclaration[]) {
  const { type } = field;
  const parts = [quote(field.name), SQL_TYPES[type.kind](field)];
  if (!type.optional) parts.push('NOT NULL');
  if (field.default !== undefined && field.default !== null) {
    parts.push(`DEFAULT ${literal(field.default)}`);
  }
  if (type.kind === 'enum') {
    parts.push(`CHECK (${quote(field.name)} IN (${type.values.map(literal).join(', ')}))`);
  }
  if (type.kind === 'reference') {
    const target = referencedDeclaration(type.resource, declarations);
    // A referenced record cannot be deleted while something points to it: the delete answers 409.
    parts.push(`REFERENCES ${quote(tableName(target))} ("id") ON DELETE RESTRICT`);
  }
  if (type.kind === 'image') {
    // The uploaded file, kept as the brands' images are (server/lib/images.ts).
    parts.push(`REFERENCES "media" ("id")`);
  }
  return `\t${parts.join(' ')}`;
}

/**
 * The migration that creates a declared resource's table, as the scaffold commits it: the columns
 * of `tableOf`, a check per enum, a unique index per unique field (case-insensitive for text) and
 * the index its default list reads. Statements are separated as drizzle's migrator expects.
 */
export function createTableSql(
  declaration: ResourceDeclaration,
  declarations: readonly ResourceDeclaration[] = [declaration],
) {
  const table = tableName(declaration);
  const fields = resolveFields(declaration);
  const columns = [
    `\t"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL`,
    ...fields.map((field) => columnSql(field, declarations)),
    `\t"created_at" timestamp with time zone DEFAULT now() NOT NULL`,
    `\t"updated_at" timestamp with time zone DEFAULT now() NOT NULL`,
  ];
  const statements = [
    `-- ${declaration.label.en.many}: declared in contract/resources/${declaration.name}.ts.\nCREATE TABLE ${quote(table)} (\n${columns.join(',\n')}\n);`,
    ...fields
      .filter((field) => field.unique)
      .map((field) => {
        const isText = field.type.kind === 'string' || field.type.kind === 'text';
        const key = isText ? `lower(${quote(field.name)})` : quote(field.name);
        return `CREATE UNIQUE INDEX ${quote(`${table}_${field.name}_key`)} ON ${quote(table)} (${key});`;
      }),
    // The app's database role gets its rights on the new table when the server grants them after
    // migrating (server/db/client.ts, grant_app_role).
    `CREATE INDEX ${quote(`${table}_created_idx`)} ON ${quote(table)} ("created_at", "id");`,
  ];
  return `${statements.join('\n--> statement-breakpoint\n')}\n`;
}
