import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { REFRESH_LIFETIME_MS } from './refresh-tokens.js';

export const REFRESH_COOKIE = 'refresh_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const REFRESH_PATH = '/api/v1/auth/';

/** The key of the XSRF tokens (HKDF of the JWT secret). */
export const xsrfKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'xsrf-token', 32));

/**
 * The XSRF token that goes with a refresh token: an HMAC of it, so that the pair belongs to this
 * session. A pair planted by another page of the site (a cookie set from a sibling subdomain)
 * does not match the refresh cookie, and each rotation gives a new one.
 */
export const xsrfTokenOf = (key: Buffer, refreshToken: string) =>
  createHmac('sha256', key).update(refreshToken).digest('base64url');

export function setSessionCookies(
  reply: FastifyReply,
  refreshToken: string,
  secure: boolean,
  key: Buffer,
) {
  const maxAge = Math.floor(REFRESH_LIFETIME_MS / 1000);
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge,
  });
  // Readable by the app, which echoes it in X-XSRF-TOKEN: a cross-site page can do neither.
  setXsrfCookie(reply, xsrfTokenOf(key, refreshToken), secure);
}

function setXsrfCookie(reply: FastifyReply, value: string, secure: boolean) {
  const maxAge = Math.floor(REFRESH_LIFETIME_MS / 1000);
  reply.setCookie(XSRF_COOKIE, value, {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure,
    maxAge,
  });
}

export function rotateRefreshCookie(
  reply: FastifyReply,
  refreshToken: string,
  secure: boolean,
  key: Buffer,
) {
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: Math.floor(REFRESH_LIFETIME_MS / 1000),
  });
  setXsrfCookie(reply, xsrfTokenOf(key, refreshToken), secure);
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
  reply.clearCookie(XSRF_COOKIE, { path: '/' });
}
