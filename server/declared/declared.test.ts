import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffRole, staffRole } from '../../contract/enums.js';
import { pathTo } from '../../contract/paths.js';
import { hasPermission } from '../../contract/permissions.js';
import {
  declaredPaths,
  declaredPermissions,
  derivesRoute,
  type ResourceDeclaration,
} from '../../contract/resource.js';
import { schemasOf } from '../../contract/resource-schemas.js';
import { declaredResources } from '../../contract/resources/index.js';
import { startTestServer, type TestServer, type TestUser } from '../test/harness.js';
import { sampleValue } from './sample.js';

// Every declared resource (contract/resources/), whatever it declares: the derived API answers
// as the contract's "Resources declared once" says, for a resource this test has never seen.

let server: TestServer;
const staff = {} as Record<StaffRole, TestUser>;
let customer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  for (const role of staffRole.options) staff[role] = await server.login(role);
  customer = await server.login('customer');
});
afterAll(() => server.close());

const api = (path: string) => `/api/v1${path}`;

/** A body for `create` with every field a valid value; references point to records made first. */
async function sampleBody(declaration: ResourceDeclaration, seed: number) {
  const body: Record<string, unknown> = {};
  for (const field of schemasOf(declaration).fields.filter((candidate) => candidate.create)) {
    if (field.type.kind === 'reference') {
      const { resource } = field.type;
      const target = declaredResources.find((candidate) => candidate.name === resource);
      if (target) body[field.name] = (await createOne(target, seed)).id;
      else if (!field.type.optional) return null;
      continue;
    }
    if (field.type.kind !== 'image') body[field.name] = sampleValue(field, seed);
  }
  return body;
}

