import {
  CLASS_CODE_LENGTH,
  classCodeOf,
  RESEAT_TTL_MS,
  SEAT_CODE_ALPHABET,
  SEAT_CODE_LENGTH,
  SEAT_NAME_MAX,
  seatMessages,
  type ClassJoin,
  type JoinSeat,
  type JoinableClass,
  type MySeat,
  type RosterSeat,
} from '@shared/contracts/seats';
import type { MyAssignment } from '@shared/contracts/pairing';
import type { Lang } from '@shared/simulations';
import { findCurrentClass, NO_CLASS } from '../../db/class-scope';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/error-code';
import { HttpError } from '../../lib/http';
import { drawDeviceToken, hashOfSentToken } from '../../lib/device-token';
import { newToken, randomCode, sha256 } from '../../lib/tokens';
import {
  addSeatDevice,
  countSeats,
  currentClassJoin,
  deleteSeat,
  findClassByCode,
  findSeatByCode,
  findSeatByDevice,
  findSeatById,
  joinSeat,
  listSeats,
  nameKeysLike,
  notePageClosed,
  setJoinOpen,
  setReseatToken,
  takeReseatToken,
  updateSeat,
  type SeatOfDevice,
} from './repository';
import { nameKeyOf } from './name-key';

/** The instructor's answer for a seat id that names no seat. */
export const NO_SUCH_SEAT = 'No such seat.';

/** A free name like the taken one: "Minho Lee 2", "Minho Lee 3", ... (cut to fit 40 characters). */
export function suggestName(name: string, takenKeys: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const base = [...name]
      .slice(0, SEAT_NAME_MAX - suffix.length)
      .join('')
      .trimEnd();
    const candidate = `${base}${suffix}`;
    if (!takenKeys.has(nameKeyOf(candidate))) return candidate;
  }
}

/** The seat a seat cookie opens, ended class or not; null for no cookie or an unknown one. */
export async function seatOfToken(db: Db, token: unknown): Promise<SeatOfDevice | null> {
  const hash = hashOfSentToken(token);
  return hash ? findSeatByDevice(db, hash) : null;
}

/**
 * The seat of this device, of the current class or an ended one: 401 without one. A student keeps the right to
 * download and delete their data until the class's retention ends, not only while the class runs.
 */
export function assertOwnSeat(found: SeatOfDevice | null, lang: Lang = 'en'): SeatOfDevice {
  if (!found) throw new HttpError(401, seatMessages[lang].noSeat);
  return found;
}

/** The seat of this device in the current class: 401 without one, 410 when its class has ended. */
export function assertSeated(found: SeatOfDevice | null, lang: Lang = 'en'): SeatOfDevice {
  if (!found) throw new HttpError(401, seatMessages[lang].noSeat);
  if (found.classEnded) throw new HttpError(410, seatMessages[found.lang as Lang].classEnded);
  return found;
}

/** The seat as its own devices read it; its assignments come from the pairing module when it has any. */
export const mySeat = (s: SeatOfDevice, assignments: MyAssignment[] = []): MySeat => ({
  id: s.id,
  name: s.name,
  lang: s.lang as Lang,
  seatCode: s.seatCode,
  class: { id: s.classId, name: s.className },
  assignments,
});

const newSeatCode = () => randomCode(SEAT_CODE_ALPHABET, SEAT_CODE_LENGTH);
export const newClassCode = () => randomCode(SEAT_CODE_ALPHABET, CLASS_CODE_LENGTH);

async function nameTaken(db: Db, classId: number, name: string, lang: Lang): Promise<HttpError> {
  const suggestion = suggestName(name, await nameKeysLike(db, classId, nameKeyOf(name)));
  const message = seatMessages[lang].nameTaken(name, suggestion);
  // the suggestion on its own too, so the join form can offer it as one tap
  return new HttpError(409, message, { name: [message], suggestion: [suggestion] });
}

/**
 * Why a join code opens no class: while no class is running, that (409: "join the current class" would send
 * the student looking for a class there is not); else `otherwise`.
 */
async function noClassOr(db: Db, lang: Lang, otherwise: HttpError): Promise<HttpError> {
  if (await findCurrentClass(db)) return otherwise;
  const message = seatMessages[lang].noClass;
  return new HttpError(409, message, { code: [message] }, NO_CLASS);
}

/**
 * The class a join code names (its id), and what the join form shows of it: 404 unknown, 410 ended, 409 no
 * class running.
 */
export async function joinableClass(
  db: Db,
  code: string,
  lang: Lang = 'en',
): Promise<{ id: number; joinable: JoinableClass }> {
  const found = await findClassByCode(db, code);
  if (!found) throw await noClassOr(db, lang, new HttpError(404, seatMessages[lang].wrongClassCode));
  if (found.ended) throw await noClassOr(db, lang, new HttpError(410, seatMessages[lang].classEnded));
  return {
    id: found.id,
    joinable: { name: found.name, joinOpen: found.joinOpen, retentionDays: found.retentionDays },
  };
}

/** The class a join's code names, for the join limits: its id; null for no code, or one no class has. */
export async function classOfJoinCode(db: Db, raw: unknown): Promise<number | null> {
  const code = classCodeOf(raw);
  return code ? ((await findClassByCode(db, code))?.id ?? null) : null;
}

/**
 * A student joins the class of `code`: a seat, and this device's token for it (the cookie). A device that
 * had another seat leaves it on this device. 400 for a wrong code, 410 for an ended class's, 403 while the
 * class takes no new students or holds `seatsPerClass` seats, 409 for a name taken (with a free one
 * suggested). One statement (`joinSeat`), and one more for the suggestion.
 */
