import { apiPaths } from '../../../contract/paths';
import type { BulkReview, BulkReviewResult } from '../../../contract/review-desk';
import { httpClient, unwrap } from '../../shared/httpClient';

/** Reviews the selected cards in one call; each succeeds or fails on its own. */
export const bulkReview = async (review: BulkReview) => {
  const { json } = await httpClient(apiPaths.transactions.bulkReview, {
    method: 'POST',
    body: review,
    fallbackError: 'app.errors.update_giftcard',
  });
  return unwrap<BulkReviewResult>(json);
};
