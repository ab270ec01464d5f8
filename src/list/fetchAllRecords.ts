import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

/** The API's largest page size (api-contract.md): an export reads the list in pages of it. */
export const EXPORT_PAGE_SIZE = 100;

interface Query {
  filter: Record<string, unknown>;
  sort?: SortPayload;
}

/** Every record of a list under its current filter and sort, page after page. */
export async function fetchAllRecords(
  dataProvider: DataProvider,
  resource: string,
  { filter, sort }: Query,
): Promise<RaRecord[]> {
  const records: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total, pageInfo } = await dataProvider.getList(resource, {
      pagination: { page, perPage: EXPORT_PAGE_SIZE },
      filter,
      sort,
    });
    records.push(...data);
    const more = pageInfo ? pageInfo.hasNextPage : records.length < (total ?? 0);
    if (!more || data.length === 0) return records;
  }
}
