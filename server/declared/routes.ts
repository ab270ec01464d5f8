import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams, orderingDescription } from '../../contract/common.js';
import type { Permission } from '../../contract/permissions.js';
import {
  declaredPaths,
  declaredPermissions,
  derivesRoute,
  hasOperation,
  type ResourceDeclaration,
} from '../../contract/resource.js';
import { schemasOf } from '../../contract/resource-schemas.js';
import { checkImage } from '../lib/images.js';
import { handlerValidatesBody, parseFields, readForm } from '../lib/multipart.js';
import { toPage } from '../lib/pagination.js';
import { auditContext } from '../plugins/audit/record.js';
import { formValues } from './form-values.js';
import type { DeclaredHooks } from './hooks.js';
import { declaredService, type Upload } from './service.js';
import { tableOf } from './table.js';

/**
 * The derived routes of one declared resource under /admin/<path>/: list, one, create, update and
 * delete, each with its schemas, permission and audit row; the operations it leaves out or
 * replaces with its domain's own are not registered here.
 */
export function declaredRoutes(declaration: ResourceDeclaration, hooks: DeclaredHooks = {}) {
  return async (appBase: FastifyInstance) => {
    const app = appBase.withTypeProvider<ZodTypeProvider>();
    const { db } = app;
    const schemas = schemasOf(declaration);
    const service = declaredService(declaration, schemas, tableOf(declaration), hooks);
    const image = schemas.fields.find((field) => field.type.kind === 'image');
    /**
     * A resource with an image takes its create and update as a multipart form (or JSON without
     * the file), as the brands do: the body is checked once its parts are read.
     */
    const form = image
      ? {
          validatorCompiler: handlerValidatesBody,
          consumes: ['multipart/form-data', 'application/json'],
        }
      : null;
    const bodyOf = async (request: FastifyRequest, schema: z.ZodType) => {
      if (!image) return { body: request.body as Record<string, unknown>, upload: null };
      const sent = await readForm(request, image.name);
      const fields = formValues(schemas.fields, sent.fields ?? {});
      const file = sent.file ? new File([new Uint8Array(sent.file)], image.name) : undefined;
      // A file comes only in a form, whose fields are an object.
      const body = parseFields(
        schema,
        file ? { ...(fields as Record<string, unknown>), [image.name]: file } : fields,
      );
      const upload: Upload = sent.file
        ? { field: image.name, image: await checkImage(sent.file, image.name) }
        : null;
      return { body: body as Record<string, unknown>, upload };
    };
    const paths = declaredPaths(declaration);
    const permissions = declaredPermissions(declaration) as Record<'view' | 'manage', Permission>;
    const view = { permission: permissions.view };
    const manage = { permission: permissions.manage };
    const tags = [declaration.name];
    const { one, many } = declaration.label.en;
    const searchable = schemas.fields
      .filter((field) => field.searchable)
      .map((field) => field.name);
    const filters = [
      ...schemas.fields.filter((field) => field.filterable).map((field) => field.name),
      ...Object.keys(declaration.listFilters ?? {}),
    ].map((name) => `\`${name}\``);

    // A list whose query and answer are its domain's is still served here, read by its hook.
    const ownList = hasOperation(declaration, 'list') ? hooks.list : undefined;
    if (derivesRoute(declaration, 'list') || ownList) {
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
            ...ownList?.schema,
            ...hooks.listSchema,
          },
        },
        async (request) => {
          const query = request.query as Parameters<typeof service.list>[1];
          const { count, results } = await (ownList
            ? ownList.read(db, query, app)
            : service.list(db, query));
          return toPage(request, query, count, results);
        },
      );
    }
    if (derivesRoute(declaration, 'create')) {
      app.post(
        paths.list,
        {
          config: manage,
          ...(form && { validatorCompiler: form.validatorCompiler }),
          schema: {
            tags,
            summary: `Create a ${one.toLowerCase()}`,
            description: hooks.descriptions?.create,
            ...(form && { consumes: form.consumes }),
            body: schemas.createBody,
            response: schemas.responses.create,
          },
        },
        async (request, reply) => {
          const { body, upload } = await bodyOf(request, schemas.createBody);
          return reply
            .status(201)
            .send({ data: await service.create(db, auditContext(request), body, upload) });
        },
      );
    }
    // A record whose answer is its domain's is still served here, read by its hook.
    const ownOne = hasOperation(declaration, 'one') ? hooks.one : undefined;
    if (derivesRoute(declaration, 'one') || ownOne) {
      app.get(
        paths.one,
        {
          config: view,
          schema: {
            tags,
            summary: `A ${one.toLowerCase()}`,
            params: idParams,
            response: schemas.responses.one,
            ...ownOne?.schema,
          },
        },
        async (request) => ({
          data: await (ownOne
            ? ownOne.read(db, request.params.id, app)
            : service.one(db, request.params.id)),
        }),
      );
    }
    if (derivesRoute(declaration, 'update')) {
      app.patch(
        paths.one,
        {
          config: manage,
          ...(form && { validatorCompiler: form.validatorCompiler }),
          schema: {
            tags,
            summary: `Change a ${one.toLowerCase()}`,
            description: hooks.descriptions?.update,
            ...(form && { consumes: form.consumes }),
            params: idParams,
            body: schemas.updateBody,
            response: schemas.responses.update,
          },
        },
        async (request) => {
          const { body, upload } = await bodyOf(request, schemas.updateBody);
          const { id } = request.params as { id: string };
          return { data: await service.update(db, auditContext(request), id, body, upload) };
        },
      );
    }
    for (const [name, action] of Object.entries(declaration.actions ?? {})) {
      app.post(
        (paths as unknown as Record<string, string>)[name],
        {
          config: action.permission === 'view' ? view : manage,
          schema: {
            tags,
            summary: `${action.label.en} (a ${one.toLowerCase()})`,
            description: `Audited as \`${declaration.singular}.${name}\`.${
              action.sets ? ` Sets ${Object.keys(action.sets).join(', ')}.` : ''
            }`,
            params: idParams,
            body: schemas.actionBodies[name],
            response: schemas.responses.action,
          },
        },
        async (request) => ({
          data: await service.act(
            db,
            auditContext(request),
            request.params.id,
            name,
            (request.body ?? {}) as Record<string, unknown>,
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
            description: hooks.descriptions?.delete,
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
