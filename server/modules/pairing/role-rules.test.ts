import type { Express } from 'express';
import request from 'supertest';
import { shownPart } from '../../test/page-html';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pairingUrls, roleAccessMessages, type AssignmentView } from '@shared/contracts/pairing';
import { classJoinUrl, seatsUrl, type ClassJoin, type MySeat } from '@shared/contracts/seats';
import { openRenderingSite } from '../../test/rendering-site';

vi.setConfig({ testTimeout: 60_000 });

/**
 * "Assigned roles only": while on, a seated student reads only their own role, by the API, the English and
 * Korean pages and the server-rendered HTML, and no kept page hands anyone a role. Until the instructor
 * chooses, it is on once the current class has published an assignment of the case, off before.
 */
let app: Express;
let close: () => Promise<void>;
let admin: ReturnType<typeof request.agent>;
const urls = pairingUrls('queenOfSorrows');
const api = (role: string, lang = 'en') => `/api/sims/queenOfSorrows/roles/${role}?lang=${lang}`;
const readable = '/api/sims/queenOfSorrows/readable-roles';
const page = (role: string, ko = false) =>
  `/simulations/queen-of-sorrows-${role}-instructions${ko ? '-korean' : ''}`;
// words of each side's confidential sheet
const STUDIO_SECRET = 'Haneul Studios';
const html = async (agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, path: string) =>
  // what the page shows: every page also carries the cases' public half, every role's title in it
  shownPart((await agent.get(path).set('Accept', 'text/html')).text);

let students: Awaited<ReturnType<typeof seatTwo>>;
/** The students by the role the published assignment gave them. */
let byRole: Record<string, ReturnType<typeof request.agent>> = {};

/** Two students seated in the current class, with their agents. */
async function seatTwo(prefix: string) {
  const { code } = (await admin.get(classJoinUrl)).body.data as ClassJoin;
  const agents = [request.agent(app), request.agent(app)];
  const seated: MySeat[] = [];
  for (const [i, agent] of agents.entries())
    seated.push(
      (await agent.post(seatsUrl).send({ name: `${prefix} ${i}`, lang: 'en', code })).body.data as MySeat,
    );
  return { agents, seats: seated };
}

/** Assigns these seats one simulation's roles and publishes the assignment. */
async function publishPair(sim: string, seatIds: number[]) {
  const draft = (await admin.post(pairingUrls(sim).assignments).send({ seatIds }).expect(201)).body
    .data as AssignmentView;
  await admin.post(pairingUrls(sim).publish(draft.id)).expect(200);
  return draft;
}

beforeAll(async () => {
  ({ app, close } = await openRenderingSite());
  admin = request.agent(app);
  await admin
    .post('/api/auth/login')
    .send({ email: 'teacher@example.com', password: 'correct horse battery staple' });
  students = await seatTwo('Student');
});
afterAll(() => close());

