import type { z } from 'zod';
import type { StaffRole } from './enums.js';

/**
 * A resource declared once (contract/resources/<name>.ts): its fields, who may see and change it,
 * its audit actions and its menu entry. The zod schemas, the OpenAPI operations, the server's table
 * and routes, the permissions and the app's screens and texts are all derived from it
 * (api-contract.md, "Resources declared once").
 */

/** A field's type as the scaffold's `--fields` spells it; `?` after it makes the field optional (nullable). */
export type FieldTypeName =
  | `string(${number})`
  | 'text'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | `enum(${string})`
  | `set(${string})`
  | `reference(${string})`
  | 'image'
  | 'object';

export type FieldTypeSpec = FieldTypeName | `${FieldTypeName}?`;

/** Text in the app's two languages. */
export interface Words {
  en: string;
  fr: string;
}

export interface FieldDeclaration {
  type: FieldTypeSpec;
  label: Words;
  /** Shown as a list column (default true; `text` fields default to false). */
  listed?: boolean;
  /** Matched by the list's `search` (case-insensitive substring). */
  searchable?: boolean;
  /** A list filter (`?<field>=`): enums, booleans and references by default. */
  filterable?: boolean;
  /** In the list's `ordering` allow-list (default true except `text`). */
  sortable?: boolean;
  /** Sent on create (default true) and on update (default true). */
  create?: boolean;
  update?: boolean;
  /** Two records never share it (case-insensitively for text): 409 naming the field. */
  unique?: boolean;
  /** Sent but never answered (a password): left out of the record its routes answer. */
  writeOnly?: boolean;
  /** The value a create without it stores (optional fields default to null). */
  default?: string | number | boolean | null;
  /** An enum's or a set's values in words, by value (the value itself, capitalised, when left out). */
  choices?: Record<string, Words>;
  /**
   * The field's own input rule, when the spec words its messages differently from the derived
   * ones: on create, and on update (default: the create rule, optional). An `object` field has
   * no other: its rule is its shape (the app folder brings its input, `declaredResource`'s
   * `fieldParts`).
   */
  rule?: { create: z.ZodType; update?: z.ZodType };
}

export type Operation = 'list' | 'one' | 'create' | 'update' | 'delete';

/**
 * A rule of a resource: a zod refinement over the values of its fields as they are sent, with
 * its message in both languages, shown under its first field.
 */
export interface RuleDeclaration {
  /** When it holds: on create, on update, or both. */
  on: 'create' | 'update' | 'both';
  /**
   * The fields it reads. An edit sends only what changed: an update that sends none of them is
   * not checked, and one that sends some gives the others as `undefined`.
   */
  fields: readonly [string, ...string[]];
  /** Whether the values are acceptable. */
  check: (values: Record<string, unknown>) => boolean;
  message: Words;
}

/** An action of a resource on one record (`publish`): its button, route, permission and audit. */
export interface ActionDeclaration {
  /** The button's words. */
  label: Words;
  /** What the audit log says was done (`<singular>.<name>`), e.g. "Announcement published". */
  done: Words;
  /** The resource's permission it needs (default `manage`). */
  permission?: 'view' | 'manage';
  /** A question asked before it runs ("Publish this announcement now?"). */
  confirm?: Words;
  /** Fields of the resource asked for in a form before it runs, set on the record by it. */
  form?: readonly string[];
  /** Fields it sets to fixed values; `'now'` for a date and time: the moment it runs. */
  sets?: Record<string, string | number | boolean | null>;
  /** Also offered on the list's selected rows, run on each. */
  bulk?: boolean;
}

