import { filtersOf } from '../../contract/common';
import {
  appResourceName,
  declaredPaths,
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
  const errors = `resources.${name}.errors`;
  return {
    [name]: {
      paths: declaredPaths(declaration),
      filters: filtersOf(schemas.listQuery),
      ordering: schemas.ordering.fields,
      writable: fields.filter((field) => field.update).map((field) => field.name),
      creatable: fields.filter((field) => field.create).map((field) => field.name),
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
