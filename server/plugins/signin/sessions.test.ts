import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE } from '../../../contract/live.js';
import { type LiveServer, startLiveServer } from '../../realtime/test/live-server.js';
import type { TestUser } from '../../test/harness.js';
import { SESSION_ENDED } from '../auth/guard.js';
import { WRONG_CURRENT_PASSWORD } from './routes.js';

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.close());

const cookiesOf = (answer: { cookies: { name: string; value: string }[] }) =>
  Object.fromEntries(answer.cookies.map(({ name, value }) => [name, value]));

/** A real sign-in: its access token and cookies. */
async function signIn(user: TestUser, password = 'password123', ip = '10.50.0.1') {
  const answer = await server.call(null, {
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email: user.email, password },
    remoteAddress: ip,
  });
  expect(answer.statusCode).toBe(200);
  return { token: answer.json().data.access_token as string, cookies: cookiesOf(answer) };
}

const me = (token: string) => server.call(token, { method: 'GET', url: '/api/v1/auth/me' });
const refresh = (cookies: Record<string, string>) =>
  server.call(null, {
    method: 'POST',
    url: '/api/v1/auth/token/refresh/',
    cookies,
    headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] },
  });

describe('logout', () => {
  it('refuses the access token on the next request and closes its sockets with 4401', async () => {
    const admin = await server.login('admin');
    const session = await signIn(admin);
    expect((await me(session.token)).statusCode).toBe(200);
    const live = await server.connect('/notifications/', session.token);

    const logout = await server.call(session.token, {
      method: 'POST',
      url: '/api/v1/auth/logout/',
      cookies: session.cookies,
    });
    expect(logout.statusCode).toBe(204);
    expect((await live.closed).code).toBe(CLOSE.unauthorized);
    const after = await me(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_ENDED);
    const admin2 = await server.call(session.token, { method: 'GET', url: '/api/v1/admin/users/' });
    expect(admin2.statusCode).toBe(401);
    // Nor does the old token open a socket anew.
    const reopened = await server.connect('/notifications/', session.token);
    expect((await reopened.closed).code).toBe(CLOSE.unauthorized);
    expect((await refresh(session.cookies)).statusCode).toBe(401);
  });
});

describe('POST /auth/password/', () => {
  const change = (
    token: string,
    body: object,
    cookies: Record<string, string> = {},
    ip = '10.51.0.1',
  ) =>
    server.call(token, {
      method: 'POST',
      url: '/api/v1/auth/password/',
      payload: body,
      cookies,
      remoteAddress: ip,
    });

  it('changes the password, ends every other session at once and keeps the caller signed in', async () => {
    const user = await server.login('reviewer');
    const here = await signIn(user, 'password123', '10.51.1.1');
    const elsewhere = await signIn(user, 'password123', '10.51.1.2');
    const live = await server.connect('/notifications/', elsewhere.token);

    const changed = await change(
      here.token,
      { current_password: 'password123', new_password: 'a-brand-new-password' },
      here.cookies,
    );
    expect(changed.statusCode).toBe(204);
    expect((await live.closed).code).toBe(CLOSE.unauthorized);
    expect((await me(elsewhere.token)).statusCode).toBe(401);
    expect((await refresh(elsewhere.cookies)).statusCode).toBe(401);
    // The caller's own access token is refused too, but its refresh cookie gives a new one.
    expect((await me(here.token)).statusCode).toBe(401);
    const renewed = await refresh(here.cookies);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().data.access_token)).statusCode).toBe(200);

    const oldPassword = await server.call(null, {
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: user.email, password: 'password123' },
      remoteAddress: '10.51.1.3',
    });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(user, 'a-brand-new-password', '10.51.1.4');

    const admin = await server.login('admin');
    const audit = await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/audit-logs/?target_id=${user.id}&action=auth.password_changed`,
    });
    expect(audit.json().results).toHaveLength(1);
  });

  it('refuses a wrong current password with 400, then throttles like a login', async () => {
    const user = await server.login('customer');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await change(
        user.token,
        { current_password: 'guess', new_password: 'another-password' },
        {},
        '10.52.0.1',
      );
      statuses.push(answer.statusCode);
      if (attempt === 0) {
        expect(answer.json().errors.current_password).toEqual([WRONG_CURRENT_PASSWORD]);
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('asks for 10 to 128 characters, different from the current password', async () => {
    const user = await server.login('customer');
    const short = await change(user.token, {
      current_password: 'password123',
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.new_password).toEqual([
      'The new password must be at least 10 characters.',
    ]);
    const same = await change(user.token, {
      current_password: 'password123xyz',
      new_password: 'password123xyz',
    });
    expect(same.json().errors.new_password).toEqual([
      'The new password must differ from the current one.',
    ]);
  });
});
