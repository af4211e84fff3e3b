import request from 'supertest';
import { pino } from 'pino';
import { debriefUrls } from '@shared/contracts/debrief';
import { dealUrls } from '@shared/contracts/deal';
import { pairingUrls } from '@shared/contracts/pairing';
import {
  claimSeatUrl,
  classJoinUrl,
  SEAT_COOKIE,
  seatUrl,
  seatsUrl,
  type MySeat,
} from '@shared/contracts/seats';
import { tariffUrls, type TariffCreatedGame } from '@shared/contracts/tariff';
import { createApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { setAdminCredentials } from '../modules/auth/admin-account';
import { tinyCaseZip } from './case-packages';
import { ADMIN } from './harness';

/** The two seated students of the fill's pair: their ids and their seat cookies (`name=value`). */
export interface FilledSeats {
  students: Array<{ seatId: number; cookie: string }>;
}

/** The text of the dispute note the fill writes (the tests look for it). */
export const FILLED_DISPUTE_NOTE = '금액이 "달라요" \\ not what we said';
/** The free text of a plan's BATNA and guess at the other side's interests (the tests look for them). */
export const FILLED_PLAN_TEXTS = {
  batna: '케이블 미니시리즈 "3천만"',
  otherInterests: 'A comeback star\n복귀작',
};

type App = ReturnType<typeof createApp>['app'];
type Agent = ReturnType<typeof request.agent>;

/** The answer's body when its status is `status`; anything else stops the fill, saying what came. */
const ok = (status: number) => (res: request.Response) => {
  if (res.status !== status) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { data: unknown };
};

/** The instructor signs in, switches settings (a deck hidden, a case closed, the feedback form shown), adds a case. */
async function settingsAndACase(admin: Agent) {
  await admin.post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password }).then(ok(200));
  await admin.patch('/api/visibility/decks/ai').send({ isVisible: false }).then(ok(200));
  await admin.patch('/api/visibility/simulations/shinhwaDaesung').send({ isAccessible: false }).then(ok(200));
  await admin.patch('/api/settings/feedback-form').send({ isVisible: true }).then(ok(200));
  // an added case: its .zip is bytes (bytea) the round trip must keep exactly
  await admin.post('/api/cases').set('Content-Type', 'application/zip').send(tinyCaseZip()).then(ok(201));
}

/** Results from the report form (hidden, no agreement, the largest amount, an idempotency key), and feedback. */
async function reportsAndFeedback(app: App, admin: Agent) {
  const student = () => request(app);
  await student()
    .post('/api/sims/qos/submit')
    .set('Idempotency-Key', 'retry-me-0001')
    .send({
      yeji_agent_name: '김민지 "Minji"',
      studio_counterpart_name: 'Park \\ Jisoo',
      no_agreement: false,
      amount_paid: 999_999_999_999.99,
      additional_terms: 'Two weeks off,\nthen a bonus 🎬',
    })
    .then(ok(201));
  const hidden = await student()
    .post('/api/sims/qos/submit')
    .send({ yeji_agent_name: 'A', studio_counterpart_name: 'B', no_agreement: false, amount_paid: 0.01 })
    .then(ok(201));
  await admin.patch(`/api/sims/qos/results/${(hidden.data as { id: number }).id}/hide`).then(ok(200));
  await admin.patch('/api/visibility/simulations/shinhwaDaesung').send({ isAccessible: true }).then(ok(200));
  await student()
    .post('/api/sims/svd/submit')
    .send({ shinhwa_associate_name: '이하나', daesung_gc_name: 'Choi', no_agreement: true })
    .then(ok(201));
  const review = await student()
    .post('/api/feedback/submit')
    .send({ name: '박지수', rating: 10, comments: '좋았어요\n"great"', favoritePart: 'Tariff Wars' })
    .then(ok(201));
  await admin
    .patch(`/api/feedback/${(review.data as { id: number }).id}/archive`)
    .send({ isArchived: true })
    .then(ok(200));
}

