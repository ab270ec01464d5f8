import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common.js';
import { apiPaths } from '../../../contract/paths.js';
import { userPatchBody, userResponses } from '../../../contract/users.js';
import { auditContext } from '../audit/record.js';
import { callerMay } from '../auth/guard.js';
import { userDetail } from './detail.js';
import { deleteUser, updateUser } from './service.js';

const tags = ['users'];

export default async function usersRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.patch(
    apiPaths.users.one,
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Edit a user',
        description:
          'Any subset of is_active, first_name, last_name, phone, country (ISO 3166 alpha-2, or empty), address, city, zip_code; other fields are ignored. An admin cannot deactivate their own account (409). Deactivation bites on the account’s next request and closes its live sockets (4401).',
        params: idParams,
        body: userPatchBody,
        response: userResponses.update,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { user, accountChanged } = await updateUser(
        db,
        { ...auditContext(request), mayManageStaff: callerMay(request, 'staff.manage') },
        id,
        request.body,
      );
      if (accountChanged) await app.bus.publish({ type: 'account_changed', userId: id });
      return { data: await userDetail(db, user) };
    },
  );

  app.delete(
    apiPaths.users.one,
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Delete a user',
        description:
          'Audited as `user.delete`. Refused with 409 when the user has gift card submissions, disputes or dispute messages (financial and dispute history is never lost: deactivate the account instead), for a staff account with audit or activity history (what they did keeps saying who did it), and for the caller’s own account.',
        params: idParams,
        response: userResponses.remove,
      },
    },
    async (request, reply) => {
      const actor = {
        ...auditContext(request),
        mayManageStaff: callerMay(request, 'staff.manage'),
      };
      await deleteUser(db, actor, request.params.id);
      // Its tokens stop at once: the guard drops the account it kept, on every instance.
      await app.bus.publish({ type: 'account_changed', userId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
