import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import {
  appResourceName,
  declaredPaths,
  hasOperation,
  type ResolvedField,
  type ResourceDeclaration,
  referencedDeclaration,
  resolveFields,
} from '../../../contract/resource';
import { schemasOf } from '../../../contract/resource-schemas';
import { declaredResources } from '../../../contract/resources/index';
import { i18nProvider } from '../../../src/i18n';
import { clearAuth } from '../../../src/shared/session';
import { fakeApi, json, type RecordedRequest } from '../support/fakeApi';
import { renderApp } from '../support/renderApp';
import { renderAppScreen } from '../support/renderAppScreen';
import { signInAs } from '../support/session';

// Every declared resource (contract/resources/) as an admin sees it, whatever it declares: the
// derived List, Create (checked by the contract's schema, every type of field filled), Show,
// Edit, Delete and declared actions, over a fake API that keeps the records in memory. A screen
// the folder brings instead is skipped, saying so. The scaffold's test runs this on the resource
// it writes.

// A safety net against a hang, not a speed target: the whole app renders slowly on a loaded machine
// (the scaffold test runs this file while the rest of the suite runs).
const WAIT = { timeout: 30_000 };

/** A value a person types or picks for a field, by its type. */
const typed = (field: ResolvedField): string => {
  switch (field.type.kind) {
    case 'integer':
      return '7';
    case 'decimal':
      return '12.50';
    case 'date':
      return '2026-03-04';
    case 'datetime':
      return '2026-03-04T10:30';
    default:
      return `${field.label.en} typed`;
  }
};

/** The id of the one record of each resource a reference may point to. */
const REFERRED_ID = '00000000-0000-4000-8000-0000000000aa';
/** What the in-memory API answers as a kept image's URL. */
const IMAGE_URL = '/media/00000000-0000-4000-8000-0000000000bb';

/** The record a reference points to, named as its resource names records. */
const referredRecord = (target: ResourceDeclaration) => ({
  id: REFERRED_ID,
  [target.recordLabel]: `${target.label.en.one} to pick`,
  created_at: '2026-11-20T10:30:00Z',
});

/** The resources a declaration's references point to. */
const targetsOf = (declaration: ResourceDeclaration) =>
  resolveFields(declaration).flatMap((field) =>
    field.type.kind === 'reference'
      ? [referencedDeclaration(field.type.resource, declaredResources)]
      : [],
  );

/** A body as the app sent it: JSON, or a form's fields read by their types (a file kept as a URL). */
function sentBody(body: RecordedRequest['body'], fields: readonly ResolvedField[]) {
  if (typeof body === 'string') return JSON.parse(body) as Record<string, unknown>;
  // MSW's FormData is Node's, not the page's: known by what it does.
  if (!body || typeof body.entries !== 'function') return {};
  const values: Record<string, unknown> = {};
  for (const [name, value] of body.entries()) {
    const field = fields.find((candidate) => candidate.name === name);
    if (typeof value !== 'string') values[name] = IMAGE_URL;
    else if (field?.type.kind === 'set') values[name] = JSON.parse(value);
    else if (field?.type.kind === 'integer') values[name] = Number(value);
    else if (field?.type.kind === 'boolean') values[name] = value === 'true';
    else values[name] = value;
  }
  return values;
}

/**
 * The in-memory API of one resource, with one record of each resource it refers to; it records
 * what the app sends, and runs declared actions by setting what they declare.
 */
