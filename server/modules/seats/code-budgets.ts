import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { seatMessages } from '@shared/contracts/seats';
import type { Db } from '../../db/client';
import { limitFailures, type KeyedBudget } from '../../middleware/failure-budget';
import type { SharedLimits } from '../../middleware/rate-limit';
import { currentClassCode } from './repository';
import type { SeatDevices } from './join-devices';

/**
 * The budgets of wrong codes a student can type (ADR 26): leaky buckets of failures (ADR 13), so a source
 * that keeps guessing is slowed to the leak rate, and a right code costs nothing. Each is kept per browser
 * (the `seat_device` the server signed, ADR 24), or per address for requests without a valid one, so a class
 * behind one NAT address is never refused for its classmates' typos. What bounds guessing from any number of
 * addresses is one budget over every source; where an outsider could fill it, it refuses only outsiders.
 */

/**
 * Seat codes (8 of 31 letters: 31^8 = 852,891,037,441): per browser, per address without one, and over every
 * source, kept apart for browsers that gave the current class's code (the join form's question: `seat_room`,
 * a class's worth of typos) and the rest (outsiders), so nobody without the class's code can slow the class.
 * At most 400 + 86,400,000 / 10,000 + 100 + 86,400,000 / 20,000 = 13,460 checks a day reach the seats,
 * each a chance of (seats in the current class) / 31^8: at 5,000 seats (SEATS_PER_CLASS_MAX's most),
 * 7.9 in 100,000 a day; at 1,000 (the default), 1.6 in 100,000.
 */
export const CLAIM_LIMITS = {
  perDevice: { capacity: 20, leakMs: 6_000 },
  perAddressWithoutDevice: { capacity: 40, leakMs: 6_000 },
  inClass: { capacity: 400, leakMs: 10_000 },
  outsiders: { capacity: 100, leakMs: 20_000 },
};

/**
 * The instructor's one-time re-seat links (32 random bytes: nothing to guess), apart from the seat codes so
 * nobody's typos refuse one: only spent, expired or unknown links count, per browser or per address.
 */
export const RESEAT_LIMITS = {
  perDevice: { capacity: 20, leakMs: 6_000 },
  perAddressWithoutDevice: { capacity: 40, leakMs: 6_000 },
};

/**
 * Class codes (6 of 31 letters: 31^6 = 887,503,681; one class is current), asked by the join form and sent
 * with a join: per browser, per address for browsers without one (a class of 300 with fresh phones, two
 * typos each), and over every address: at most 1,200 + 86,400,000 / 2,000 = 44,400 checks a day, so the
 * current class's code is found with p = 44,400 / 31^6 = 5.0 in 100,000 a day.
 */
export const CLASS_CODE_LIMITS = {
  perDevice: { capacity: 20, leakMs: 6_000 },
  perAddressWithoutDevice: { capacity: 600, leakMs: 6_000 },
  everyAddress: { capacity: 1_200, leakMs: 2_000 },
};

/** Who a try is from: the browser's signed device, if any, and whether it gave the current class's code. */
interface CodeSource {
  device: string | null;
  inClass: { id: number } | null;
}
const sourceOf = (res: Response) => res.locals.codeSource as CodeSource;
const address = (req: Request) => ipKeyGenerator(req.ip ?? '');

/** Per browser; per address for requests without a device the server signed. */
const perSource = (limits: {
  perDevice: KeyedBudget['budget'];
  perAddressWithoutDevice: KeyedBudget['budget'];
}): KeyedBudget[] => [
  {
    budget: limits.perDevice,
    key: (_req, res) => {
      const { device } = sourceOf(res);
      return device ? `device:${device}` : null;
    },
  },
  {
    budget: limits.perAddressWithoutDevice,
    key: (req, res) => (sourceOf(res).device ? null : `address:${address(req)}`),
  },
];

const refuse = (res: Response, retryAfter: number) => {
  res.setHeader('Retry-After', String(retryAfter));
  res.status(429).json({ success: false, message: seatMessages.en.tooMany });
};

/**
 * The middleware that reads where a try is from (giving a browser without a device one with the answer) and
 * the budgets of seat codes (POST /claim), re-seat links (POST /reseat) and class codes (GET /class, and a
 * join not known to be from the class: `joinWithoutClass` says when).
 */
export function codeBudgets(ctx: { db: Db; devices: SeatDevices; shared: SharedLimits }) {
  const { db, devices, shared } = ctx;
  /** `inClass`: whether to ask if the browser gave the current class's code (seat codes only). */
  const source =
    (inClass: boolean): RequestHandler =>
    async (req, res, next) => {
      const device = await devices.give(req, res);
      let room: CodeSource['inClass'] = null;
      if (inClass && shared.config.rateLimit) {
        const current = await currentClassCode(db);
        if (current && (await devices.inRoom(req, current))) room = { id: current.id };
      }
      res.locals.codeSource = { device, inClass: room } satisfies CodeSource;
      next();
    };

  const seatCodes = limitFailures({
    shared,
    identifier: 'seat-code',
    budgets: [
      ...perSource(CLAIM_LIMITS),
      {
        budget: CLAIM_LIMITS.inClass,
        key: (_req, res) => {
          const { inClass } = sourceOf(res);
          return inClass ? `class:${inClass.id}` : null;
        },
      },
      { budget: CLAIM_LIMITS.outsiders, key: (_req, res) => (sourceOf(res).inClass ? null : 'outsiders') },
    ],
    // a code of an ended class's seat counts as wrong: it opens nothing either
    isFailure: (status) => status === 404 || status === 410,
    refuse,
  });

  const reseatLinks = limitFailures({
    shared,
    identifier: 'seat-reseat',
    budgets: perSource(RESEAT_LIMITS),
    isFailure: (status) => status === 404 || status === 410,
    refuse,
  });

  const classCodeBudgets = (isFailure: (status: number, res: Response) => boolean) =>
    limitFailures({
      shared,
      identifier: 'class-code',
      budgets: [
        ...perSource(CLASS_CODE_LIMITS),
        { budget: CLASS_CODE_LIMITS.everyAddress, key: () => 'every-address' },
      ],
      isFailure,
      refuse,
    });

  return {
    seatCodes: [source(true), seatCodes],
    reseatLinks: [source(false), reseatLinks],
    /** The join form's question: a code of no class (404), or of an ended one (410), is a wrong code. */
    classQuestion: [source(false), classCodeBudgets((status) => status === 404 || status === 410)],
    /**
     * A join: counted as a class-code try unless `fromClass(res)` (its browser gave this class's code with
     * the form's question, which was counted then); wrong when `wrongCode(status, res)`.
     */
    joinCode: (
      fromClass: (res: Response) => boolean,
      wrongCode: (status: number, res: Response) => boolean,
    ): RequestHandler[] => {
      const budgets = classCodeBudgets(wrongCode);
      return [
        source(false),
        (req, res, next) => (!shared.config.rateLimit || fromClass(res) ? next() : budgets(req, res, next)),
      ];
    },
  };
}