async function createOne(declaration: ResourceDeclaration, seed: number) {
  const body = await sampleBody(declaration, seed);
  const response = await server.call(staff.admin.token, {
    method: 'POST',
    url: api(declaredPaths(declaration).list),
    payload: body ?? {},
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown> & { id: string };
}

const crud = declaredResources.filter(
  (declaration) => derivesRoute(declaration, 'create') && derivesRoute(declaration, 'list'),
);

describe.each(crud.map((declaration) => [declaration.name, declaration] as const))(
  'the declared resource %s',
  (_name, declaration) => {
    const paths = declaredPaths(declaration);
    const schemas = schemasOf(declaration);
    const one = (id: string) => api(pathTo(paths.one, { id }));
    const auditOf = async (id: string) =>
      (
        await server.call(staff.admin.token, {
          method: 'GET',
          url: api(`/admin/audit-logs/?target_id=${id}`),
        })
      ).json().results as { action: string; changes: Record<string, unknown> }[];

    it('creates, reads, lists, changes and deletes a record, each with its audit row', async () => {
      const created = await createOne(declaration, 1);
      const read = await server.call(staff.admin.token, { method: 'GET', url: one(created.id) });
      expect(read.json()).toEqual({ data: created });

      const list = await server.call(staff.admin.token, {
        method: 'GET',
        url: api(`${paths.list}?page_size=100`),
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().results.map((row: { id: string }) => row.id)).toContain(created.id);

      const changed = schemas.fields.find(
        (field) => field.update && field.type.kind !== 'reference' && field.type.kind !== 'image',
      );
      if (changed && derivesRoute(declaration, 'update')) {
        const value = sampleValue(changed, 2);
        const update = await server.call(staff.admin.token, {
          method: 'PATCH',
          url: one(created.id),
          payload: { [changed.name]: value },
        });
        expect(update.statusCode, update.body).toBe(200);
        expect(update.json().data[changed.name]).toEqual(
          changed.type.kind === 'datetime' || changed.type.kind === 'decimal'
            ? expect.anything()
            : value,
        );
      }
      if (derivesRoute(declaration, 'delete')) {
        const removed = await server.call(staff.admin.token, {
          method: 'DELETE',
          url: one(created.id),
        });
        expect(removed.statusCode, removed.body).toBe(204);
        const gone = await server.call(staff.admin.token, { method: 'GET', url: one(created.id) });
        expect(gone.statusCode).toBe(404);
      }
      const actions = (await auditOf(created.id)).map((entry) => entry.action);
      expect(actions.at(-1)).toBe(`${declaration.singular}.create`);
      if (derivesRoute(declaration, 'delete')) {
        expect(actions[0]).toBe(`${declaration.singular}.delete`);
      }
    });

    it('says which field is wrong, and refuses a duplicate of a unique field with 409', async () => {
      const empty = await server.call(staff.admin.token, {
        method: 'POST',
        url: api(paths.list),
        payload: {},
      });
      const required = schemas.fields.filter(
        (field) => field.create && !field.type.optional && field.default === undefined,
      );
      if (required.length) {
        expect(empty.statusCode, empty.body).toBe(400);
        expect(Object.keys(empty.json().errors)).toEqual(
          expect.arrayContaining(required.map((field) => field.name)),
        );
      }
      const unique = schemas.fields.find((field) => field.unique);
      if (unique) {
        const body = await sampleBody(declaration, 7);
        const first = await server.call(staff.admin.token, {
          method: 'POST',
          url: api(paths.list),
          payload: body ?? {},
        });
        expect(first.statusCode, first.body).toBe(201);
        const again = await server.call(staff.admin.token, {
          method: 'POST',
          url: api(paths.list),
          payload: body ?? {},
        });
        expect(again.statusCode, again.body).toBe(409);
        expect(again.json().errors).toHaveProperty(unique.name);
      }
    });

    it('pages, orders by each sortable field, filters, and answers 404 past the last page', async () => {
      for (const field of schemas.ordering.fields) {
        for (const ordering of [field, `-${field}`]) {
          const response = await server.call(staff.admin.token, {
            method: 'GET',
            url: api(`${paths.list}?ordering=${ordering}`),
          });
          expect(response.statusCode, `${ordering}: ${response.body}`).toBe(200);
        }
      }
      const unknown = await server.call(staff.admin.token, {
        method: 'GET',
        url: api(`${paths.list}?ordering=no_such_field`),
      });
      expect(unknown.statusCode).toBe(400);
      const past = await server.call(staff.admin.token, {
        method: 'GET',
        url: api(`${paths.list}?page=9999`),
      });
      expect(past.statusCode).toBe(404);
      const created = await createOne(declaration, 11);
      for (const field of schemas.fields.filter(
        (candidate) => candidate.filterable && candidate.type.kind !== 'reference',
      )) {
        const value = String(created[field.name]);
        const response = await server.call(staff.admin.token, {
          method: 'GET',
          url: api(`${paths.list}?page_size=100&${field.name}=${encodeURIComponent(value)}`),
        });
        expect(response.statusCode, response.body).toBe(200);
        const rows = response.json().results as Record<string, unknown>[];
        expect(rows.map((row) => row.id)).toContain(created.id);
        expect(rows.every((row) => String(row[field.name]) === value)).toBe(true);
      }
    });

    it('lets each role do what its permissions say, and nothing else', async () => {
      const { view, manage } = declaredPermissions(declaration);
      const record = await createOne(declaration, 21);
      for (const person of [...staffRole.options.map((role) => staff[role]), customer]) {
        const role =
          person === customer
            ? 'customer'
            : (staffRole.options.find((r) => staff[r] === person) as StaffRole);
        const reading = await server.call(person.token, { method: 'GET', url: one(record.id) });
        const mayView = hasPermission(role, view as never);
        expect(reading.statusCode === 403, `${role} reading`).toBe(!mayView);
        const changing = await server.call(person.token, {
          method: 'PATCH',
          url: one(record.id),
          payload: {},
        });
        const mayManage = hasPermission(role, manage as never);
        if (derivesRoute(declaration, 'update')) {
          expect(changing.statusCode === 403, `${role} changing`).toBe(!mayManage);
        }
      }
    });
  },
);

it('has at least one declared resource with its derived CRUD', () => {
  expect(crud.length).toBeGreaterThan(0);
});

it('registers every declaration of contract/resources/ in its index', async () => {
  const { readdirSync } = await import('node:fs');
  const files = readdirSync(new URL('../../contract/resources/', import.meta.url)).filter(
    (file) => file.endsWith('.ts') && file !== 'index.ts',
  );
  expect(files.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual(
    declaredResources.map((declaration) => declaration.name).sort(),
  );
});
