import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { REFRESH_LIFETIME_MS } from './refresh-tokens.js';

export const REFRESH_COOKIE = 'refresh_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const REFRESH_PATH = '/api/v1/auth/';

export function setSessionCookies(reply: FastifyReply, refreshToken: string, secure: boolean) {
  const maxAge = Math.floor(REFRESH_LIFETIME_MS / 1000);
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge,
  });
  // Readable by the app, which echoes it in X-XSRF-TOKEN: a cross-site page can do neither.
  reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure,
    maxAge,
  });
}

export function rotateRefreshCookie(reply: FastifyReply, refreshToken: string, secure: boolean) {
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: Math.floor(REFRESH_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
  reply.clearCookie(XSRF_COOKIE, { path: '/' });
}
