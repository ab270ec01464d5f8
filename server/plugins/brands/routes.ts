import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderingDescription } from '../../../contract/common.js';
import { apiPaths } from '../../../contract/paths.js';
import { schemasOf } from '../../../contract/resource-schemas.js';
import { brandListQuery, brandOrdering, brands } from '../../../contract/resources/brands.js';
import { declaredService } from '../../declared/service.js';
import { tableOf } from '../../declared/table.js';
import { toPage } from '../../lib/pagination.js';
import hooks from './hooks.js';

const schemas = schemasOf(brands);

/** The derived list of the admin's brands, which the customers' list narrows to the active ones. */
const catalogue = declaredService(brands, schemas, tableOf(brands), hooks);

/** The brands' route besides the derived ones: the customers' list of what they may submit. */
export default async function brandsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    apiPaths.brands.forCustomers,
    {
      schema: {
        tags: [brands.name],
        summary: 'Active gift card brands, for customers choosing what to submit',
        description: `Paged like the admin list, always limited to active brands. ${orderingDescription(brandOrdering)}`,
        querystring: brandListQuery.omit({ is_active: true }),
        response: schemas.responses.list,
      },
    },
    async (request) => {
      const { count, results } = await catalogue.list(db, { ...request.query, is_active: true });
      return toPage(request, request.query, count, results);
    },
  );
}
