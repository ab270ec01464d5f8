import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN } from './support';

export interface StaffLogin {
  email: string;
  password: string;
  username: string;
}

const STAFF_PASSWORD = 'staff-pass-1234';

/** A fresh member of staff with `role`, created by the demo admin over the API. */
export async function createStaff(request: APIRequestContext, role: string): Promise<StaffLogin> {
  const login = await request.post('/api/v1/auth/login/', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).data.access_token as string;
  const username = `${role}.${randomUUID().slice(0, 8)}`;
  const email = `${username}@example.com`;
  const created = await request.post('/api/v1/admin/staff/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, username, first_name: 'Test', last_name: role, role, password: STAFF_PASSWORD },
  });
  expect(created.status()).toBe(201);
  return { email, password: STAFF_PASSWORD, username };
}

/** The password step of the login page. */
export async function submitPassword(
  page: Page,
  { email, password }: Pick<StaffLogin, 'email' | 'password'>,
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signOut(page: Page) {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}
