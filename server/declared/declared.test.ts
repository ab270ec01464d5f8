import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffRole, staffRole } from '../../contract/enums.js';
import { pathTo } from '../../contract/paths.js';
import { hasPermission } from '../../contract/permissions.js';
import {
  declaredPaths,
  declaredPermissions,
  derivesRoute,
  hasOperation,
  isReferenceable,
  type ResourceDeclaration,
  referencedDeclaration,
  tableName,
} from '../../contract/resource.js';
import { schemasOf } from '../../contract/resource-schemas.js';
import { declaredResources } from '../../contract/resources/index.js';
import { startTestServer, type TestServer, type TestUser } from '../test/harness.js';
import { type FilePart, multipartBody, PNG_1PX } from '../test/multipart.js';
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
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A value that is an image file, sent as a form's file part. */
const isFile = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && 'bytes' in value;

/**
 * A record of `target` to refer to: one there is (a signed-in member of staff, a seeded brand),
 * else one made of its required fields.
 */
async function recordToReferTo(target: ResourceDeclaration, seed: number): Promise<string> {
  const listed = await server.call(staff.admin.token, {
    method: 'GET',
    url: api(`${declaredPaths(target).list}?page_size=1`),
  });
  const [first] = (listed.json().results ?? []) as { id: string }[];
  if (first) return first.id;
  if (hasOperation(target, 'create')) {
    const created = await post(target, await sampleBody(target, seed, true));
    if (created.statusCode === 201) return created.json().data.id;
    // The derived create takes its fields; only a domain's own may want more.
    expect(derivesRoute(target, 'create'), `${target.name}: ${created.body}`).toBe(false);
  }
  // A domain whose own create needs more than fields (a payout run gathers what is owed): a
  // record of its defaults, as its create starts one.
  const made = (await server.database.db.execute(
    sql`INSERT INTO ${sql.identifier(tableName(target))} DEFAULT VALUES RETURNING "id"`,
  )) as unknown as { rows: { id: string }[] };
  return made.rows[0].id;
}

/**
 * A body for `create` with every field a valid value (or only the required ones): references
 * point to records of their resource, an image is a real PNG.
 */
async function sampleBody(declaration: ResourceDeclaration, seed: number, requiredOnly = false) {
  const body: Record<string, unknown> = {};
  for (const field of schemasOf(declaration).fields.filter((candidate) => candidate.create)) {
    if (requiredOnly && (field.type.optional || field.default !== undefined)) continue;
    if (field.type.kind === 'reference') {
      const target = referencedDeclaration(field.type.resource, declaredResources);
      body[field.name] = await recordToReferTo(target, seed);
    } else if (field.type.kind === 'image') {
      body[field.name] = { bytes: PNG_1PX, filename: `sample-${seed}.png`, type: 'image/png' };
    } else {
      body[field.name] = sampleValue(field, seed);
    }
  }
  return body;
}

/** A body as a client sends it: JSON, or a multipart form when it carries an image. */
async function sent(body: Record<string, unknown>) {
  if (!Object.values(body).some(isFile)) return { payload: body };
  const parts: Record<string, string | FilePart> = {};
  for (const [name, value] of Object.entries(body)) {
    if (isFile(value)) parts[name] = value;
    else if (value !== null && value !== undefined) {
      parts[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }
  return multipartBody(parts);
}

const post = async (declaration: ResourceDeclaration, body: Record<string, unknown>) =>
  server.call(staff.admin.token, {
    method: 'POST',
    url: api(declaredPaths(declaration).list),
    ...(await sent(body)),
  });

async function createOne(declaration: ResourceDeclaration, seed: number, requiredOnly = false) {
  const response = await post(declaration, await sampleBody(declaration, seed, requiredOnly));
  expect(response.statusCode, `${declaration.name}: ${response.body}`).toBe(201);
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
        const first = await post(declaration, body);
        expect(first.statusCode, first.body).toBe(201);
        const again = await post(declaration, body);
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

    const references = schemas.fields.filter(
      (field) => field.create && field.type.kind === 'reference',
    );
    const image = schemas.fields.find((field) => field.create && field.type.kind === 'image');
    it('refuses a reference to no record, and keeps and serves its image as the brands’', async (context) => {
      if (!references.length && !image) {
        context.skip('it has no reference nor image field to send');
        return;
      }
      const body = await sampleBody(declaration, 31);
      for (const field of references) {
        const response = await post(declaration, { ...body, [field.name]: NO_SUCH_ID });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().errors).toHaveProperty(field.name);
      }
      if (!image) return;
      const created = await createOne(declaration, 32);
      const served = await server.call(null, { method: 'GET', url: String(created[image.name]) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const notAnImage = {
        bytes: Buffer.from('not an image'),
        filename: 'a.png',
        type: 'image/png',
      };
      const refused = await post(declaration, { ...body, [image.name]: notAnImage });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toHaveProperty(image.name);
      if (!image.type.optional) {
        const without = await post(declaration, { ...body, [image.name]: undefined });
        expect(without.statusCode, without.body).toBe(400);
        expect(without.json().errors).toHaveProperty(image.name);
      }
    });

    for (const [action, declared] of Object.entries(declaration.actions ?? {})) {
      it(`does “${declared.label.en}” on a record for those who may, with its audit row`, async () => {
        const record = await createOne(declaration, 41);
        const payload = Object.fromEntries(
          schemas.fields
            .filter((field) => declared.form?.includes(field.name))
            .map((field) => [field.name, sampleValue(field, 42)]),
        );
        const permission = declaredPermissions(declaration)[declared.permission ?? 'manage'];
        for (const role of staffRole.options) {
          const response = await server.call(staff[role].token, {
            method: 'POST',
            url: `${one(record.id)}${action}/`,
            payload,
          });
          const may = hasPermission(role, permission as never);
          expect(response.statusCode, `${role}: ${response.body}`).toBe(may ? 200 : 403);
          if (!may) continue;
          for (const [field, value] of Object.entries(declared.sets ?? {})) {
            if (value !== 'now') expect(response.json().data[field], field).toEqual(value);
          }
        }
        const actions = (await auditOf(record.id)).map((entry) => entry.action);
        expect(actions).toContain(`${declaration.singular}.${action}`);
        const missing = await server.call(staff.admin.token, {
          method: 'POST',
          url: `${one(NO_SUCH_ID)}${action}/`,
          payload,
        });
        expect(missing.statusCode).toBe(404);
      });
    }

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

it('can refer to a record of every resource a reference may name', async () => {
  for (const target of declaredResources.filter(isReferenceable)) {
    const id = await recordToReferTo(target, 51);
    const read = await server.call(staff.admin.token, {
      method: 'GET',
      url: api(pathTo(declaredPaths(target).one, { id })),
    });
    expect(read.statusCode, `${target.name}: ${read.body}`).toBe(200);
  }
});

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
