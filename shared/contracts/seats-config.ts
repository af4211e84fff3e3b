import type { Lang } from '../simulations';
import type { MyAssignment } from './pairing';
import { TARIFF_CODE_ALPHABET } from './tariff-config';

/**
 * Seats: a student in one class, by the name classmates call them, with no account. The browser holds the
 * seat in an httpOnly cookie (the server stores only a hash of its token); a short seat code opens the same
 * seat on another device. Without the schema library: pages need only these; seats.ts adds the zod schemas.
 */

export const SEAT_NAME_MAX = 40;

/** The seat cookie (httpOnly: the page never reads it; the server keeps only its hash). */
export const SEAT_COOKIE = 'seat';

/**
 * Seat codes: 8 characters of the alphabet of codes read off a screen (no 0/O, 1/I/L look-alikes; the Tariff
 * Wars codes' 31), shown as `K7QM-2PXR`: 39.6 bits, so guessing one is hopeless within the claim limit.
 */
export const SEAT_CODE_ALPHABET = TARIFF_CODE_ALPHABET;
export const SEAT_CODE_LENGTH = 8;

/** Class codes: what the join screen shows in large type and students may type: 6 letters of the same alphabet. */
export const CLASS_CODE_LENGTH = 6;

/** A typed code as it is compared: capitals, without spaces or dashes ("k7qm 2pxr" is K7QM2PXR). */
export const normalizeCode = (raw: string) => raw.toUpperCase().replace(/[\s-]/g, '');
const isCode = (length: number) => (code: string) =>
  code.length === length && [...code].every((c) => SEAT_CODE_ALPHABET.includes(c));
export const isSeatCode = isCode(SEAT_CODE_LENGTH);
export const isClassCode = isCode(CLASS_CODE_LENGTH);
/** How a seat code is shown: two groups of four (`K7QM-2PXR`). */
export const formatSeatCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export const seatsUrl = '/api/seats';
export const mySeatUrl = '/api/seats/me';
/** GET: everything stored for the seat, as a JSON file ("Download my data"). */
export const mySeatExportUrl = '/api/seats/me/export';
/** DELETE: leave the class and delete everything of the seat ("Leave and delete my data"). */
export const eraseMySeatUrl = '/api/seats/me?erase=true';
/**
 * POST, with no body (a beacon): a page of this seat is being closed (see isPresent). The seat cookie says
 * whose; 401 without one.
 */
export const myPageClosingUrl = '/api/seats/me/closing';
export const claimSeatUrl = '/api/seats/claim';
export const reseatClaimUrl = '/api/seats/reseat';
/** GET ?code=: the class a code belongs to (its name, and whether it takes new students). Public. */
export const joinClassUrl = '/api/seats/class';
export const classJoinUrl = '/api/classes/current/join';
export const seatUrl = (id: number) => `${seatsUrl}/${id}`;

/** GET /api/seats/me, and the answers of the join, claim, re-seat and edit. */
export interface MySeat {
  id: number;
  name: string;
  lang: Lang;
  /** `K7QM2PXR`: shown formatted, typed on another device to open this seat there. */
  seatCode: string;
  class: { id: number; name: string };
  /** The published assignments of the current class this seat is in (pairing): role, table, partners. */
  assignments: MyAssignment[];
}

/** GET /api/seats/class?code=: what the join form shows before anyone has a seat. */
export interface JoinableClass {
  name: string;
  joinOpen: boolean;
  /** Days after the class ends that its personal data is kept (0: until the instructor deletes the class). */
  retentionDays: number;
}

/** GET /api/seats (instructor): the roster of a class, in the order students joined. */
export interface RosterSeat {
  id: number;
  name: string;
  lang: Lang;
  joinedAt: string;
  /** A live stream of this seat is open in some process of the site. */
  online: boolean;
  /** The last time a page of this seat was open (a stream opened, was open, or closed); null: never. */
  lastSeenAt: string | null;
  /** The last time a page of this seat said it was being closed; null: never. */
  pageClosedAt: string | null;
}

/**
 * Here now: a page of the seat is open (in any process), or was within PRESENT_WITHIN_MS. The seats the run
 * page ticks by default, and those forming Tariff Wars teams or pairs when the instructor names none.
 */
export const PRESENT_WITHIN_MS = 10 * 60_000;
/**
 * A page closed on purpose (the tab or the browser closed, a reload) says so as it goes; the seat then stays
 * present this long, not PRESENT_WITHIN_MS: a reload, or the phone opening the page again, is online again
 * well within it. A stream that only dropped (Wi-Fi, a lift) says nothing, and keeps the longer time.
 */
export const PAGE_CLOSED_GRACE_MS = 60_000;
/**
 * The closing page's own stream ends just after it says it is closing, and that end is written as the seat's
 * last-seen time (up to a second late, by the batch that writes them). A stream of the seat seen later than
 * this after the closing is another page's (a reload's, another tab's, another device's): the closing no
 * longer decides, and the seat is present by PRESENT_WITHIN_MS again.
 */