/** A second class (the first one ended), anonymous feedback in it, and a paused timer. */
async function aSecondClassWithATimer(app: App, admin: Agent) {
  await admin.post('/api/classes').send({ name: 'Hyundai Card cohort 7, 3 Dec' }).then(ok(201));
  await request(app).post('/api/feedback/submit').send({ rating: 3 }).then(ok(201));
  await admin.put('/api/class-timer').send({ label: '협상 Negotiation', seconds: 1200 }).then(ok(200));
  await admin.patch('/api/class-timer').send({ action: 'pause' }).then(ok(200));
}

/** Two seats, paired under assigned roles only, and the debrief released. */
async function seatsPaired(app: App, admin: Agent) {
  // seats: one student on two devices, one who joined a team, one with a re-seat link waiting
  const { code } = (await admin.get(classJoinUrl).then(ok(200))).data as { code: string };
  const seated = request.agent(app);
  const joined = await seated.post(seatsUrl).send({ name: '김예지 🎬', lang: 'ko', code });
  const seat = ok(201)(joined).data as MySeat;
  await request(app).post(claimSeatUrl).send({ seatCode: seat.seatCode }).then(ok(200));
  const partner = request.agent(app);
  const partnerJoined = await partner.post(seatsUrl).send({ name: 'Minho "M" Lee', lang: 'en', code });
  const other = ok(201)(partnerJoined).data as MySeat;
  await admin.post(`${seatUrl(other.id)}/reseat`).then(ok(200));
  const draft = (
    await admin
      .post(pairingUrls('queenOfSorrows').assignments)
      .send({ seatIds: [seat.id, other.id] })
      .then(ok(201))
  ).data as { id: number };
  await admin.post(pairingUrls('queenOfSorrows').publish(draft.id)).then(ok(200));
  await admin.post(debriefUrls('queenOfSorrows').release).send({ released: true }).then(ok(200));
  await admin.patch(pairingUrls('queenOfSorrows').roleRules).send({ assignedOnly: true }).then(ok(200));
  return { seated, partner, seat, other, joined, partnerJoined };
}

/** The pair's deal, the way its phones make it. */
async function thePairsDeal(seated: Agent, partner: Agent) {
  // the pair's deal: plans, a first offer, two agreement versions and a confirmation (the pair's result
  // row), a survey, a draft
  const deal = dealUrls('queenOfSorrows');
  const plan = { target: 150_000_000, walkAway: 100_000_000, firstOffer: 200_000_000, priorities: ['fee'] };
  await seated
    .put(deal.myPlan)
    .send({
      ...plan,
      firstOfferWhy: '지난 시즌 "시청률" \\ 15%',
      batna: FILLED_PLAN_TEXTS.batna,
      otherWalkAway: 180_000_000,
      otherInterests: FILLED_PLAN_TEXTS.otherInterests,
    })
    .then(ok(200));
  await partner
    .put(deal.myPlan)
    .send({ ...plan, questions: 'Overseas sales?\n해외 판매는?' })
    .then(ok(200));
  await seated.put(deal.firstOffer).send({ by: 'me', amount: 250_000_000.5 }).then(ok(200));
  const terms = {
    noAgreement: false,
    amount: 150_000_000,
    terms: { billing: 'solo' },
    text: '대본 리딩 🎬',
  };
  await seated.put(deal.agreement).set('Idempotency-Key', 'deal-form-1').send(terms).then(ok(200));
  await partner.post(deal.dispute).send({ note: FILLED_DISPUTE_NOTE }).then(ok(200));
  await partner
    .put(deal.agreement)
    .send({ ...terms, contingent: { amount: 20_000_000, condition: '평균 시청률 10% 초과 시' } })
    .then(ok(200));
  await seated.post(deal.confirm).send({ version: 2 }).then(ok(200));
  await seated
    .put(deal.mySurvey)
    .send({ answers: { outcomeOwn: 6, selfFace: 2 } })
    .then(ok(200));
  await partner.put(deal.myDraft('survey')).send({ outcomeOwn: '7', note: 'line\nbreak' }).then(ok(200));
}

