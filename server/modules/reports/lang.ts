import { classMessages } from '@shared/contracts/classes-config';
import { courseReportMessages } from '@shared/contracts/course-report';
import { LANGS, type Lang } from '@shared/simulations';
import { HttpError } from '../../lib/http';
import { isId } from '../../middleware/validate';

/** `?lang=en|ko`, English when absent; 400 for anything else. */
export function langOr400(raw: unknown): Lang {
  if (raw === undefined) return 'en';
  const lang = LANGS.find((l) => l === raw);
  if (!lang) throw new HttpError(400, courseReportMessages.badLang);
  return lang;
}

/** A class id of the path; 404 for one that cannot name a class. */
export function classIdOr404(raw: string | undefined): number {
  if (raw === undefined || !isId(raw)) throw new HttpError(404, classMessages.notFound);
  return Number(raw);
}