export async function joinClass(
  db: Db,
  input: JoinSeat,
  previousToken: unknown,
  seatsPerClass: number,
): Promise<{ seat: MySeat; token: string }> {
  const m = seatMessages[input.lang];
  const { token, hash: tokenHash } = drawDeviceToken();
  const previousTokenHash = hashOfSentToken(previousToken);
  for (let attempt = 0; ; attempt++) {
    const seatCode = newSeatCode();
    try {
      const joined = await joinSeat(db, {
        code: input.code,
        cap: seatsPerClass,
        name: input.name,
        nameKey: nameKeyOf(input.name),
        lang: input.lang,
        seatCode,
        tokenHash,
        previousTokenHash,
      });
      switch (joined.outcome) {
        case 'unknown':
          throw await noClassOr(
            db,
            input.lang,
            new HttpError(400, m.wrongClassCode, { code: [m.wrongClassCode] }),
          );
        case 'ended':
          throw await noClassOr(db, input.lang, new HttpError(410, m.classEnded, { code: [m.classEnded] }));
        case 'closed':
        case 'full':
          throw new HttpError(403, m.closed);
        case 'taken':
          throw await nameTaken(db, joined.classId, input.name, input.lang);
      }
      const { seatId: id, classId, className } = joined;
      const seat = mySeat({
        id,
        name: input.name,
        lang: input.lang,
        seatCode,
        classId,
        className,
        classEnded: false,
      });
      return { seat, token };
    } catch (err) {
      // a drawn seat code another seat already has (about 1 in a billion per seat): draw again
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/**
 * Opens a seat of the current class on this device by its seat code: 404 for a code no seat has, 410 for a
 * seat of a class that has ended (join the current one instead).
 */
export async function claimSeat(db: Db, seatCode: string, lang: Lang) {
  const found = await findSeatByCode(db, seatCode);
  if (!found) throw new HttpError(404, seatMessages[lang].unknownSeatCode);
  if (found.classEnded) throw new HttpError(410, seatMessages[lang].classEnded);
  return openOnThisDevice(db, found);
}

/** Opens a seat on this device with the instructor's one-time link: 410 when used, expired or of an ended class. */
export async function claimReseat(db: Db, token: string) {
  const found = await takeReseatToken(db, sha256(token), new Date());
  if (!found) throw new HttpError(410, seatMessages.en.reseatUsed);
  return openOnThisDevice(db, found);
}

async function openOnThisDevice(db: Db, found: SeatOfDevice) {
  const { token, hash } = drawDeviceToken();
  await addSeatDevice(db, hash, found.id);
  return { seat: mySeat(found), token };
}

/** A student renames their seat or changes its language: 409 when the name is taken. */
export async function editSeat(db: Db, seat: SeatOfDevice, edit: { name?: string; lang?: Lang }, lang: Lang) {
  await renameOr409(db, seat, edit, lang);
  return mySeat((await findSeatById(db, seat.id))!);
}

async function renameOr409(
  db: Db,
  seat: { id: number; classId: number },
  edit: { name?: string; lang?: Lang },
  lang: Lang,
) {
  const set = {
    ...(edit.name !== undefined ? { name: edit.name, nameKey: nameKeyOf(edit.name) } : {}),
    ...(edit.lang !== undefined ? { lang: edit.lang } : {}),
  };
  const outcome = await updateSeat(db, seat.id, set);
  if (outcome === 'taken') throw await nameTaken(db, seat.classId, edit.name!, lang);
  if (outcome === 'missing') throw new HttpError(404, seatMessages.en.removed);
}

/** The instructor renames a seat (of any class): 404 unknown, 409 taken. */
export async function renameSeat(db: Db, id: number, name: string) {
  const found = await findSeatById(db, id);
  if (!found) throw new HttpError(404, NO_SUCH_SEAT);
  await renameOr409(db, found, { name }, 'en');
}

/** Removes a seat with everything of it; 404 when there is none. */
export async function removeSeat(db: Db, id: number) {
  if (!(await deleteSeat(db, id))) throw new HttpError(404, NO_SUCH_SEAT);
}

/** A one-time re-seat link's token for a seat of the current class (404 otherwise). */
export async function newReseat(db: Db, id: number) {
  const token = newToken().slice(0, 32);
  const expiresAt = new Date(Date.now() + RESEAT_TTL_MS);
  if (!(await setReseatToken(db, id, sha256(token), expiresAt)))
    throw new HttpError(404, 'No such seat in the current class.');
  return { token, expiresAt };
}

/** A page of the seat is being closed, now: it counts as present for PAGE_CLOSED_GRACE_MS only (isPresent). */
export const pageClosing = (db: Db, id: number) => notePageClosed(db, id, new Date());

/** The roster of a class, each seat online when `online` says a stream of it is open. */
export async function roster(
  db: Db,
  classFilter: number | 'all',
  online: (seatIds: number[]) => Promise<Set<number>>,
): Promise<RosterSeat[]> {
  const rows = await listSeats(db, classFilter);
  const on = await online(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    lang: r.lang as Lang,
    joinedAt: r.joinedAt.toISOString(),
    online: on.has(r.id),
    lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
    pageClosedAt: r.pageClosedAt?.toISOString() ?? null,
  }));
}

/** The current class's join code (drawn on first use), whether it is open, and how many have joined. */
export async function classJoin(
  db: Db,
  change?: { joinOpen: boolean } | { newCode: true },
): Promise<ClassJoin> {
  if (change && 'joinOpen' in change) await setJoinOpen(db, change.joinOpen);
  const join = await currentClassJoin(db, newClassCode, Boolean(change && 'newCode' in change));
  return { code: join.code, joinOpen: join.joinOpen, joined: await countSeats(db, join.id) };
}
