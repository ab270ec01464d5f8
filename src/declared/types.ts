import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceDeclaration } from '../../contract/resource';
import type { ResourceAccess } from '../auth/access';
import type { Translate } from '../shared/translate';

/**
 * A screen's code, fetched when it is first shown:
 * `() => import('./StaffList').then((module) => module.StaffList)`.
 */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * A resource as its folder declares it in `index.ts`: react-admin's <Resource> props, its place in
 * the sidebar, who may use it, and its screens as loaders, never as components: the registry
 * (src/registry/index.ts) makes each a chunk of its own, so no resource can grow /login's download.
 */
export interface ResourceDefinition
  extends Omit<ResourceProps, 'list' | 'create' | 'edit' | 'show'> {
  /** Position in the sidebar, lowest first; the dashboard entry always comes before. */
  menuOrder: number;
  /** The permission each screen and button needs; what it leaves out, nobody sees. */
  access: ResourceAccess;
  /** react-admin's views: `list` (a menu entry), `create`, `edit` (the spec's /<list>/{id}), `show`. */
  screens: Partial<Record<'list' | 'create' | 'edit' | 'show', ScreenLoader>>;
}

/** A resource as the registry hands it to <AdminApp>: its screens as lazy components. */
export interface AppResource extends ResourceProps {
  menuOrder: number;
  access: ResourceAccess;
}

/**
 * A folder's `en.ts` or `fr.ts`: its texts under `resources.<name>`, react-admin's convention, so
 * `name` labels the menu entry and `fields.<field>` labels fields and columns.
 */
export type ResourceMessages = Record<string, { name: string; [key: string]: unknown }>;

/**
 * How a react-admin resource maps onto the API (spec section 7, api-contract.md), declared by its
 * folder's `api.ts`. The data provider has no per-resource code nor table: it reads these.
 */
export interface ApiResource {
  /**
   * Its paths under the API base, from the contract (contract/paths.ts): `list` for getList and
   * create, `one` (with `:id`) for getOne, update and delete.
   */
  paths: { list?: string; one?: string };
  /** react-admin filter keys sent as query parameters; empty values are left out. */
  filters?: readonly string[];
  /** Query parameters every list call carries, whatever the filters say. */
  fixedQuery?: Readonly<Record<string, string>>;
  /** Fields the server accepts in `ordering`; other sort fields are not sent (it answers 400). */
  ordering?: readonly string[];
  /** Fields sent on create and update; read-only fields of the record stay out. */
  writable?: readonly string[];
  /** Fields sent on create when they differ from the updatable ones. */
  creatable?: readonly string[];
  /** Writable fields holding an upload: only a newly chosen file is sent. */
  files?: readonly string[];
  /** Brand create/update are multipart; everything else is JSON. */
  multipart?: boolean;
  updateMethod?: 'PATCH' | 'PUT';
  /** An edit sends only the fields it changed (the derived PATCH keeps the others). */
  sendsChangesOnly?: boolean;
  /**
   * The field that names a record in its paths (a service level's target, a KYC tier's number):
   * it becomes the record's id on screens, and one record is read from the list (which the API
   * answers whole) as the API has no route for one.
   */
  keyField?: string;
  /** Catalogue keys of the spec's fallback error texts (section 8). */
  errors: {
    list: string;
    one: string;
    create?: string;
    update?: string;
    delete?: string;
  };
}

/**
 * What a folder brings for a declared field the derived screens cannot show by its type alone (an
 * `object` field, such as a service level's business hours): its words and its input.
 */
export interface FieldParts {
  /** The value (`null` too) in the reader's words: list cells, phone rows, the detail, the export. */
  text: (value: unknown, translate: Translate) => string;
  /** The input of the create and edit forms, bound to `source`; it sets its own width. */
  Input: ComponentType<{ source: string }>;
}

/** A folder's field parts by field name, fetched with the derived screens (never on /login). */
export type FieldPartsLoader = () => Promise<Readonly<Record<string, FieldParts>>>;

/** What a derived screen is given: its declaration and the folder's field parts, if it has any. */
export interface DeclaredScreenProps {
  declaration: ResourceDeclaration;
  parts?: Readonly<Record<string, FieldParts>>;
}