function memoryApi(declaration: ResourceDeclaration) {
  const list = declaredPaths(declaration).list;
  const { fields } = schemasOf(declaration);
  const records = new Map<string, Record<string, unknown>>();
  let next = 1;
  const requests: RecordedRequest[] = [];
  const referred = targetsOf(declaration).map((target) => ({
    path: `/api/v1${declaredPaths(target).list}`,
    record: referredRecord(target),
  }));
  fakeApi((request) => {
    requests.push(request);
    const target = referred.find(({ path }) => request.path.startsWith(path));
    if (target) {
      return request.path === target.path
        ? json(200, { count: 1, next: null, previous: null, results: [target.record] })
        : json(200, { data: target.record });
    }
    if (!request.path.startsWith(`/api/v1${list}`)) return json(200, { count: 0, results: [] });
    const [id = '', action] = request.path
      .slice(`/api/v1${list}`.length)
      .split('/')
      .filter(Boolean);
    const body = sentBody(request.body, fields);
    const now = '2026-11-20T10:30:00Z';
    if (!id && request.method === 'GET') {
      const results = [...records.values()];
      return json(200, { count: results.length, next: null, previous: null, results });
    }
    if (!id && request.method === 'POST') {
      const record = {
        id: `00000000-0000-4000-8000-00000000000${next++}`,
        ...body,
        created_at: now,
        updated_at: now,
      };
      records.set(record.id as string, record);
      return json(201, { data: record });
    }
    const record = records.get(id);
    if (!record) return json(404, { message: 'Not found.' });
    if (action && request.method === 'POST') {
      Object.assign(record, body, declaration.actions?.[action]?.sets);
      return json(200, { data: record });
    }
    if (request.method === 'GET') return json(200, { data: record });
    if (request.method === 'PATCH') {
      Object.assign(record, body);
      return json(200, { data: record });
    }
    if (request.method === 'DELETE') {
      records.delete(id);
      return new Response(null, { status: 204 });
    }
    return json(405, { message: 'Method not allowed.' });
  });
  /** A record as the API would answer it, every field with a value. */
  const seed = () => {
    const record: Record<string, unknown> = {
      id: `00000000-0000-4000-8000-00000000000${next++}`,
      created_at: '2026-11-20T10:30:00Z',
      updated_at: '2026-11-20T10:30:00Z',
    };
    for (const field of fields) record[field.name] = seededValue(field);
    records.set(record.id as string, record);
    return record;
  };
  return { records, requests, seed };
}

/** A stored value of a field, as the API answers it. */
const seededValue = (field: ResolvedField): unknown => {
  switch (field.type.kind) {
    case 'integer':
      return 7;
    case 'boolean':
      return true;
    case 'datetime':
      return '2026-03-04T10:30:00Z';
    case 'enum':
    case 'set': {
      const first = field.choices[0]?.value;
      return field.type.kind === 'set' ? [first] : first;
    }
    case 'reference':
      return REFERRED_ID;
    case 'image':
      return IMAGE_URL;
    case 'object':
      return null;
    default:
      return typed(field);
  }
};

/** A tiny PNG, as a person would choose it. */
const pngFile = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (character) => character.charCodeAt(0),
      ),
    ],
    'banner.png',
    { type: 'image/png' },
  );

/** A field's label as the form shows it: a required one ends with an asterisk. */
const labelled = (field: ResolvedField) => new RegExp(`^${field.label.en}( \\*)?$`);

const fillField = async (field: ResolvedField) => {
  const label = labelled(field);
  switch (field.type.kind) {
    case 'enum': {
      await userEvent.click(screen.getByRole('combobox', { name: label }));
      const first = field.choices[0];
      await userEvent.click(await screen.findByRole('option', { name: first?.label.en }));
      return;
    }
    case 'set': {
      const first = field.choices[0];
      await userEvent.click(screen.getByRole('checkbox', { name: first?.label.en }));
      return;
    }
    case 'reference': {
      // Typed words find the record by its name.
      const input = screen.getByRole('combobox', { name: label });
      await userEvent.type(input, 'to pick');
      await userEvent.click(await screen.findByRole('option', { name: /to pick$/ }, WAIT));
      return;
    }
    case 'image': {
      // A resource has one image field: the form's one file input.
      const input = document.querySelector('input[type="file"]');
      if (!(input instanceof HTMLInputElement)) throw new Error(`No file input for ${field.name}`);
      await userEvent.upload(input, pngFile());
      expect(await screen.findByRole('img', {}, WAIT)).toBeVisible();
      return;
    }
    default:
      break;
  }
  const input = screen.getByLabelText(label) as HTMLInputElement;
  if (['date', 'datetime'].includes(field.type.kind)) {
    fireEvent.change(input, { target: { value: typed(field) } });
    return;
  }
  await userEvent.click(input);
  await userEvent.paste(typed(field));
};

