import { z } from 'zod';
import {
  booleanString,
  dataOf,
  decimal,
  decimalString,
  errorBody,
  imageFile,
  isoDateTime,
  MAX_MONEY,
  noContent,
  optionalFilter,
  orderedPageQuery,
  ordering,
  pageOf,
  text,
} from './common.js';
import {
  type ResolvedField,
  type ResourceDeclaration,
  type RuleDeclaration,
  resolveFields,
} from './resource.js';

/** PostgreSQL's integer. */
const MAX_INTEGER = 2_147_483_647;
/** A `text` field's bound: a long note, never a file. */
export const MAX_TEXT = 10_000;

/** Whether a rule holds; one that throws on a malformed value is the field's own to refuse. */
function holds(rule: RuleDeclaration, values: Record<string, unknown>) {
  try {
    return rule.check(values);
  } catch {
    return true;
  }
}

/** What a client may send for a field, with the field's own name in each message. */
function inputSchema(field: ResolvedField): z.ZodType {
  const label = field.label.en;
  const { type } = field;
  switch (type.kind) {
    case 'string':
    case 'text': {
      const max = type.kind === 'string' ? type.max : MAX_TEXT;
      const base = text({ error: `${label} must be text.` })
        .trim()
        .max(max, `${label} must be ${max} characters or less.`);
      return type.optional ? base : base.min(1, `${label} is required.`);
    }
    case 'integer':
      return z
        .number({ error: `${label} must be a whole number.` })
        .int(`${label} must be a whole number.`)
        .min(-MAX_INTEGER, `${label} must be ${-MAX_INTEGER} or more.`)
        .max(MAX_INTEGER, `${label} must be ${MAX_INTEGER} or less.`);
    case 'decimal':
      return decimal(
        {
          required: `${label} is required.`,
          invalid: `${label} must be a number with at most two decimals, from 0 to ${MAX_MONEY}.`,
        },
        MAX_MONEY,
      );
    case 'boolean':
      return booleanString(label);
    case 'date':
      return z.iso.date({ error: `${label} must be a date (YYYY-MM-DD).` });
    case 'datetime':
      return z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date and time.` });
    case 'enum':
      return z.enum(type.values, { error: `${label} must be one of ${type.values.join(', ')}.` });
    case 'set':
      return z
        .array(
          z.enum(type.values, {
            error: `${label} must be some of ${type.values.join(', ')}.`,
          }),
          { error: `${label} must be a list.` },
        )
        .refine((values) => new Set(values).size === values.length, {
          error: `${label} must name each value once.`,
        });
    case 'reference':
      return z.uuid({ error: `${label} must be the id of a record.` });
    case 'image':
      // Sent as a file in a multipart form, judged by its bytes on the server (5 MB at most).
      return z
        .file({
          error: (issue) =>
            issue.input === undefined || issue.input === null
              ? `${label} is required.`
              : `${label} must be a JPG, PNG or GIF file.`,
        })
        .describe(imageFile.description ?? '');
    case 'object':
      // resolveFields makes sure it declares its rule, which then stands in for this.
      return field.rule?.create ?? z.never();
  }
}

/** How the server answers a field's value. */
function outputSchema(field: ResolvedField): z.ZodType {
  const { type } = field;
  const values = type.kind === 'enum' || type.kind === 'set' ? type.values : undefined;
  const schemas: Record<ResolvedField['type']['kind'], z.ZodType> = {
    string: z.string(),
    text: z.string(),
    integer: z.number().int(),
    decimal: decimalString,
    boolean: z.boolean(),
    date: z.iso.date(),
    datetime: isoDateTime,
    enum: values ? z.enum(values) : z.string(),
    set: z.array(values ? z.enum(values) : z.string()),
    reference: z.uuid(),
    image: z.string().describe('URL of the image'),
    // Answered as it was accepted.
    object: field.rule?.create ?? z.unknown(),
  };
  const schema = schemas[type.kind];
  return type.optional ? schema.nullable() : schema;
}

/** A filter's query parameter: empty means no filter. */
function filterSchema(field: ResolvedField) {
  const { type } = field;
  if (type.kind === 'boolean') return optionalFilter(booleanString(field.name));
  if (type.kind === 'enum') {
    return optionalFilter(
      z.enum(type.values, { error: `${field.name} must be one of ${type.values.join(', ')}.` }),
    );
  }
  if (type.kind === 'reference')
    return optionalFilter(z.uuid({ error: `${field.name} must be an id.` }));
  return optionalFilter(
    inputSchema({ ...field, type: { ...type, optional: true } as typeof type }),
  );
}

/** On update, an image field may hold the current image's URL, which keeps it as it is. */
const updateInput = (field: ResolvedField) =>
  field.type.kind === 'image'
    ? z.union([inputSchema(field), z.string().describe('The current image’s URL: kept')])
    : inputSchema(field);

const optionalInput = (field: ResolvedField, schema: z.ZodType) =>
  field.type.optional ? schema.nullable().optional() : schema;

function derivedSchemas(declaration: ResourceDeclaration) {
  const fields = resolveFields(declaration);
  const timestamps = declaration.timestamps ?? ['created_at', 'updated_at'];
  const sortable = [
    ...timestamps.filter((stamp) => stamp === 'created_at'),
    ...fields.filter((field) => field.sortable).map((field) => field.name),
  ];
  const listOrdering = ordering(sortable, declaration.ordering);
  const shape = (
    pick: (field: ResolvedField) => boolean,
    make: (field: ResolvedField) => z.ZodType,
  ) => Object.fromEntries(fields.filter(pick).map((field) => [field.name, make(field)]));
  // A resource with an image takes its writes as a form too (server/declared/routes.ts).
  const takesForms = fields.some((field) => field.type.kind === 'image');
  /** A body that is no object of fields is refused whole, in the resource's words. */
  const fieldsExpected = {
    error: `Send the ${declaration.singular.replaceAll('_', ' ')} fields as ${takesForms ? 'a form or ' : ''}a JSON object.`,
  };
  /** A form's image over 5 MB, or a form of too many fields. */
  const tooLarge = takesForms ? { 413: errorBody } : {};

  const record = z.object({
    id: z.uuid(),
    ...shape((field) => !field.writeOnly, outputSchema),
    // Typed as the default: a declaration keeping fewer says so where it types its record.
    ...(Object.fromEntries(timestamps.map((stamp) => [stamp, isoDateTime])) as {
      created_at: typeof isoDateTime;
      updated_at: typeof isoDateTime;
    }),
  });
  const createBody = z.object(
    shape(
      (field) => field.create,
      (field) =>
        field.rule?.create ??
        (field.default !== undefined
          ? inputSchema(field).nullable().optional()
          : optionalInput(field, inputSchema(field))),
    ),
    fieldsExpected,
  );
  const updateBody = z.object(
    shape(
      (field) => field.update,
      (field) =>
        field.rule?.update ??
        (field.rule ? field.rule.create : optionalInput(field, updateInput(field))).optional(),
    ),
    fieldsExpected,
  );
  /**
   * The declared rules that hold on `kind`, each message under its first field in both languages.
   * They are checked even when another field is refused, so that a form says everything at once;
   * a rule that cannot read a malformed value leaves it to that field's own message.
   */
  const withRules = <Body extends z.ZodObject>(body: Body, kind: 'create' | 'update') =>
    body.superRefine(
      (values: Record<string, unknown>, context) => {
        if (typeof values !== 'object' || values === null) return;
        for (const rule of Object.values(declaration.rules ?? {})) {
          if (rule.on !== kind && rule.on !== 'both') continue;
          // An edit sends what changed: a rule on fields nobody touched stays out of its way.
          if (kind === 'update' && rule.fields.every((field) => values[field] === undefined)) {
            continue;
          }
          if (holds(rule, values)) continue;
          context.addIssue({
            code: 'custom',
            message: rule.message.en,
            path: [rule.fields[0]],
            params: { words: rule.message },
          });
        }
      },
      { when: () => true },
    );
  /** An action's form: the fields it asks for, each as a create checks it. */
  const actionBodies = Object.fromEntries(
    Object.entries(declaration.actions ?? {}).map(([action, { form = [] }]) => [
      action,
      z.object(
        shape(
          (field) => form.includes(field.name),
          (field) => optionalInput(field, inputSchema(field)),
        ),
      ),
    ]),
  );
  const listQuery = orderedPageQuery(listOrdering).extend({
    ...shape((field) => field.filterable, filterSchema),
    ...declaration.listFilters,
  });
  return {
    fields,
    ordering: listOrdering,
    record,
    createBody: withRules(createBody, 'create'),
    updateBody: withRules(updateBody, 'update'),
    actionBodies,
    listQuery,
    responses: {
      list: { 200: pageOf(record), 400: errorBody, 404: errorBody },
      one: { 200: dataOf(record), 404: errorBody },
      create: { 201: dataOf(record), 400: errorBody, 409: errorBody, ...tooLarge },
      update: { 200: dataOf(record), 400: errorBody, 404: errorBody, 409: errorBody, ...tooLarge },
      delete: { 204: noContent, 404: errorBody, 409: errorBody },
      action: { 200: dataOf(record), 400: errorBody, 404: errorBody, 409: errorBody },
    },
  };
}

export type DeclaredSchemas = ReturnType<typeof derivedSchemas>;

const derived = new WeakMap<ResourceDeclaration, DeclaredSchemas>();

/**
 * The zod schemas of a declared resource, as the server validates and documents them and the app
 * validates its forms: the record, the create and update bodies, the list query and the answers.
 *
 * The same objects each time for a declaration: the routes validate and document with the very
 * schemas the contract exports, so that a client (the scaffold's `--endpoint`) finds them there.
 */
export function schemasOf(declaration: ResourceDeclaration): DeclaredSchemas {
  const known = derived.get(declaration);
  if (known) return known;
  const schemas = derivedSchemas(declaration);
  derived.set(declaration, schemas);
  return schemas;
}
