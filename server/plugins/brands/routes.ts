import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams, orderingDescription } from '../../../contract/common.js';
import { apiPaths } from '../../../contract/paths.js';
import type { Permission } from '../../../contract/permissions.js';
import { declaredPermissions } from '../../../contract/resource.js';
import { schemasOf } from '../../../contract/resource-schemas.js';
import {
  BRAND_IMAGE_FIELD,
  type Brand,
  brandCreateBody,
  brandCreateForm,
  brandListQuery,
  brandOrdering,
  brandPatchBody,
  brandPatchForm,
  brandResponses,
  brands,
} from '../../../contract/resources/brands.js';
import { declaredService } from '../../declared/service.js';
import { tableOf } from '../../declared/table.js';
import { checkImage } from '../../lib/images.js';
import { handlerValidatesBody, parseFields, readForm } from '../../lib/multipart.js';
import { toPage } from '../../lib/pagination.js';
import { auditContext } from '../audit/record.js';
import hooks from './hooks.js';
import { serializeBrand } from './serialize.js';
import { createBrand, deleteBrand, updateBrand } from './service.js';

const tags = [brands.name];
const { view: viewPermission, manage: managePermission } = declaredPermissions(brands) as Record<
  'view' | 'manage',
  Permission
>;
const _view = { permission: viewPermission };
const manage = { permission: managePermission };

const FIELDS_DOC = [
  'Fields, as multipart/form-data or as a JSON object:',
  '`name` (text, unique whatever its case), `min_amount`, `max_amount` (decimal strings, 0 or more, two places at most),',
  '`rate_percentage` (0 to 100, two places at most), `is_active` (true/false), `currency` (only USD), `description` (optional),',
  'and in a form an optional `image` file: JPG, PNG or GIF judged by its content (else 400 "Please select a valid image file"),',
  'at most 5 MB (else 413 "Image size should be less than 5MB") and 8000 × 8000 pixels; a malformed form is 400.',
  'min_amount greater than max_amount is refused (400); a taken name is 409.',
].join(' ');

/** The validated fields of a brand form or JSON body, and its image checked by content (or null). */
async function readBrandRequest<T extends z.ZodType>(request: FastifyRequest, schema: T) {
  const form = await readForm(request, BRAND_IMAGE_FIELD);
  const fields = parseFields(schema, form.fields);
  const image = form.file ? await checkImage(form.file, BRAND_IMAGE_FIELD) : null;
  return { fields, image };
}

/** The derived list of the admin's brands, which the customers' list narrows to the active ones. */
const catalogue = declaredService(brands, schemasOf(brands), tableOf(brands), hooks);

export default async function brandsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    apiPaths.brands.forCustomers,
    {
      schema: {
        tags,
        summary: 'Active gift card brands, for customers choosing what to submit',
        description: `Paged like the admin list, always limited to active brands. ${orderingDescription(brandOrdering)}`,
        querystring: brandListQuery.omit({ is_active: true }),
        response: brandResponses.list,
      },
    },
    async (request) => {
      const { count, results } = await catalogue.list(db, { ...request.query, is_active: true });
      return toPage(request, request.query, count, results as unknown as Brand[]);
    },
  );

  app.post(
    apiPaths.brands.list,
    {
      config: manage,
      validatorCompiler: handlerValidatesBody,
      schema: {
        tags,
        summary: 'Create a gift card brand',
        description: `${FIELDS_DOC} name, min_amount, max_amount and rate_percentage are required.`,
        consumes: ['multipart/form-data', 'application/json'],
        body: brandCreateForm,
        response: brandResponses.create,
      },
    },
    async (request, reply) => {
      const { fields, image } = await readBrandRequest(request, brandCreateBody);
      const brand = await createBrand(db, auditContext(request), fields, image);
      return reply.status(201).send({ data: serializeBrand(brand) });
    },
  );

  app.patch(
    apiPaths.brands.one,
    {
      config: manage,
      validatorCompiler: handlerValidatesBody,
      schema: {
        tags,
        summary: 'Edit a gift card brand',
        description: `${FIELDS_DOC} Any subset; absent fields keep their value, and the amounts are checked against the stored ones. A new image replaces (and deletes) the old one; a text \`image\` field is ignored.`,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        body: brandPatchForm,
        response: brandResponses.update,
      },
    },
    async (request) => {
      const { fields, image } = await readBrandRequest(request, brandPatchBody);
      const brand = await updateBrand(db, auditContext(request), request.params.id, fields, image);
      return { data: serializeBrand(brand) };
    },
  );

  app.delete(
    apiPaths.brands.one,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a gift card brand',
        description:
          'Refused with 409 when the brand has gift card submissions: deactivate it instead (PATCH is_active=false).',
        params: idParams,
        response: brandResponses.remove,
      },
    },
    async (request, reply) => {
      await deleteBrand(db, auditContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