/** The value a filled field sends, as the in-memory API keeps it. */
const filledValue = (field: ResolvedField): unknown => {
  switch (field.type.kind) {
    case 'enum':
      return field.choices[0]?.value;
    case 'set':
      return [field.choices[0]?.value];
    case 'integer':
      return 7;
    case 'reference':
      return REFERRED_ID;
    case 'image':
      return IMAGE_URL;
    default:
      return typed(field);
  }
};

beforeEach(() => {
  clearAuth();
  signInAs('admin');
});
afterEach(async () => {
  localStorage.clear();
  // The app's i18n provider is one for the whole file: a French test leaves it French.
  await i18nProvider.changeLocale('en');
});

const crud = declaredResources.filter((declaration) =>
  (['list', 'one', 'create', 'update', 'delete'] as const).every((operation) =>
    hasOperation(declaration, operation),
  ),
);

type Screen = 'list' | 'show' | 'create' | 'edit';

/**
 * A screen the folder brings instead of the derived one is checked by the folder's own tests:
 * this test says so and goes on with the derived ones.
 */
const skipOwn = (declaration: ResourceDeclaration, screen: Screen, context: TestContext) => {
  if (!declaration.overrides?.screens?.includes(screen)) return false;
  context.skip(
    `its ${screen} screen is the folder's own (overrides.screens): the folder's tests check it`,
  );
  return true;
};

