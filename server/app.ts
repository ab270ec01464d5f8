import './types.js';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { apiRoutes } from './api-routes.js';
import type { Config, TrustedProxies } from './config.js';
import { createDatabaseOutages } from './db/availability.js';
import type { Database } from './db/client.js';
import { installDraining } from './infra/draining.js';
import { installMetrics, metricsRoutes } from './infra/metrics.js';
import { openapiDocument } from './infra/openapi.js';
import { probeRoutes } from './infra/probes.js';
import { serveApp } from './infra/static-app.js';
import { capConnectionsPerAddress, proxyPeers } from './lib/connection-cap.js';
import {
  clientErrorHandler,
  declareErrorAnswers,
  frameworkErrors,
  installErrorHandler,
} from './lib/errors.js';
import { setMediaSigningSecret } from './lib/images.js';
import { loadShedding } from './lib/load-shedding.js';
import { MULTIPART_LIMITS } from './lib/multipart.js';
import { rawAnswers } from './lib/raw-answers.js';
import { logOneLinePerRequest, readableStream, redactToken } from './lib/readable-log.js';
import { installSecurityHeaders } from './lib/security-headers.js';
import { serializerCompiler } from './lib/serializer.js';
import { installSlowBodies } from './lib/slow-bodies.js';
import { createAccessTokens } from './plugins/auth/access-tokens.js';
import { installGuard } from './plugins/auth/guard.js';
import { mediaRoutes } from './plugins/media/routes.js';
import type { Bus } from './realtime/bus.js';
import { realtimeRoutes, websocketOptions } from './realtime/routes.js';

export interface AppDependencies {
  config: Config;
  db: Database;
  bus: Bus;
}

export const API_PREFIX = '/api/v1';

/**
 * Fastify refuses a bare hop count (it cannot know the peer is a proxy), so the count becomes the
 * rule it stands for: the last `hops` addresses of the chain are proxies, the one before them is
 * the client. Only right when nothing reaches the server but through those proxies (README).
 */
function proxyTrust(trusted: TrustedProxies) {
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}

/** Builds the whole server: the REST API, the live channels, media and the built admin app. */
export async function buildApp({ config, db, bus }: AppDependencies): Promise<FastifyInstance> {
  // Development prints readable lines, one per request; production keeps pino's JSON entries.
  const readable = config.env === 'development';
  const answers = rawAnswers();
  const shedding = loadShedding(
    config.maxRequestsInFlight,
    {
      // A request must arrive whole within seconds: a slow one holds no memory for minutes. Node
      // checks every 30 s by default: a tenth of the timeout keeps it close to exact.
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, config.requestTimeoutMs / 10),
    },
    answers,
    (server) =>
      capConnectionsPerAddress(
        server,
        config.maxConnectionsPerAddress,
        proxyPeers(config.trustProxy),
      ),
  );
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactToken(request.url),
          remoteAddress: request.ip,
        }),
      },
      ...(readable && { stream: readableStream() }),
    },
    logController: new LogController({ disableRequestLogging: readable }),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    serverFactory: shedding.serverFactory,
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(answers),
    trustProxy: proxyTrust(config.trustProxy),
  });
  if (readable) logOneLinePerRequest(app);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('bus', bus);
  const databaseOutages = createDatabaseOutages(db, app.log);
  app.decorate('databaseOutages', databaseOutages);
  installDraining(app);
  app.addHook('onClose', async () => databaseOutages.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // First of the onRequest hooks, so that every answer carries the security headers, the
  // guard's and the load shedder's refusals included.
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The app's own origin ('self' covers its ws:/wss: too) and the configured others only:
        // a bare ws:/wss: would let an injected script send data to any host.
        connectSrc: ["'self'", ...config.allowedOrigins, ...config.liveOrigins],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  installSlowBodies(app, { ...config.slowBodies, timeoutMs: config.requestTimeoutMs }, answers);
  shedding.admitWholeBodies(app);
  const tokens = createAccessTokens(config.jwtSecret);
  setMediaSigningSecret(config.jwtSecret);
  installGuard(app, tokens);
  declareErrorAnswers(app);
  installMetrics(app);

  if (config.allowedOrigins.length > 0) {
    const { default: cors } = await import('@fastify/cors');
    await app.register(cors, { origin: config.allowedOrigins, credentials: true });
  }
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, { openapi: openapiDocument, transform: jsonSchemaTransform });

  await app.register(
    async (api) => {
      // JSON answers over 1 KB travel as brotli or gzip, as the request accepts. Only here: the
      // live channels, probes, media (already compressed images) and the app's files (compressed
      // at build time) stay outside. Request bodies are never inflated (no zip bombs).
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        globalDecompression: false,
      });
      // Forms (brands, card submissions) are read part by part by lib/multipart.ts.
      await api.register(multipart, { limits: MULTIPART_LIMITS });
      await api.register(apiRoutes, { tokens });
    },
    { prefix: API_PREFIX },
  );
  await app.register(probeRoutes);
  await app.register(metricsRoutes);
  await app.register(mediaRoutes);
  await app.register(websocket, websocketOptions(config.realtime));
  await app.register(realtimeRoutes, { prefix: '/ws', tokens });
  await app.register(serveApp);
  // Only a listening server sheds load (inject bypasses it); ready by then, it can be asked.
  app.addHook('onListen', () => answers.takeFrom(app));
  return app;
}
