import type { FastifyInstance } from 'fastify';
import { CLOSE } from '../../contract/live.js';
import { apiPaths } from '../../contract/paths.js';

export const openapiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Gift Card Admin API',
    version: '1.0.0',
    description: [
      'REST API of the gift card back-office. Lists are paged as `{count, next, previous, results}`',
      'with `page`, `page_size` (max 100), `search` and `ordering`; single objects come as `{data}`;',
      'errors as `{message, errors?}`. Money and rates are decimal strings with two places.',
      '',
      'Profit of a transaction: payout is the final payout once paid, else the expected payout;',
      '`profit_amount = card_value - payout` and `margin_percentage = (card_value - payout) / card_value * 100`,',
      'both "0.00" while there is no payout.',
      '',
      'Live channels (WebSocket, same host): `/ws/dispute/{id}/?token=...` and `/ws/notifications/?token=...`.',
      'Their frames are JSON objects with a `type` (contract/live.ts). Closing codes:',
      `${CLOSE.unauthorized} no, bad or expired token (refresh it, then reconnect); ${CLOSE.forbidden} not allowed;`,
      `${CLOSE.notFound} no such dispute; ${CLOSE.restart}, ${CLOSE.internalError} and ${CLOSE.tryAgainLater}: reconnect shortly.`,
    ].join('\n'),
  },
  components: {
    securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' } },
  },
  security: [{ bearer: [] }],
};

export async function openapiRoutes(app: FastifyInstance) {
  app.get(
    apiPaths.meta.openapi,
    { config: { access: 'public' }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
