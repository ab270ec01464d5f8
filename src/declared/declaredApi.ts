import { filtersOf } from '../../contract/common';
import {
  appResourceName,
  declaredPaths,
  derivesRoute,
  type ResourceDeclaration,
  resolveFields,
} from '../../contract/resource';
import { schemasOf } from '../../contract/resource-schemas';
import type { ApiResource } from './types';

// Apart from declaredResource.ts: the zod schemas it reads load with the data provider, after
// signing in, never with /login.
/** How the data provider reaches a declared resource: its paths, filters, ordering and writable fields. */
export function declaredApi(declaration: ResourceDeclaration): Record<string, ApiResource> {
  const schemas = schemasOf(declaration);
  const fields = resolveFields(declaration);
  const name = appResourceName(declaration);
  const images = fields
    .filter((field) => field.type.kind === 'image' && (field.create || field.update))
    .map((field) => field.name);
  const errors = `resources.${name}.errors`;
  return {
    [name]: {
      paths: declaredPaths(declaration),
      filters: filtersOf(schemas.listQuery),
      ordering: schemas.ordering.fields,
      writable: fields.filter((field) => field.update).map((field) => field.name),
      creatable: fields.filter((field) => field.create).map((field) => field.name),
      sendsChangesOnly: derivesRoute(declaration, 'update'),
      // An image goes as a file, in a form, as the brands' do.
      ...(images.length ? { multipart: true, files: images } : {}),
      errors: {
        list: `${errors}.list`,
        one: `${errors}.one`,
        create: `${errors}.create`,
        update: `${errors}.update`,
        delete: `${errors}.delete`,
      },
    },
  };
}
