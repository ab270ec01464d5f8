import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatNumber } from '../shared/format';
import { useChangePage } from './listChanges';
import { pageRange } from './pageRange';

/**
 * The pagination footer of every list (`<List pagination={<ListFooter />}>`): Previous and Next
 * follow the server's previous/next links, which the data provider reports as pageInfo. The
 * numbers read as the dashboard's do: "3,013", in French "3 013".
 */
export const ListFooter = () => {
  const translate = useTranslate();
  const { page, perPage, total = 0, hasNextPage, hasPreviousPage, isPending } = useListContext();
  const changePage = useChangePage();
  const { from, to } = pageRange(page, perPage, total);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 2,
        py: 1.5,
        flexWrap: 'wrap',
      }}
    >
      {/* Before the first page arrives there is no range to tell yet. */}
      {isPending ? (
        <Skeleton width={160} aria-hidden />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.list.showing', {
            from: formatNumber(from),
            to: formatNumber(to),
            total: formatNumber(total),
          })}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={isPending || !hasPreviousPage}
          onClick={() => changePage(-1)}
        >
          {translate('app.list.previous')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={isPending || !hasNextPage}
          onClick={() => changePage(1)}
        >
          {translate('app.list.next')}
        </Button>
      </Stack>
    </Stack>
  );
};
