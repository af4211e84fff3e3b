import { describe, expect, it } from 'vitest';
import { failedRequest, newPage, signInThroughModal } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();

describe('admin sign-in journey', () => {
  it('signs in from the modal, stays signed in across a reload, and signs out', async () => {
    const { page, expectError } = await newPage(site.browser);
    // the wrong password, and the session check after signing out, are answered 401: chromium logs both
    expectError(failedRequest(401, '/api/auth/login'));
    expectError(failedRequest(401, '/api/auth/me'));
    await page.goto(site.server.url);
    await page.getByRole('heading', { name: 'Mastering Critical Workplace Skills' }).waitFor();
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    // wrong password first: the modal says so and stays open
    await banner.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText('Login failed. Please check your credentials.').waitFor();
    await page.keyboard.press('Escape');

    await signInThroughModal(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await banner.getByText(`Welcome, ${E2E_ADMIN.name}!`).waitFor();
    await banner.getByRole('link', { name: 'Admin' }).waitFor();

    await page.reload();
    await banner.getByText(`Welcome, ${E2E_ADMIN.name}!`).waitFor();
    // the server still knows the session (not just localStorage)
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(me).toBe(200);

    await banner.getByRole('button', { name: 'Sign Out' }).click();
    await banner.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await page.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401);
  });

  it('serves the not-found page with a 404 status for unknown paths', async () => {
    const { page, expectError } = await newPage(site.browser);
    expectError(failedRequest(404, '/no-such-page'));
    const res = await page.goto(`${site.server.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });
});
