import { test as setup } from '@playwright/test';
import { DEMO_STAFF, expect, type StaffRole, sessionFile } from './session';
import { submitPassword } from './staff';

// Each demo account signs in once on the login page, as a person would; the tests that only
// need to be signed in start from what the browser then holds (session.ts), each with a session
// of its own. The login page's own tests (auth.spec.ts, two-factor.spec.ts) still sign in there.
for (const role of Object.keys(DEMO_STAFF) as StaffRole[]) {
  setup(`the demo ${role} signs in on the login page`, async ({ page }) => {
    await submitPassword(page, DEMO_STAFF[role]);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.context().storageState({ path: sessionFile(role) });
  });
}