/** The presentation's state, and a projector signed in with its code. */
async function thePresentation(app: App, admin: Agent) {
  await admin
    .put('/api/presenter/state')
    .send({ deck: 'negotiation', lang: 'ko', slide: 3, total: 20 })
    .then(ok(200));
  const { projectorCode } = (
    await admin.patch('/api/presenter/state').send({ action: 'newProjectorCode' }).then(ok(200))
  ).data as { projectorCode: string };
  await request(app).post('/api/presenter/projector').send({ code: projectorCode }).then(ok(200));
}

/** A Tariff Wars game: a team on a device, a seated student in the other, a locked choice each, a round revealed. */
async function aTariffGame(app: App, admin: Agent, seated: Agent) {
  const game = (await admin.post(tariffUrls.games).send({ pairs: 2 }).then(ok(201)))
    .data as TariffCreatedGame;
  const team = request.agent(app);
  await team.post(tariffUrls.join).send({ code: game.teams[0]!.code }).then(ok(200));
  await seated.post(tariffUrls.join).send({ code: game.teams[1]!.code }).then(ok(200));
  await team
    .post(tariffUrls.choice)
    .set('Idempotency-Key', 'lock-1')
    .send({ round: 1, choice: 'Low' })
    .then(ok(201));
  // a seated student locks their team's choice (the lock names the seat)
  await seated
    .post(tariffUrls.choice)
    .set('Idempotency-Key', 'lock-2')
    .send({ round: 1, choice: 'High' })
    .then(ok(201));
  await admin.post(tariffUrls.reveal(game.id, 1)).then(ok(200));
  await admin.patch(tariffUrls.round(game.id, 2)).send({ multiplier: 3, talk: true }).then(ok(200));
}

/**
 * Fills a migrated database with every kind of row, through the API as the instructor and the students make
 * them: settings switched, a case added (its package's .zip), two classes (one ended, one with a paused timer), results (hidden, no agreement,
 * the largest amount, an idempotency key), feedback (archived, anonymous), a Tariff Wars game with a device,
 * a locked choice (one by a seat) and a revealed round, seats (one on two devices and a team, one with a re-seat link) paired under
 * assigned roles only and their deal (plans, a first offer, two agreement versions, the pair's result, a
 * survey, a draft, a dispute note on the first version, the debrief released), the
 * presentation's state, and the instructor's account and session. Names and free text have
 * Korean, quotes, backslashes, newlines and an emoji.
 */
export async function fillEveryKindOfRow(database: Database): Promise<FilledSeats> {
  const config = testConfig({ rateLimit: false });
  await setAdminCredentials(database.db, ADMIN.email, ADMIN.password, ADMIN.name, config.passwordHashCost);
  const site = createApp({ database, config, logger: pino({ level: 'silent' }), clientDist: '/nonexistent' });
  try {
    const admin = request.agent(site.app);
    await settingsAndACase(admin);
    await reportsAndFeedback(site.app, admin);
    await aSecondClassWithATimer(site.app, admin);
    const { seated, partner, seat, other, joined, partnerJoined } = await seatsPaired(site.app, admin);
    await thePairsDeal(seated, partner);
    await thePresentation(site.app, admin);
    await aTariffGame(site.app, admin, seated);
    return {
      students: [
        { seatId: seat.id, cookie: seatCookie(joined) },
        { seatId: other.id, cookie: seatCookie(partnerJoined) },
      ],
    };
  } finally {
    site.close();
  }
}

/** The seat cookie (`name=value`) a join's answer sets. */
const seatCookie = (res: request.Response) =>
  ([res.headers['set-cookie']].flat() as string[])
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${SEAT_COOKIE}=`))!;
