import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { livePaths } from '../../contract/paths.js';
import type { AccessTokens } from '../plugins/auth/access-tokens.js';
import { createInFlight, serveChannel } from './channel.js';
import { disputeChannel } from './dispute-channel.js';
import { createHeartbeat } from './heartbeat.js';
import { createHub } from './hub.js';
import { notificationsChannel } from './notifications-channel.js';
import { createKeyedRateLimiter } from './rate-limit.js';
import { createSessionWatch } from './session-watch.js';
import type { RealtimeSettings } from './settings.js';
import { closeAllSockets } from './shutdown.js';

/**
 * Options of @fastify/websocket, which app.ts registers at the root rather than inside
 * `realtimeRoutes`: its hooks then also close the socket of an upgrade request to any other path
 * once answered (404), which would otherwise stay open and hold up shutdown.
 */
export function websocketOptions(settings: RealtimeSettings): WebsocketPluginOptions {
  const { maxPayloadBytes, closeGraceMs } = settings;
  return {
    options: { maxPayload: maxPayloadBytes },
    // Until the channel takes the socket over (see `serveChannel`), an error ends that socket only.
    errorHandler: (error, socket, request) => {
      request.log.warn({ err: error }, 'live channel socket error');
      socket.terminate();
    },
    preClose(this: FastifyInstance) {
      return closeAllSockets(this.websocketServer, closeGraceMs);
    },
  };
}

/** The live channels under /ws: dispute chat and notifications. */
export async function realtimeRoutes(app: FastifyInstance, options: { tokens: AccessTokens }) {
  const settings = app.config.realtime;
  const sessions = createSessionWatch({
    db: app.db,
    bus: app.bus,
    intervalMs: settings.sessionCheckMs,
    log: app.log,
  });
  const hub = createHub(app.bus, { recheckSessions: sessions.recheck });
  const heartbeat = createHeartbeat(settings.heartbeatMs);
  const inFlight = createInFlight();
  // By now every socket is closed (preClose): what their messages started is finished first.
  app.addHook('onClose', async () => {
    await inFlight.settled();
    heartbeat.stop();
    sessions.close();
    hub.close();
  });

  const deps = {
    db: app.db,
    bus: app.bus,
    hub,
    sessions,
    tokens: options.tokens,
    allowedOrigins: app.config.allowedOrigins,
    historyLimit: settings.historyLimit,
    maxSocketsPerUser: settings.maxSocketsPerUser,
    countChatMessage: () => app.metrics.chatMessages.inc(),
    chatWrites: pLimit(settings.chatWriteConcurrency),
    log: app.log,
  };
  const { messages, windowMs } = settings.userRateLimit;
  const channels = {
    settings,
    heartbeat,
    allowUser: createKeyedRateLimiter(messages, windowMs),
    databaseOutages: app.databaseOutages,
    inFlight,
    log: app.log,
  };
  app.get(livePaths.dispute, { websocket: true }, serveChannel(channels, disputeChannel(deps)));
  app.get(
    livePaths.notifications,
    { websocket: true },
    serveChannel(channels, notificationsChannel(deps)),
  );
}