describe.each(crud.map((declaration) => [declaration.name, declaration] as const))(
  'the declared resource %s',
  { timeout: 60_000 },
  (_name, declaration) => {
    const name = appResourceName(declaration);
    const { fields } = schemasOf(declaration);
    // A set is never missing: ticking none is a choice.
    const required = fields.filter(
      (field) =>
        field.create &&
        !field.type.optional &&
        field.default === undefined &&
        field.type.kind !== 'set',
    );
    const fillable = fields.filter(
      (field) => field.create && !['boolean', 'object'].includes(field.type.kind),
    );
    const { one, many } = declaration.label.en;
    const others = [...new Set(targetsOf(declaration).map(appResourceName))].filter(
      (other) => other !== name,
    );

    it('is in the menu and lists its records', async (context) => {
      if (skipOwn(declaration, 'list', context)) return;
      const api = memoryApi(declaration);
      const record = api.seed();
      // The whole app: the resource's menu entry is part of what a declaration brings.
      renderApp(`/${name}`);
      expect(await screen.findByRole('heading', { level: 1, name: many }, WAIT)).toBeVisible();
      const menu = await screen.findByRole('navigation', { name: 'Main navigation' }, WAIT);
      expect(await within(menu).findByRole('menuitem', { name: many })).toBeVisible();
      expect(
        await screen.findByText(String(record[declaration.recordLabel]), {}, WAIT),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: `Create ${one}` })).toBeVisible();
    });

    it('creates a record after the contract’s check, with every type of field', async (context) => {
      if (skipOwn(declaration, 'create', context)) return;
      const api = memoryApi(declaration);
      renderAppScreen(`/${name}/create`, { alsoResources: others });
      await userEvent.click(await screen.findByRole('button', { name: 'Save' }, WAIT));
      // The contract's schema refuses the empty form before anything is sent.
      if (required.length) {
        expect(await screen.findAllByText('Required', {}, WAIT)).toHaveLength(required.length);
      }
      expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

      for (const field of fillable) await fillField(field);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.records.size).toBe(1), WAIT);
      const [created] = [...api.records.values()];
      for (const field of fillable.filter((candidate) => candidate.type.kind !== 'datetime')) {
        expect(created?.[field.name], field.name).toEqual(filledValue(field));
      }
    });

    it('shows a record, each field in words, and deletes it after naming it once', async (context) => {
      if (skipOwn(declaration, 'show', context)) return;
      const api = memoryApi(declaration);
      const record = api.seed();
      renderAppScreen(`/${name}/${record.id}/show`, { alsoResources: others });
      const label = String(record[declaration.recordLabel]);
      expect((await screen.findAllByText(label, {}, WAIT))[0]).toBeVisible();
      for (const field of fields) {
        if (field.writeOnly) {
          // Never answered (a password): the page has no row for it.
          expect(screen.queryAllByText(field.label.en), field.name).toHaveLength(0);
          continue;
        }
        expect(screen.getAllByText(field.label.en).length, field.name).toBeGreaterThan(0);
        if (field.type.kind === 'set') {
          expect(screen.getByText(String(field.choices[0]?.label.en))).toBeVisible();
        }
        if (field.type.kind === 'reference') {
          const target = referencedDeclaration(field.type.resource, declaredResources);
          const link = await screen.findByRole('link', { name: `${target.label.en.one} to pick` });
          expect(link).toHaveAttribute('href', expect.stringContaining(REFERRED_ID));
        }
        if (field.type.kind === 'image') {
          expect(screen.getByRole('img')).toHaveAttribute('src', IMAGE_URL);
        }
      }

      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, WAIT));
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      const title = within(dialog).getByRole('heading').textContent ?? '';
      expect(title.split(label)).toHaveLength(2);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(api.records.size).toBe(0), WAIT);
    });

    it('edits a record, sending only what changed', async (context) => {
      if (skipOwn(declaration, 'edit', context)) return;
      const text = fields.find(
        (field) => field.update && ['string', 'text'].includes(field.type.kind),
      );
      if (!text) {
        context.skip('it has no text field to change');
        return;
      }
      const api = memoryApi(declaration);
      const record = api.seed();
      renderAppScreen(`/${name}/${record.id}`, { alsoResources: others });
      // The form is drawn again once the record is read: the input then holds its value.
      await waitFor(
        () => expect(screen.getByLabelText(labelled(text))).toHaveValue(String(record[text.name])),
        WAIT,
      );
      const input = screen.getByLabelText(labelled(text));
      await userEvent.clear(input);
      await userEvent.paste('Changed');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(
        () => expect(api.requests.some((request) => request.method === 'PATCH')).toBe(true),
        WAIT,
      );
      const patch = api.requests.find((request) => request.method === 'PATCH');
      expect(sentBody(patch?.body ?? null, fields)).toEqual({ [text.name]: 'Changed' });
    });

    for (const [action, declared] of Object.entries(declaration.actions ?? {})) {
      it(`does “${declared.label.en}” from the record’s page`, async (context) => {
        if (skipOwn(declaration, 'show', context)) return;
        const api = memoryApi(declaration);
        const record = api.seed();
        renderAppScreen(`/${name}/${record.id}/show`, { alsoResources: others });
        await userEvent.click(await screen.findByRole('button', { name: declared.label.en }, WAIT));
        if (declared.confirm || declared.form?.length) {
          const dialog = await screen.findByRole('dialog', {}, WAIT);
          if (declared.confirm) expect(dialog).toHaveTextContent(declared.confirm.en);
          for (const field of fields.filter((candidate) =>
            declared.form?.includes(candidate.name),
          )) {
            await fillField(field);
          }
          await userEvent.click(within(dialog).getByRole('button', { name: declared.label.en }));
        }
        await waitFor(
          () =>
            expect(
              api.requests.some(
                (request) =>
                  request.method === 'POST' && request.path.endsWith(`/${record.id}/${action}/`),
              ),
            ).toBe(true),
          WAIT,
        );
      });
    }

    it('speaks French: its name, its fields and the form’s messages', async (context) => {
      if (skipOwn(declaration, 'create', context)) return;
      localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
      memoryApi(declaration);
      renderAppScreen(`/${name}/create`, { alsoResources: others });
      // With the noun's article, as French says it: "Créer une réponse type".
      expect(
        await screen.findByRole('heading', { level: 1, name: declaration.label.fr.create }, WAIT),
      ).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      if (required.length) {
        expect(await screen.findAllByText('Ce champ est requis', {}, WAIT)).toHaveLength(
          required.length,
        );
      }
      for (const field of fillable) {
        expect(screen.getAllByText(field.label.fr, { exact: false }).length).toBeGreaterThan(0);
      }
    });
  },
);
