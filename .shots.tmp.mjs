import { chromium } from 'playwright-core';
const base = process.argv[2];
const out = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const sizes = [['desk', 1280, 800], ['phone', 390, 844]];
const ctx0 = await browser.newContext();
const p0 = await ctx0.newPage();
await p0.goto(base + '/login');
await p0.getByLabel('Email').fill('admin@example.com');
await p0.getByRole('textbox', { name: 'Password' }).fill('admin1234');
await p0.getByRole('button', { name: 'Login' }).click();
await p0.waitForURL(base + '/');
const state = await ctx0.storageState();
const token = await p0.evaluate(() => localStorage.getItem('accessToken'));
const get = async (path) => (await (await p0.request.get(base + '/api/v1' + path, { headers: { Authorization: `Bearer ${token}` } })).json());
const user = (await get('/admin/users/?role=customer')).results[0].id;
const tx = (await get('/admin/giftcards/')).results[0].id;
const pay = (await get('/admin/giftcards/?status=PAID')).results[0].id;
const brand = (await get('/admin/brands/')).results[0].id;
const disp = (await get('/disputes/')).results[0].id;
const paths = { users: '/users', brands: '/giftcard-brands', tx: '/transactions', pay: '/payments', disp: '/disputes',
  user: `/users/${user}`, txd: `/transactions/${tx}`, payd: `/payments/${pay}`, brand: `/giftcard-brands/${brand}`, dispd: `/disputes/${disp}`, add: '/giftcard-brands/add', empty: '/users?filter=%7B%22search%22%3A%22zzzzqqq%22%7D' };
for (const [sname, w, h] of sizes) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, storageState: state });
  const page = await ctx.newPage();
  await page.goto(base + '/');
  for (const [name, path] of Object.entries(paths)) {
    if (process.argv[4] && !process.argv[4].split(',').includes(name)) continue;
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(sname, name, 'scrollWidth', sw);
    await page.screenshot({ path: `${out}/${sname}-${name}.png`, fullPage: false });
  }
  await ctx.close();
}
await browser.close();
