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
