import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { declaredPaths, hasOperation, type ResolvedField } from '../../../contract/resource';
import { schemasOf } from '../../../contract/resource-schemas';
import { declaredResources } from '../../../contract/resources/index';
import { i18nProvider } from '../../../src/i18n';
import { clearAuth } from '../../../src/shared/session';
import { fakeApi, json, type RecordedRequest } from '../support/fakeApi';
import { renderApp } from '../support/renderApp';
import { renderAppScreen } from '../support/renderAppScreen';
import { signInAs } from '../support/session';

// Every declared resource (contract/resources/) as an admin sees it, whatever it declares: the
// derived List, Create (checked by the contract's schema), Show, Edit and Delete, over a fake API
// that keeps the records in memory. The scaffold's test runs this on the resource it writes.

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

/** The in-memory API of one resource, recording what the app sends. */
function memoryApi(list: string) {
  const records = new Map<string, Record<string, unknown>>();
  let next = 1;
  const requests: RecordedRequest[] = [];
  fakeApi((request) => {
    requests.push(request);
    if (!request.path.startsWith(`/api/v1${list}`)) return json(200, { count: 0, results: [] });
    const id = request.path.slice(`/api/v1${list}`.length).replace(/\/$/, '');
    const body = typeof request.body === 'string' ? JSON.parse(request.body) : {};
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
  return { records, requests };
}

/** A field's label as the form shows it: a required one ends with an asterisk. */
const labelled = (field: ResolvedField) => new RegExp(`^${field.label.en}( \\*)?$`);

const fillField = async (field: ResolvedField) => {
  const label = labelled(field);
  if (field.type.kind === 'enum') {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    const first = field.choices[0];
    await userEvent.click(await screen.findByRole('option', { name: first?.label.en }));
    return;
  }
  const input = screen.getByLabelText(label) as HTMLInputElement;
  if (['date', 'datetime'].includes(field.type.kind)) {
    fireEvent.change(input, { target: { value: typed(field) } });
    return;
  }
  await userEvent.click(input);
  await userEvent.paste(typed(field));
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

const crud = declaredResources.filter(
  (declaration) =>
    (['list', 'one', 'create', 'update', 'delete'] as const).every((operation) =>
      hasOperation(declaration, operation),
    ) && !declaration.overrides?.screens?.length,
);

describe.each(crud.map((declaration) => [declaration.name, declaration] as const))(
  'the declared resource %s',
  { timeout: 60_000 },
  (name, declaration) => {
    const { fields } = schemasOf(declaration);
    const required = fields.filter(
      (field) => field.create && !field.type.optional && field.default === undefined,
    );
    const fillable = fields.filter(
      (field) => field.create && !['reference', 'image', 'boolean'].includes(field.type.kind),
    );
    const { one, many } = declaration.label.en;

    it('is listed, created after the contract’s check, read, changed and deleted', async () => {
      const api = memoryApi(declaredPaths(declaration).list);
      // The whole app: the resource's menu entry is part of what a declaration brings.
      renderApp(`/${name}`);
      expect(await screen.findByRole('heading', { level: 1, name: many }, WAIT)).toBeVisible();
      const menu = await screen.findByRole('navigation', { name: 'Main navigation' }, WAIT);
      expect(await within(menu).findByRole('menuitem', { name: many })).toBeVisible();

      await userEvent.click(await screen.findByRole('link', { name: `Create ${one}` }, WAIT));
      await userEvent.click(await screen.findByRole('button', { name: 'Save' }, WAIT));
      // The contract's schema refuses the empty form before anything is sent.
      expect(await screen.findAllByText('Required', {}, WAIT)).toHaveLength(required.length);
      expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

      for (const field of fillable) await fillField(field);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.records.size).toBe(1), WAIT);
      const [created] = [...api.records.values()];
      for (const field of fillable.filter((candidate) => candidate.type.kind !== 'datetime')) {
        const expected =
          field.type.kind === 'enum'
            ? field.choices[0]?.value
            : field.type.kind === 'integer'
              ? 7
              : typed(field);
        expect(created?.[field.name], field.name).toEqual(expected);
      }

      // The record's page, then its edit form: a change is sent as an update.
      const label = String(created?.[declaration.recordLabel]);
      expect(await screen.findByText(label, {}, WAIT)).toBeVisible();
      await userEvent.click(await screen.findByRole('link', { name: 'Edit' }, WAIT));
      const text = fillable.find((field) => ['string', 'text'].includes(field.type.kind));
      if (text) {
        const input = await screen.findByLabelText(labelled(text), {}, WAIT);
        await userEvent.clear(input);
        await userEvent.paste('Changed');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(
          () => expect(api.requests.some((request) => request.method === 'PATCH')).toBe(true),
          WAIT,
        );
        expect(created?.[text.name]).toBe('Changed');
      }

      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, WAIT));
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(api.records.size).toBe(0), WAIT);
    });

    it('speaks French: its name, its fields and the form’s messages', async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
      memoryApi(declaredPaths(declaration).list);
      renderAppScreen(`/${name}/create`);
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
