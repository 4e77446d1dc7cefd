import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signInAdminViaPage } from './fixtures.ts';

test('an administrator signs in and reaches the admin dashboard @phone', async ({ page }) => {
  await signInAdminViaPage(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const tab of ['Teams', 'Timeslots', 'Robots', 'Settings']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('a wrong password shows the spec toast and stays on the login page', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Invalid username or password. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('empty login fields ask for both', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter both username and password').first()).toBeVisible();
});

test('a visitor opening /dashboard lands on /register @phone', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/register$/);
});

test('a visitor opening /admin is sent to /admin-login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('an unknown path shows the 404 page with a way home @phone', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("The page you are looking for doesn't exist or may have been moved."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home Page' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('routes match case-insensitively', async ({ page }) => {
  await page.goto('/ADMIN-LOGIN');
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('pages carry a CSP and nosniff', async ({ request }) => {
  const response = await request.get('/home');
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['x-powered-by']).toBeUndefined();
});