/** What a resource declares once. */
export interface ResourceDeclaration {
  /** Plural, kebab-case: the app's resource name, the permission prefix and the texts' key. */
  name: string;
  /** Singular, snake_case: the audit actions `<singular>.create|update|delete`. */
  singular: string;
  /** The audit entries' target type of its records (default: the singular). */
  auditTarget?: string;
  /**
   * The domain's own audit actions besides `<singular>.create|update|delete` and its declared
   * actions, by their code, with their words on the audit log (e.g. `'staff.reset_2fa': { en:
   * 'Two-factor reset', fr: … }`).
   */
  auditActions?: Record<string, Words>;
  /**
   * Rules over several fields or beyond a field's type, checked by the form and by the server
   * (docs/declarations.md), by name: `startsLater: { on: 'create', fields: ['starts_at'], … }`.
   */
  rules?: Record<string, RuleDeclaration>;
  /**
   * What a record can be made to do besides being changed, by name (`publish`): a button on its
   * page (and on the list's selected rows when `bulk`), the route `POST …/{id}/<name>/`, its
   * permission and its audit row `<singular>.<name>` (docs/declarations.md).
   */
  actions?: Record<string, ActionDeclaration>;
  /** The app's resource name, its screens' path and its texts' key (default: the name). */
  resource?: string;
  /** The path under /api/v1/admin/ (default: the name). */
  path?: string;
  /** Paths of the domain's own routes besides list and one, by name (e.g. `resetTwoFactor`). */
  extraPaths?: Record<string, string>;
  /** The database table (default: the name in snake_case). */
  table?: string;
  /** Plural and singular names in both languages: menu, headings, audit texts. */
  label: {
    en: { one: string; many: string };
    /** French also says its create button and page with the noun's article: "Créer un taux". */
    fr: { one: string; many: string; create: string };
  };
  fields: Record<string, FieldDeclaration>;
  /** The field that names a record on screens and in audit summaries. */
  recordLabel: string;
  /** The fields a phone's list row says under the record's name (default: the next listed one). */
  phoneRow?: readonly string[];
  /** Roles besides admin that hold `<name>.view` and `<name>.manage`. */
  permissions?: { view?: readonly StaffRole[]; manage?: readonly StaffRole[] };
  /**
   * The domain permissions it uses instead of bringing its own, when the contract names them
   * (payout batches: `payments.view` to read, `transactions.pay` to act); their roles are the
   * contract's table's.
   */
  usesPermissions?: { view: string; manage?: string };
  menu: { order: number; icon: string };
  /** Default `ordering`, e.g. `-created_at`. */
  ordering: string;
  /**
   * The timestamps its records keep and answer (default both). A domain's own table may keep
   * fewer: the brands no `updated_at`, the accounts neither (their `date_joined` stands for it).
   */
  timestamps?: readonly ('created_at' | 'updated_at')[];
  /**
   * The list's query parameters besides its fields' filters (a date bound, a kind of account),
   * each with its zod schema: the derived list checks and documents them, and the resource's
   * `listWhere` hook applies them (docs/declarations.md, "Hooks").
   */
  listFilters?: Record<string, z.ZodType>;
  /** The derived operations it has (default all); the others answer 405. */
  operations?: readonly Operation[];
  /**
   * Derived routes or screens replaced by the domain's own: the server and the app then register
   * theirs instead; a domain's rules on a write are hooks on the derived route, not a route of its
   * own (the brands', server/plugins/brands/hooks.ts). A `list` or `one` whose query and
   * answer are the domain's is still served by the derived route when its hooks read it
   * (server/declared/hooks.ts, `list` and `one`).
   */
  overrides?: {
    routes?: readonly Operation[];
    screens?: readonly ('list' | 'show' | 'create' | 'edit')[];
  };
}

/** A `set(a|b|c)` field's type from a list of values the contract keeps elsewhere. */
export const setOf = (values: readonly [string, ...string[]]) =>
  `set(${values.join('|')})` as const satisfies FieldTypeSpec;

/** Declares a resource; the identity, typed, so that each declaration is checked where it is written. */
export const declareResource = <const Declaration extends ResourceDeclaration>(
  declaration: Declaration,
) => declaration;

export type FieldKind =
  | { kind: 'string'; max: number }
  | { kind: 'text' }
  | { kind: 'integer' }
  | { kind: 'decimal' }
  | { kind: 'boolean' }
  | { kind: 'date' }
  | { kind: 'datetime' }
  | { kind: 'enum'; values: [string, ...string[]] }
  /** Several of the values, each at most once (a JSON list). */
  | { kind: 'set'; values: [string, ...string[]] }
  | { kind: 'reference'; resource: string }
  | { kind: 'image' }
  /** A structured value whose shape is the field's `rule` (a JSON object). */
  | { kind: 'object' };

export type ParsedField = FieldKind & { optional: boolean };

const FIELD_TYPE =
  /^(string|text|integer|decimal|boolean|date|datetime|enum|set|reference|image|object)(?:\(([^)]*)\))?(\?)?$/;

