import { seatMessages } from '@shared/contracts/seats-config';
import type { Lang } from '@shared/simulations';
import { ApiError } from '@/lib/api';
import { seatText } from './seat-text';

/** Where a problem is shown on a form: next to one of its fields, or above its button. */
export type Problem<F extends string> = { field: F | 'form'; message: string };

const serverSaid = (err: unknown) => (err instanceof ApiError ? err.serverMessage : undefined);
/** A message of the contract, in whichever language the server wrote it. */
const isMessage = (said: string | undefined, key: keyof typeof seatMessages.en) =>
  said !== undefined && (said === seatMessages.en[key] || said === seatMessages.ko[key]);

/** The server's 409 while no class is running (after End class, until the next one starts). */
export const isNoClass = (err: unknown) => isMessage(serverSaid(err), 'noClass');

/**
 * Why joining failed, and next to which field it is said. The server answers in the language the join
 * asked for, so its own words are shown (a taken name's message carries its suggestion); the contract's
 * fixed messages are shown in the page's language whatever the server wrote.
 */
export function joinProblem(err: unknown, lang: Lang): Problem<'code' | 'name' | 'lang'> {
  const m = seatMessages[lang];
  const said = serverSaid(err);
  if (!(err instanceof ApiError)) return { field: 'form', message: seatText[lang].failed };
  switch (err.status) {
    case 409:
      // no class is running: said at the code, in the page's language, whatever code was typed
      if (isMessage(said, 'noClass')) return { field: 'code', message: m.noClass };
      return { field: 'name', message: said ?? seatText[lang].failed };
    case 403:
      return { field: 'code', message: m.closed };
    case 404:
      return { field: 'code', message: m.wrongClassCode };
    case 429:
      return { field: 'form', message: m.tooMany };
    case 400:
      if (isMessage(said, 'wrongClassCode')) return { field: 'code', message: m.wrongClassCode };
      if (isMessage(said, 'classCode')) return { field: 'code', message: m.classCode };
      if (isMessage(said, 'lang')) return { field: 'lang', message: m.lang };
      // the only other field: the name (the server's message says what is wrong with it)
      return { field: 'name', message: said ?? seatText[lang].failed };
    default:
      return { field: 'form', message: said ?? seatText[lang].failed };
  }
}

/** The free name the server suggests with a taken one's 409 (its `errors.suggestion`), if any. */
export function suggestedName(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.status !== 409) return undefined;
  return err.fieldErrors?.suggestion?.[0];
}

/** Why opening a seat by its code failed. */
export function claimProblem(err: unknown, lang: Lang): string {
  const m = seatMessages[lang];
  if (!(err instanceof ApiError)) return seatText[lang].failed;
  switch (err.status) {
    case 400:
      return m.seatCode;
    case 404:
      return m.unknownSeatCode;
    case 410:
      return m.classEnded;
    case 429:
      return m.tooMany;
    default:
      return err.serverMessage ?? seatText[lang].failed;
  }
}

/** Why a change of name failed: the server's words (a taken name, a refused one), else a plain failure. */
export function editProblem(err: unknown, lang: Lang): string {
  if (err instanceof ApiError && err.status === 429) return seatMessages[lang].tooMany;
  return serverSaid(err) ?? seatText[lang].failed;
}
