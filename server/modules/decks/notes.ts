import fs from 'node:fs/promises';
import path from 'node:path';
import { isDeckKey, type DeckKey } from '@shared/keys';
import { presenterApiMessages, type SlideNotes } from '@shared/contracts/presenter-config';
import { messages } from '@shared/messages';
import { LANGS, type Lang } from '@shared/simulations';
import { HttpError } from '../../lib/http';

export const deckOr404 = (key: string | undefined): DeckKey => {
  if (key === undefined || !isDeckKey(key)) throw new HttpError(404, messages.unknownDeck);
  return key;
};

/** `?lang=en|ko`, English when absent; 400 for anything else. */
export const notesLangOr400 = (lang: unknown): Lang => {
  const value = lang ?? 'en';
  if (!(LANGS as readonly unknown[]).includes(value)) throw new HttpError(400, messages.unknownLanguage);
  return value as Lang;
};

/**
 * A deck's speaker notes, as `npm run decks:build` wrote them beside its PDF (`{key}[.ko].notes.json`, one
 * entry per page). Read from disk on each request: a few kilobytes, asked for once per presentation.
 */
export async function readDeckNotes(decksDir: string, key: DeckKey, lang: Lang): Promise<SlideNotes[]> {
  const file = path.join(decksDir, `${key}${lang === 'ko' ? '.ko' : ''}.notes.json`);
  let raw: string;
  try {
    raw = await fs.readFile(file, 'utf8');
  } catch {
    throw new HttpError(404, presenterApiMessages.notesMissing);
  }
  const entries = JSON.parse(raw) as SlideNotes[];
  return entries.map(({ slide, notes }) => ({ slide, notes }));
}