/** Reads `string(120)`, `enum(a|b)?`, `set(a|b)`, `reference(brands)`…; an unknown type throws, naming it. */
export function parseFieldType(spec: string): ParsedField {
  const match = FIELD_TYPE.exec(spec.trim());
  if (!match) throw new Error(`Unknown field type "${spec}".`);
  const [, kind, argument = '', optional] = match;
  const base = { optional: optional === '?' };
  switch (kind) {
    case 'string': {
      const max = Number(argument);
      if (!Number.isInteger(max) || max < 1 || max > 10_000) {
        throw new Error(`string(max) needs a length from 1 to 10000: "${spec}".`);
      }
      return { ...base, kind, max };
    }
    case 'enum':
    case 'set': {
      const values = argument.split('|').map((value) => value.trim());
      if (!values.length || values.some((value) => !/^[a-z][a-z0-9_]*$/.test(value))) {
        throw new Error(`${kind}(a|b|c) needs snake_case values: "${spec}".`);
      }
      return { ...base, kind, values: values as [string, ...string[]] };
    }
    case 'reference':
      if (!/^[a-z][a-z0-9-]*$/.test(argument)) {
        throw new Error(`reference(resource) needs a resource name: "${spec}".`);
      }
      return { ...base, kind, resource: argument };
    default:
      if (argument) throw new Error(`${kind} takes no argument: "${spec}".`);
      return { ...base, kind } as ParsedField;
  }
}

/** Every field of a declaration with its type read and its defaults applied. */
export interface ResolvedField
  extends Required<Omit<FieldDeclaration, 'type' | 'default' | 'choices' | 'rule'>> {
  name: string;
  type: ParsedField;
  default: FieldDeclaration['default'];
  /** An enum's or a set's values with their words, in the declared order. */
  choices: { value: string; label: Words }[];
  rule: FieldDeclaration['rule'];
}

/** `high_value` → "High value" in both languages, until the declaration says better. */
const wordsOf = (value: string): Words => {
  const words = value.replaceAll('_', ' ');
  const capitalised = words.charAt(0).toUpperCase() + words.slice(1);
  return { en: capitalised, fr: capitalised };
};

const FILTERABLE_BY_DEFAULT = new Set(['enum', 'boolean', 'reference']);

/** Kinds a list cannot order by: long text, and values made of several parts. */
const UNSORTABLE = new Set(['text', 'image', 'set', 'object']);

export function resolveFields(declaration: ResourceDeclaration): ResolvedField[] {
  const images = Object.values(declaration.fields).filter((field) =>
    field.type.startsWith('image'),
  );
  // A form carries one file (server/lib/multipart.ts).
  if (images.length > 1) throw new Error(`${declaration.name} has more than one image field.`);
  return Object.entries(declaration.fields).map(([name, field]) => {
    const type = parseFieldType(field.type);
    if (type.kind === 'object' && !field.rule) {
      throw new Error(`${declaration.name}.${name} is an object: declare its shape as its rule.`);
    }
    const long = type.kind === 'text' || type.kind === 'image';
    return {
      name,
      type,
      label: field.label,
      // A write-only field (a password) is never answered, so never a column either.
      listed: !field.writeOnly && (field.listed ?? !long),
      searchable: field.searchable ?? false,
      filterable: field.filterable ?? FILTERABLE_BY_DEFAULT.has(type.kind),
      sortable: field.sortable ?? !UNSORTABLE.has(type.kind),
      create: field.create ?? true,
      update: field.update ?? true,
      unique: field.unique ?? false,
      writeOnly: field.writeOnly ?? false,
      default: field.default ?? (type.optional ? null : undefined),
      rule: field.rule,
      choices:
        type.kind === 'enum' || type.kind === 'set'
          ? type.values.map((value) => ({ value, label: field.choices?.[value] ?? wordsOf(value) }))
          : [],
    };
  });
}

type ExtraPaths<Declaration> = Declaration extends { extraPaths: infer Extra } ? Extra : unknown;

/**
 * `/admin/<path>/` and `/admin/<path>/:id/`, as contract/paths.ts spells paths, its actions'
 * `/admin/<path>/:id/<action>/`, and the paths of the domain's own routes.
 */
export const declaredPaths = <Declaration extends ResourceDeclaration>(
  declaration: Declaration,
) => {
  const list = `/admin/${declaration.path ?? declaration.name}/`;
  // A resource with no operation on one record (the audit log) has no item path.
  const itemOperations = ['one', 'update', 'delete'] as const;
  const one = itemOperations.some((operation) => hasOperation(declaration, operation))
    ? { one: `${list}:id/` }
    : {};
  // Each declared action's route, by the action's name.
  const actions = Object.fromEntries(
    Object.keys(declaration.actions ?? {}).map((action) => [action, `${list}:id/${action}/`]),
  );
  return { ...declaration.extraPaths, ...actions, list, ...one } as {
    list: string;
    one: string;
  } & ExtraPaths<Declaration>;
};

