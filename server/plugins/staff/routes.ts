import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common.js';
import { apiPaths } from '../../../contract/paths.js';
import {
  staffCreateBody,
  staffPatchBody,
  staffResponses,
} from '../../../contract/resources/staff.js';
import { auditContext } from '../audit/record.js';
import { serializeStaff } from './serialize.js';
import { createStaff, resetTwoFactor, updateStaff } from './service.js';

const tags = ['staff'];
const _view = { permission: 'staff.view' } as const;
const manage = { permission: 'staff.manage' } as const;

export default async function staffRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    apiPaths.staff.list,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create a staff account',
        description: 'E-mail and username must be free (409).',
        body: staffCreateBody,
        response: staffResponses.create,
      },
    },
    async (request, reply) => {
      const member = await createStaff(db, auditContext(request), request.body);
      return reply.status(201).send({ data: serializeStaff(member) });
    },
  );

  app.patch(
    apiPaths.staff.one,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change a staff account: role, active, names',
        description:
          'Nobody changes their own role or deactivates themself (400); the last active admin cannot be demoted or deactivated (409). A role change or deactivation bites on the next request and closes the person’s live sockets (4401).',
        params: idParams,
        body: staffPatchBody,
        response: staffResponses.update,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { member, accountChanged } = await updateStaff(
        db,
        auditContext(request),
        id,
        request.body,
      );
      if (accountChanged) await app.bus.publish({ type: 'account_changed', userId: id });
      return { data: serializeStaff(member) };
    },
  );

  app.post(
    apiPaths.staff.resetTwoFactor,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Turn off two-factor sign-in of a staff member',
        description: 'They sign in with the password alone until they enable 2FA again.',
        params: idParams,
        response: staffResponses.resetTwoFactor,
      },
    },
    async (request, reply) => {
      await resetTwoFactor(db, auditContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
