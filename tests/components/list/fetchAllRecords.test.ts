import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fetchAllRecords } from '../../../src/list/fetchAllRecords';

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: from + index }));

describe('fetchAllRecords', () => {
  it('reads pages of 100 with the filter and sort until the server has no next page', async () => {
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
      const page = params.pagination?.page ?? 1;
      return {
        data: rows((page - 1) * 100, page < 3 ? 100 : 5),
        total: 205,
        pageInfo: { hasNextPage: page < 3, hasPreviousPage: page > 1 },
      };
    });
    const sort = { field: 'name', order: 'ASC' as const };
    const records = await fetchAllRecords({ getList } as unknown as DataProvider, 'users', {
      filter: { is_active: 'true' },
      sort,
    });
    expect(records).toHaveLength(205);
    expect(getList.mock.calls.map(([, params]) => params)).toEqual(
      [1, 2, 3].map((page) => ({
        pagination: { page, perPage: 100 },
        filter: { is_active: 'true' },
        sort,
      })),
    );
  });
});
