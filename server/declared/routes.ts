import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, orderingDescription } from '../../contract/common.js';
import type { Permission } from '../../contract/permissions.js';
import {
  declaredPaths,
  declaredPermissions,
  derivesRoute,
  type ResourceDeclaration,
} from '../../contract/resource.js';
import { schemasOf } from '../../contract/resource-schemas.js';
import { declaredResources } from '../../contract/resources/index.js';
import { toPage } from '../lib/pagination.js';
import { auditContext } from '../plugins/audit/record.js';
import { declaredService } from './service.js';
import { tableOf } from './table.js';

/**
 * The derived routes of one declared resource under /admin/<path>/: list, one, create, update and
 * delete, each with its schemas, permission and audit row; the operations it leaves out or
 * replaces with its domain's own are not registered here.
 */
export function declaredRoutes(declaration: ResourceDeclaration) {
  return async (appBase: FastifyInstance) => {
    const app = appBase.withTypeProvider<ZodTypeProvider>();
    const { db } = app;
    const schemas = schemasOf(declaration);
    const service = declaredService(declaration, schemas, tableOf(declaration));
    const paths = declaredPaths(declaration);
    const permissions = declaredPermissions(declaration) as Record<'view' | 'manage', Permission>;
    const view = { permission: permissions.view };
    const manage = { permission: permissions.manage };
    const tags = [declaration.name];
    const { one, many } = declaration.label.en;
    const searchable = schemas.fields
      .filter((field) => field.searchable)
      .map((field) => field.name);
    const filters = schemas.fields
      .filter((field) => field.filterable)
      .map((field) => `\`${field.name}\``);

    if (derivesRoute(declaration, 'list')) {
      app.get(
        paths.list,
        {
          config: view,
          schema: {
            tags,
            summary: `List ${many.toLowerCase()}`,
            description: [
              'Paged.',
              searchable.length ? `\`search\`: ${searchable.join(', ')}.` : '',
              filters.length ? `Filters: ${filters.join(', ')}.` : '',
              orderingDescription(schemas.ordering),
            ]
              .filter(Boolean)
              .join(' '),
            querystring: schemas.listQuery,
            response: schemas.responses.list,
          },
        },
        async (request) => {
          const query = request.query as Parameters<typeof service.list>[1];
          const { count, results } = await service.list(db, query);
          return toPage(request, query, count, results);
        },
      );
    }
    if (derivesRoute(declaration, 'create')) {
      app.post(
        paths.list,
        {
          config: manage,
          schema: {
            tags,
            summary: `Create a ${one.toLowerCase()}`,
            body: schemas.createBody,
            response: schemas.responses.create,
          },
        },
        async (request, reply) =>
          reply.status(201).send({
            data: await service.create(
              db,
              auditContext(request),
              request.body as Record<string, unknown>,
            ),
          }),
      );
    }
    if (derivesRoute(declaration, 'one')) {
      app.get(
        paths.one,
        {
          config: view,
          schema: {
            tags,
            summary: `A ${one.toLowerCase()}`,
            params: idParams,
            response: schemas.responses.one,
          },
        },
        async (request) => ({ data: await service.one(db, request.params.id) }),
      );
    }
    if (derivesRoute(declaration, 'update')) {
      app.patch(
        paths.one,
        {
          config: manage,
          schema: {
            tags,
            summary: `Change a ${one.toLowerCase()}`,
            params: idParams,
            body: schemas.updateBody,
            response: schemas.responses.update,
          },
        },
        async (request) => ({
          data: await service.update(
            db,
            auditContext(request),
            request.params.id,
            request.body as Record<string, unknown>,
          ),
        }),
      );
    }
    if (derivesRoute(declaration, 'delete')) {
      app.delete(
        paths.one,
        {
          config: manage,
          schema: {
            tags,
            summary: `Delete a ${one.toLowerCase()}`,
            params: idParams,
            response: schemas.responses.delete,
          },
        },
        async (request, reply) => {
          await service.remove(db, auditContext(request), request.params.id);
          return reply.status(204).send(null);
        },
      );
    }
  };
}

/**
 * A declared domain's own routes: `server/plugins/<name>/routes.ts`, when the folder is there,
 * default-exports them (the routes its declaration replaces, and its extra ones). Found by the
 * folder's name, so that a declared domain's routes cannot be left unregistered.
 */
async function ownRoutesOf(declaration: ResourceDeclaration) {
  const folder = new URL(
    `../plugins/${declaration.serverFolder ?? declaration.name}/`,
    import.meta.url,
  );
  const file = ['routes.ts', 'routes.js']
    .map((name) => new URL(name, folder))
    .find((url) => existsSync(url));
  if (!file) return null;
  const module: { default: FastifyPluginAsync } = await import(file.href);
  return module.default;
}

/** Every declared resource's derived routes (contract/resources/) and its domain's own. */
export async function allDeclaredRoutes(app: FastifyInstance) {
  for (const declaration of declaredResources) {
    await app.register(declaredRoutes(declaration));
    const own = await ownRoutesOf(declaration);
    if (own) await app.register(own);
  }
}
