import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { activeColumn } from '../../../src/list/columnKinds';
import type { ListColumn } from '../../../src/list/ListColumn';
import { ListExportButton } from '../../../src/list/ListExportButton';
import { setAccessToken } from '../../../src/shared/session';
import { server } from '../support/server';

afterEach(() => vi.restoreAllMocks());

interface Brand {
  id: string;
  name: string;
  rate_percentage: string;
  is_active: boolean;
  owner: { email: string };
}

const brand = (n: number): Brand => ({
  id: `b${n}`,
  name: n === 7 ? '=HYPERLINK("x")' : `Brand ${n}`,
  rate_percentage: '82.00',
  is_active: n !== 2,
  owner: { email: `owner${n}@example.com` },
});

/** A table's columns: titled by source or label, one only on screen. */
const columns: ListColumn<Brand>[] = [
  { source: 'name', text: (row) => row.name },
  { source: 'rate_percentage', text: (row) => row.rate_percentage },
  activeColumn('resources.giftcard-brands.fields.status'),
  { label: 'resources.giftcard-brands.fields.action', render: () => null, text: false },
];

/** 130 brands in the API's pages of at most 100. */
const brandPages = () => {
  const pages: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v1/admin/brands/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      pages.push(query);
      const page = Number(query.get('page'));
      const size = Number(query.get('page_size'));
      const all = Array.from({ length: 130 }, (_, index) => brand(index + 1));
      const results = all.slice((page - 1) * size, page * size);
      return HttpResponse.json({
        count: all.length,
        next: page * size < all.length ? `/api/v1/admin/brands/?page=${page + 1}` : null,
        previous: page > 1 ? `/api/v1/admin/brands/?page=${page - 1}` : null,
        results,
      });
    }),
  );
  return pages;
};

const renderToolbar = (total: number) => {
  setAccessToken('test-access-token');
  const list = {
    resource: 'giftcard-brands',
    filterValues: { search: 'am' },
    sort: { field: 'name', order: 'ASC' },
    total,
  } as unknown as ListControllerResult;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ListContextProvider value={list}>
        <ListExportButton columns={columns} />
      </ListContextProvider>
    </AdminContext>,
  );
};

/** The CSV files the page downloads (jsdom has no object URLs nor downloads). */
const captureDownloads = () => {
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:csv';
  };
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { files, click };
};

describe('list export', () => {
  it('downloads every row of the current filter and sort as CSV, through all API pages, in the table columns', async () => {
    const pages = brandPages();
    const { files, click } = captureDownloads();
    renderToolbar(130);

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(pages.map((query) => Object.fromEntries(query))).toEqual([
      { search: 'am', page: '1', page_size: '100', ordering: 'name' },
      { search: 'am', page: '2', page_size: '100', ordering: 'name' },
    ]);
    const bytes = new Uint8Array(await files[0].arrayBuffer());
    // The UTF-8 byte order mark, then the rows.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    // The table's titles and cells, not the API's fields; the Action menu has no place there.
    expect(lines[0]).toBe('Brand Name,Rate %,Status');
    expect(lines).toHaveLength(131);
    expect(lines[1]).toBe('Brand 1,82.00,Active');
    expect(lines[2]).toBe('Brand 2,82.00,Inactive');
    expect(lines.at(-1)).toBe('Brand 130,82.00,Active');
    // A cell that a spreadsheet would run as a formula is kept as text.
    expect(lines[7]).toBe(`"'=HYPERLINK(""x"")",82.00,Active`);
  });

  it('is disabled while the list has no rows', () => {
    renderToolbar(0);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
