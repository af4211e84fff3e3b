import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { joinMessages } from '../shared/contracts/join';
import { newPage, onTheNetwork, signInThroughModal } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';
import { siteForThisFile } from './support/site';

const root = fileURLToPath(new URL('../', import.meta.url));
const site = siteForThisFile();

/** What a phone camera would read: the QR element as the browser painted it, decoded from a screenshot. */
async function scan(qr: Locator): Promise<string | null> {
  // in the middle of the window, clear of the fixed navbar, before the element's own screenshot
  await qr.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const png = PNG.sync.read(await qr.screenshot());
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  return jsQR(pixels, png.width, png.height)?.data ?? null;
}

const siteSection = (page: Page) => page.getByRole('region', { name: /Open this address/ });
/** The class code the join screen shows in large type (the main QR code carries it). */
const classCode = async (page: Page) => (await page.getByTestId('join-class-code').textContent())!;
const simulationCard = (page: Page, title: RegExp) =>
  page.getByRole('region', { name: /Simulations open now/ }).getByRole('listitem', { name: title });

/** Signs the instructor in on the home page and opens the join screen from the navbar. */
async function openJoinScreen(page: Page, url: string, { qr = true } = {}) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await signInThroughModal(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('banner').getByRole('link', { name: 'Join', exact: true }).first().click();
  await page.waitForURL(`${url}/join`);
  if (qr)
    await siteSection(page)
      .getByRole('img', { name: /^QR code: / })
      .waitFor();
}

/** This machine's IPv4 addresses on its networks (what a phone in the room could open). */
const machineAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal && !i.address.startsWith('169.254.'))
    .map((i) => i!.address);

describe('the join screen', () => {
  it("shows the student page's address and the class code, QR codes that scan to the join form with the code and to each open simulation; a closed one goes", async () => {
    const session = await newPage(site.browser, { viewport: { width: 1280, height: 720 } });
    const { page } = session;
    const url = onTheNetwork(site.server.url);
    await openJoinScreen(page, url);

    // without PUBLIC_URL: the address this browser used (a network one, not localhost), at the student's page
    const address = await page.getByTestId('join-address').textContent();
    expect(address).toBe(`${url}/me`);
    expect(await page.getByRole('alert').count()).toBe(0);
    const code = await classCode(page);
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const joinUrl = `${url}/me?code=${code}`;
    expect(await scan(siteSection(page).getByRole('img', { name: `QR code: ${joinUrl}` }))).toBe(joinUrl);

    const casting = simulationCard(page, /Queen of Sorrows(?! \(B\))/);
    const castingUrl = `${url}/simulations/queen-of-sorrows-instructions`;
    await casting.getByText(castingUrl).waitFor();
    expect(await scan(casting.getByRole('img'))).toBe(castingUrl);
    expect(await scan(simulationCard(page, /Tariff Wars(?! \(B\))/).getByRole('img'))).toBe(
      `${url}/simulations/solara-lunara-instructions`,
    );
    // the class's own QR and one per open simulation: the two shipped variants are open too
    expect(await page.getByRole('img', { name: /^QR code: / }).count()).toBe(6);

    // readable from the back of the room: very large address, QR codes of a good size, no sideways scroll
    const fontSize = await page
      .getByTestId('join-address')
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(56);
    const siteQrBox = await siteSection(page).getByRole('img').boundingBox();
    expect(siteQrBox!.width).toBeGreaterThanOrEqual(280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await expectNoSeriousA11yViolations(page);

    // the instructor closes Queen of Sorrows (the admin switch's own request): its QR is gone after a reload
    const closed = await page.evaluate(async () => {
      const res = await fetch('/api/visibility/simulations/queenOfSorrows', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ isAccessible: false }),
      });
      return res.status;
    });
    expect(closed).toBe(200);
    await page.reload();
    await simulationCard(page, /Shinhwa vs Daesung/).waitFor();
    expect(await casting.count()).toBe(0);
    expect(await page.getByText(castingUrl).count()).toBe(0);
    expect(await page.getByRole('img', { name: /^QR code: / }).count()).toBe(5);
    await page.getByText(/Closed to students, so not shown: Queen of Sorrows/).waitFor();
  });

  it('a scanned simulation QR opens its role-choice page, on a phone', async () => {
    const instructor = await newPage(site.browser);
    const url = onTheNetwork(site.server.url);
    await openJoinScreen(instructor.page, url);
    // the phone's menu has the link too
    await instructor.page.setViewportSize({ width: 375, height: 740 });
    await instructor.page.getByRole('button', { name: 'Open menu' }).click();
    const menuLink = instructor.page.locator('#mobile-menu').getByRole('link', { name: 'Join', exact: true });
    expect(await menuLink.getAttribute('href')).toBe('/join');
    await instructor.page.getByRole('button', { name: 'Close menu' }).click();
    await instructor.page.locator('#mobile-menu').waitFor({ state: 'detached' });
    expect(await instructor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const scanned = await scan(simulationCard(instructor.page, /Shinhwa vs Daesung/).getByRole('img'));
    expect(scanned).toBe(`${url}/simulations/shinhwa-vs-daesung-instructions`);

    const student = await newPage(site.browser, { viewport: { width: 375, height: 740 } });
    await student.page.goto(scanned!);
    await student.page.getByRole('heading', { level: 1, name: /Shinhwa vs Daesung/ }).waitFor();
  });

  it('on a 390 px phone, breaks the address only after a dot or before the port, never inside a number', async () => {
    const session = await newPage(site.browser);
    const { page } = session;
    const url = onTheNetwork(site.server.url);
    await openJoinScreen(page, url);
    await page.setViewportSize({ width: 390, height: 844 });
    const address = page.getByTestId('join-address');
    expect(await address.textContent()).toBe(`${url}/me`);
    // each run of digits (the port above all) is drawn on one line box
    const numbersSplit = await address.evaluate((el) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/\d+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(match[0]);
        }
      }
      return split;
    });
    expect(numbersSplit).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('opened at 127.0.0.1 on a server that listens there only: says phones cannot open it, and draws no QR', async () => {
    const { page } = await newPage(site.browser);
    await openJoinScreen(page, site.server.url, { qr: false });
    const warning = page.getByRole('alert');
    await warning.getByRole('heading', { name: joinMessages.atLoopback('127.0.0.1') }).waitFor();
    expect(await warning.textContent()).toContain(joinMessages.noNetworkAddress);
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    // and the console said so at start
    expect(site.server.output()).toContain('Only this computer can open it (HOST=127.0.0.1): phones cannot.');
  });

  it('keeps a visitor out with "Authentication Required"', async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/join`);
    await page.getByRole('heading', { level: 1, name: 'Authentication Required' }).waitFor();
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
  });

  it('puts the QR library in the shared QR chunk only, loaded by the join page, the Tariff Wars join sheet and the re-seat dialog', () => {
    const dir = path.join(root, 'dist/client');
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; dynamicImports?: string[] }
    >;
    // its own chunk: keyed by its module, or (once two lazy pages share the join screen) by the chunk's name
    const qrKey = Object.keys(manifest).find(
      (k) => k.endsWith('components/ui/qr-code.tsx') || /^_qr-code-[\w-]+\.js$/.test(k),
    );
    expect(qrKey).toBeDefined();
    const withQrCode = fs
      .readdirSync(path.join(dir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      // a message of the qrcode library's bit matrix: its code is in this file
      .filter((f) =>
        fs.readFileSync(path.join(dir, 'assets', f), 'utf8').includes('BitMatrix size must be defined'),
      )
      .map((f) => `assets/${f}`);
    expect(withQrCode).toEqual([manifest[qrKey!]?.file]);
    // the join page draws it at once; the game's page only when a join sheet shows, Admin → Class only when a
    // re-seat link shows; no other page names it
    const importers = (list: 'imports' | 'dynamicImports') =>
      Object.entries(manifest)
        .filter(([, chunk]) => chunk[list]?.includes(qrKey!))
        .map(([key]) => key);
    // the join screen, on the instructor's /join and on the projector's /projector/join
    expect(importers('imports')).toEqual([
      expect.stringMatching(/features\/join\/components\/join-page\.tsx$|^_join-page-[\w-]+\.js$/),
    ]);
    expect(importers('dynamicImports').sort()).toEqual([
      expect.stringMatching(/features\/seats\//),
      expect.stringMatching(/features\/tariff\//),
    ]);
  });
});

describe('the join screen with PUBLIC_URL', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ PUBLIC_URL: 'https://course.example.com/' });
  });
  afterAll(() => server?.stop());

  it('shows and encodes the configured address instead of the one the browser used', async () => {
    const { page } = await newPage(site.browser, { viewport: { width: 1280, height: 720 } });
    await openJoinScreen(page, server.url);
    expect(await page.getByTestId('join-address').textContent()).toBe('https://course.example.com/me');
    expect(await scan(siteSection(page).getByRole('img'))).toBe(
      `https://course.example.com/me?code=${await classCode(page)}`,
    );
    expect(await scan(simulationCard(page, /Queen of Sorrows(?! \(B\))/).getByRole('img'))).toBe(
      'https://course.example.com/simulations/queen-of-sorrows-instructions',
    );
  });
});