describe('assigned roles only', () => {
  it('is off before any assignment is published: every visitor reads every open role (and the page may be kept)', async () => {
    expect((await admin.get(urls.roleRules)).body.data).toEqual({
      assignedOnly: false,
      unseatedAccess: false,
    });
    expect((await request(app).get(api('studio'))).status).toBe(200);
    expect(await html(request(app), page('studio'))).toContain(STUDIO_SECRET);
    // the role choice offers every role
    expect((await request(app).get(readable)).body.data).toEqual({ roles: null });
    expect((await students.agents[0]!.get(readable)).body.data).toEqual({ roles: null });
  });

  it('turns on when the instructor publishes an assignment: each student reads only their own role, a kept page included', async () => {
    const { seats, agents } = students;
    const draft = await publishPair(
      'queenOfSorrows',
      seats.map((s) => s.id),
    );
    const roleOf = (id: number) => draft.pairs[0]!.members.find((m) => m.seatId === id)!.role;
    byRole = Object.fromEntries(seats.map((s, i) => [roleOf(s.id), agents[i]!]));
    expect((await admin.get(urls.roleRules)).body.data).toEqual({
      assignedOnly: true,
      unseatedAccess: false,
    });
    expect((await byRole.agent!.get(api('agent'))).status).toBe(200);
    const other = await byRole.agent!.get(api('studio'));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(roleAccessMessages.notYours);
    expect(await html(byRole.agent!, page('studio'))).not.toContain(STUDIO_SECRET);
    // the page a visitor was given (and the cache kept) before the publish is not served now
    const visitor = await request(app).get(api('studio'));
    expect(visitor.status).toBe(403);
    expect(visitor.body.message).toBe(roleAccessMessages.seatRequired);
    for (let i = 0; i < 2; i++) expect(await html(request(app), page('studio'))).not.toContain(STUDIO_SECRET);
    // the role choice offers each student their own role, a visitor none, the instructor every one
    expect((await byRole.agent!.get(readable)).body.data).toEqual({ roles: ['agent'] });
    expect((await byRole.studio!.get(readable)).body.data).toEqual({ roles: ['studio'] });
    expect((await request(app).get(readable)).body.data).toEqual({ roles: [] });
    expect((await admin.get(readable)).body.data).toEqual({ roles: null });
    const choice = await html(byRole.agent!, '/simulations/queen-of-sorrows-instructions');
    expect(choice).toContain('Yeji&#x27;s Agent');
    expect(choice).not.toContain('Studio Executive Producer');

    // the instructor turns it off: the open pages are back
    expect((await admin.patch(urls.roleRules).send({ assignedOnly: false })).body.data).toEqual({
      assignedOnly: false,
      unseatedAccess: false,
    });
    expect((await byRole.agent!.get(api('studio'))).status).toBe(200);
    expect(await html(request(app), page('studio'))).toContain(STUDIO_SECRET);
  });

  it('when on, a student reads only their own role, by every path; the instructor reads every role', async () => {
    expect((await request(app).patch(urls.roleRules).send({ assignedOnly: true })).status).toBe(401);
    expect((await admin.patch(urls.roleRules).send({ assignedOnly: true })).body.data).toEqual({
      assignedOnly: true,
      unseatedAccess: false,
    });
    const agent = byRole.agent!;
    expect((await agent.get(api('agent'))).status).toBe(200);
    for (const lang of ['en', 'ko']) {
      const other = await agent.get(api('studio', lang));
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(roleAccessMessages.notYours);
      expect(other.headers['cache-control']).toBe('no-store');
    }
    for (const ko of [false, true])
      expect(await html(agent, page('studio', ko))).not.toContain(STUDIO_SECRET);
    expect(await html(byRole.studio!, page('studio'))).toContain(STUDIO_SECRET);
    // the observer sheet is not theirs either; the general information is every role's
    expect((await agent.get('/api/sims/queenOfSorrows/observer-sheet?lang=en')).status).toBe(403);
    expect((await agent.get('/api/sims/queenOfSorrows/general-information?lang=ko')).status).toBe(200);
    expect((await request(app).get('/api/sims/queenOfSorrows/general-information?lang=en')).status).toBe(200);
    expect((await admin.get(api('studio'))).status).toBe(200);
  });

  it('when on, a visitor without a seat reads no role, even a page kept before the switch, unless allowed', async () => {
    const visitor = await request(app).get(api('studio'));
    expect(visitor.status).toBe(403);
    expect(visitor.body.message).toBe(roleAccessMessages.seatRequired);
    // the page a visitor got (and the cache kept) before the switch is not served now
    for (let i = 0; i < 2; i++) expect(await html(request(app), page('studio'))).not.toContain(STUDIO_SECRET);
    await admin.patch(urls.roleRules).send({ unseatedAccess: true }).expect(200);
    expect((await request(app).get(api('studio'))).status).toBe(200);
    // a seated student is still held to their own role
    expect((await byRole.agent!.get(api('studio'))).status).toBe(403);
    await admin.patch(urls.roleRules).send({ assignedOnly: false, unseatedAccess: false }).expect(200);
    expect((await byRole.agent!.get(api('studio'))).status).toBe(200);
  });

  it("follows the class while unchosen (the next class starts open); the instructor's off outlasts a publish", async () => {
    const legal = pairingUrls('shinhwaDaesung');
    await publishPair(
      'shinhwaDaesung',
      students.seats.map((s) => s.id),
    );
    expect((await admin.get(legal.roleRules)).body.data).toEqual({
      assignedOnly: true,
      unseatedAccess: false,
    });

    await admin.post('/api/classes').send({ name: 'Next cohort' }).expect(201);
    // nothing published in the new class: open again
    expect((await admin.get(legal.roleRules)).body.data).toEqual({
      assignedOnly: false,
      unseatedAccess: false,
    });
    expect((await request(app).get('/api/sims/shinhwaDaesung/roles/daesung?lang=en')).status).toBe(200);

    // Queen of Sorrows was turned off by the instructor (above): a new assignment leaves it off
    const next = await seatTwo('Next');
    await publishPair(
      'queenOfSorrows',
      next.seats.map((s) => s.id),
    );
    expect((await admin.get(urls.roleRules)).body.data).toEqual({
      assignedOnly: false,
      unseatedAccess: false,
    });
    expect((await request(app).get(api('studio'))).status).toBe(200);
  });

  it('refuses role rules for a simulation not negotiated in pairs, and a bad body', async () => {
    expect(
      (await admin.patch(pairingUrls('solaraLunara').roleRules).send({ assignedOnly: true })).status,
    ).toBe(400);
    expect((await admin.patch(urls.roleRules).send({})).status).toBe(400);
    expect((await admin.patch(urls.roleRules).send({ assignedOnly: 'yes' })).status).toBe(400);
  });
});