export const PAGE_CLOSE_SLACK_MS = 10_000;

export function isPresent(
  seat: { online: boolean; lastSeenAt: string | Date | null; pageClosedAt: string | Date | null },
  now: Date,
): boolean {
  if (seat.online) return true;
  if (!seat.lastSeenAt) return false;
  const seen = new Date(seat.lastSeenAt).getTime();
  if (seat.pageClosedAt) {
    const closed = new Date(seat.pageClosedAt).getTime();
    // nothing of the seat was seen since its page closed but that page's own stream ending
    if (seen <= closed + PAGE_CLOSE_SLACK_MS) return now.getTime() - closed <= PAGE_CLOSED_GRACE_MS;
  }
  return now.getTime() - seen <= PRESENT_WITHIN_MS;
}

/**
 * GET /api/classes/current/join (instructor): the current class's code and whether it takes new students;
 * null while no class is running (after End class, until the next one starts).
 */
export interface ClassJoin {
  code: string;
  joinOpen: boolean;
  /** Seats in the class now (the join screen's "23 joined"). */
  joined: number;
}

/** POST /api/seats/{id}/reseat (instructor): a one-time link (its QR is shown) valid for RESEAT_TTL_MS. */
export interface Reseat {
  url: string;
  expiresAt: string;
}

/** How long a re-seat link may be used (once). */
export const RESEAT_TTL_MS = 15 * 60_000;

/** What a seat may carry to the /me page's join form: `/me?code=K7QM2P` fills the class code. */
export const meWithCode = (code: string) => `/me?code=${encodeURIComponent(code)}`;
/** The re-seat link's path (the server adds the site's address). */
export const meWithReseat = (token: string) => `/me?reseat=${encodeURIComponent(token)}`;

/**
 * The texts of joining and seats, in the language of the page (the API answers in the join's language).
 * `noClass` is also every write's 409 while no class is running (the error handler picks the language).
 */
export const seatMessages = {
  en: {
    nameLabel: 'Your name',
    nameTaken: (name: string, suggestion: string) =>
      `Someone in this class has already joined as "${name}". Add something that tells you apart, such as "${suggestion}".`,
    lang: 'Choose English or 한국어.',
    classCode: 'Type the class code shown on the join screen (6 letters and digits).',
    wrongClassCode: 'No class has this code. Check the code on the join screen and try again.',
    closed: 'This class is closed to new students. Ask the instructor to open it.',
    classEnded: 'This class has ended. Join the current class with the code on the join screen.',
    noClass: 'No class is running right now. Wait for the instructor to start the class.',
    noSeat: 'You have not joined this class on this device.',
    seatCode: 'Type the seat code shown on your other device (8 letters and digits).',
    unknownSeatCode: 'No seat in this class has this code. Check it on your other device and try again.',
    reseatUsed: 'This link has been used or has expired. Ask the instructor for a new one.',
    removed: 'The instructor has removed you from this class on this device.',
    tooMany: 'Too many tries. Wait a minute and try again.',
  },
  ko: {
    nameLabel: '이름',
    nameTaken: (name: string, suggestion: string) =>
      `이 수업에 "${name}" 이름으로 이미 참여한 사람이 있습니다. "${suggestion}"처럼 구별되게 적어 주세요.`,
    lang: 'English 또는 한국어를 선택해 주세요.',
    classCode: '참여 화면에 나온 수업 코드(영문·숫자 6자)를 입력해 주세요.',
    wrongClassCode: '이 코드의 수업이 없습니다. 참여 화면의 코드를 확인하고 다시 입력해 주세요.',
    closed: '이 수업은 새 참여를 받지 않고 있습니다. 강사에게 열어 달라고 요청해 주세요.',
    classEnded: '이 수업은 끝났습니다. 참여 화면의 코드로 지금 수업에 참여해 주세요.',
    noClass: '지금 진행 중인 수업이 없습니다. 강사가 수업을 시작할 때까지 기다려 주세요.',
    noSeat: '이 기기에서는 아직 수업에 참여하지 않았습니다.',
    seatCode: '다른 기기에 나온 좌석 코드(영문·숫자 8자)를 입력해 주세요.',
    unknownSeatCode: '이 수업에 그 코드의 좌석이 없습니다. 다른 기기에서 코드를 확인하고 다시 입력해 주세요.',
    reseatUsed: '이미 사용했거나 만료된 링크입니다. 강사에게 새 링크를 요청해 주세요.',
    removed: '강사가 이 기기를 수업에서 내보냈습니다.',
    tooMany: '시도가 너무 많습니다. 1분 뒤에 다시 시도해 주세요.',
  },
} as const;