describe('a server on every interface (HOST unset), its join screen opened at 127.0.0.1', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ HOST: '::' });
  });
  afterAll(() => server?.stop());

  it("prints this machine's network addresses, and the join screen warns and encodes one a phone can open", async () => {
    const port = new URL(server.url).port;
    const addresses = machineAddresses();
    await server.waitForOutput(/Open the course site:[^]*\n\n/);
    const printed = server.output();
    expect(printed).toContain(`on this computer:  http://localhost:${port}\n`);

    const { page } = await newPage(site.browser, { viewport: { width: 1280, height: 720 } });
    await openJoinScreen(page, server.url, { qr: addresses.length > 0 });
    const warning = page.getByRole('alert');
    await warning.getByRole('heading', { name: joinMessages.atLoopback('127.0.0.1') }).waitFor();
    // large type, for the instructor who put this on the projector
    const size = await warning
      .getByRole('heading')
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(32);

    if (addresses.length === 0) {
      // a machine on no network: nothing a phone could open
      expect(printed).toContain('No network address: phones cannot open localhost.');
      expect(await warning.textContent()).toContain(joinMessages.noNetworkAddress);
      expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
      return;
    }
    for (const a of addresses) expect(printed).toContain(`http://${a}:${port}`);
    const offered = (await page.getByTestId('join-address').textContent())!.replace(/\/me$/, '');
    expect(addresses.map((a) => `http://${a}:${port}`)).toContain(offered);
    expect(printed).toContain(`on the network:    ${offered}  ← the join screen (/join) shows this address`);
    expect(await warning.getByRole('link').getAttribute('href')).toBe(`${offered}/join`);
    // what the phones scan is that address's join form, and it answers from the network
    expect(await scan(siteSection(page).getByRole('img'))).toBe(
      `${offered}/me?code=${await classCode(page)}`,
    );
    expect(await scan(simulationCard(page, /Queen of Sorrows(?! \(B\))/).getByRole('img'))).toBe(
      `${offered}/simulations/queen-of-sorrows-instructions`,
    );
    expect(await page.getByRole('img', { name: /127\.0\.0\.1|localhost/ }).count()).toBe(0);
    expect((await fetch(`${offered}/api/health`)).status).toBe(200);
  });
});
