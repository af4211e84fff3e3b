import type { Lang } from '@shared/simulations';
import type { RoleDocument } from '../../lib/document-markdown';
import { loadTakeaways, takeawayKey } from './content-loader';

/** A case's takeaway page (a negotiation's or Tariff Wars'), rendered from its Markdown. */
export function takeaway(key: string, lang: Lang): RoleDocument {
  const doc = loadTakeaways().get(takeawayKey(key, lang));
  if (!doc) throw new Error(`no takeaway page for ${key} (${lang})`);
  return doc;
}
