import type { ResourceProps } from 'react-admin';
import type { ResourceAccess } from '../auth/access';

/**
 * A resource as its folder declares it in `index.ts`: react-admin's <Resource> props plus its
 * place in the sidebar and who may use it. App.tsx registers every folder's definition, in `menuOrder`.
 */
export interface AppResource extends ResourceProps {
  /** Position in the sidebar, lowest first; the dashboard entry always comes before. */
  menuOrder: number;
  /** The permission each screen and button needs; what it leaves out, nobody sees. */
  access: ResourceAccess;
}

/**
 * A folder's `en.ts`: its texts under `resources.<name>`, react-admin's convention, so `name` labels
 * the menu entry and `fields.<field>` labels fields and columns.
 */
export type ResourceMessages = Record<string, { name: string; [key: string]: unknown }>;

/**
 * How a react-admin resource maps onto the API (spec section 7, api-contract.md), declared by its
 * folder's `api.ts`. The data provider has no per-resource code nor table: it reads these.
 */
export interface ApiResource {
  /** Path under the API base, without the trailing slash. */
  endpoint: string;
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
  /** Catalogue keys of the spec's fallback error texts (section 8). */
  errors: {
    list: string;
    one: string;
    create?: string;
    update?: string;
    delete?: string;
  };
}