/** The app's name of a declared resource: its screens' path and its texts' key. */
export const appResourceName = (declaration: ResourceDeclaration) =>
  declaration.resource ?? declaration.name;

export const tableName = (declaration: ResourceDeclaration) =>
  declaration.table ?? declaration.name.replaceAll('-', '_');

/**
 * Whether records of another resource may point to it: it has a list to pick from and a page of
 * each record (a reference is shown as a link to it).
 */
export const isReferenceable = (declaration: ResourceDeclaration) =>
  hasOperation(declaration, 'list') && hasOperation(declaration, 'one');

/**
 * The declaration a `reference(<resource>)` names: by its name as users know it (`brands`,
 * `staff`) or its app name (`giftcard-brands`). Anything else throws, listing the names it could be.
 */
export function referencedDeclaration(
  resource: string,
  declarations: readonly ResourceDeclaration[],
): ResourceDeclaration {
  const candidates = declarations.filter(isReferenceable);
  const found = candidates.find(
    (declaration) => declaration.name === resource || appResourceName(declaration) === resource,
  );
  if (found) return found;
  const known = candidates.map((declaration) => declaration.name).sort();
  throw new Error(
    `reference(${resource}) names no resource that can be referred to. Known: ${known.join(', ')}.`,
  );
}

/** Whether it has an operation that changes records, and so a `manage` permission. */
export const hasWrites = (declaration: ResourceDeclaration) =>
  (['create', 'update', 'delete'] as const).some((operation) =>
    hasOperation(declaration, operation),
  );

/** `<name>.view`, and `<name>.manage` when it has anything to change (a read-only log has none). */
export const declaredPermissions = (declaration: ResourceDeclaration) =>
  declaration.usesPermissions ??
  ({
    view: `${declaration.name}.view`,
    ...(hasWrites(declaration) ? { manage: `${declaration.name}.manage` } : {}),
  } as { view: string; manage?: string });

export const auditTargetOf = (declaration: ResourceDeclaration) =>
  declaration.auditTarget ?? declaration.singular;

/**
 * `<singular>.create|update|delete`, for the operations it has, `<singular>.<action>` for its
 * declared actions, and the domain's own.
 */
export const declaredAuditActions = (declaration: ResourceDeclaration) => [
  ...(['create', 'update', 'delete'] as const)
    .filter((verb) => hasOperation(declaration, verb))
    .map((verb) => `${declaration.singular}.${verb}` as const),
  ...Object.keys(declaration.actions ?? {}).map((action) => `${declaration.singular}.${action}`),
  ...Object.keys(declaration.auditActions ?? {}),
];

/** The audit action codes a declaration brings, as TypeScript sees them. */
export type DeclaredAuditActionOf<Declaration extends ResourceDeclaration> =
  | `${Declaration['singular']}.${'create' | 'update' | 'delete'}`
  | (Declaration extends { actions: infer Own }
      ? `${Declaration['singular']}.${Extract<keyof Own, string>}`
      : never)
  | (Declaration extends { auditActions: infer Own } ? Extract<keyof Own, string> : never);

export const hasOperation = (declaration: ResourceDeclaration, operation: Operation) =>
  (declaration.operations ?? ['list', 'one', 'create', 'update', 'delete']).includes(operation);

/** Whether the derived route of `operation` is served (declared and not replaced by the domain's own). */
export const derivesRoute = (declaration: ResourceDeclaration, operation: Operation) =>
  hasOperation(declaration, operation) && !declaration.overrides?.routes?.includes(operation);

type Alternatives<Values extends string> = Values extends `${infer First}|${infer Rest}`
  ? First | Alternatives<Rest>
  : Values;

/** The value a field's type answers, as TypeScript sees it. */
type ValueOf<Spec extends string> = Spec extends `${infer Base}?`
  ? ValueOf<Base> | null
  : Spec extends 'integer'
    ? number
    : Spec extends 'boolean'
      ? boolean
      : Spec extends `enum(${infer Values})`
        ? Alternatives<Values>
        : Spec extends `set(${infer Values})`
          ? Alternatives<Values>[]
          : Spec extends 'object'
            ? unknown
            : string;

/** A record of a declared resource as the API answers it, typed from its declaration. */
export type DeclaredRecord<Declaration extends ResourceDeclaration> = {
  id: string;
  created_at: string;
  updated_at: string;
} & {
  -readonly [Name in keyof Declaration['fields']]: ValueOf<Declaration['fields'][Name]['type']>;
};
