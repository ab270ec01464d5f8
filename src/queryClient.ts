import { QueryClient } from '@tanstack/react-query';

// Spec section 7: "Query retries are off." A failed call shows its error at once.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
});
