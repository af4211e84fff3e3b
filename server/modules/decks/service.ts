import fs from 'node:fs';
import path from 'node:path';
import { DECK_KEYS, isDeckKey, type DeckKey } from '@shared/keys';
import {
  DECK_DEFAULTS,
  settingOrDefault,
  settingsOf,
  type DeckSetting,
  type DeckVisibility,
} from '@shared/contracts/visibility';
import { messages } from '@shared/messages';
import type { Db } from '../../db/client';
import { writePublicSettings } from '../../db/settings-version';
import { HttpError } from '../../lib/http';
import { getDeckSetting, listDeckSettings, updateDeckSetting } from './repository';

/** All four decks, keyed; a missing row (never expected after seeding) reads as the default. */
export async function deckVisibility(db: Db): Promise<DeckVisibility> {
  const rows = await listDeckSettings(db);
  return settingsOf(
    DECK_KEYS,
    new Map(rows.map((r) => [r.key, { isVisible: r.isVisible, isDownloadable: r.isDownloadable }])),
    DECK_DEFAULTS,
  );
}

/** Changes one deck's setting and answers the new one; 404 when the deck has no row. */
export async function changeDeckSetting(
  db: Db,
  key: DeckKey,
  patch: Partial<DeckSetting>,
): Promise<DeckSetting> {
  const row = await writePublicSettings(db, (tx) => updateDeckSetting(tx, key, patch));
  if (!row) throw new HttpError(404, messages.unknownDeck);
  return row;
}

/**
 * The deck a file name asks for, or null when it names none: the slides `ai.pdf` and `ai.ko.pdf`, the
 * handouts `negotiation-handout.pdf` and `negotiation-handout.ko.pdf` (scripts/decks/sources.ts).
 * Every one of them is the deck's, under its visibility and download settings.
 */
function deckOfFile(fileName: string): DeckKey | null {
  const key = /^([a-z]+)(?:-handout)?(?:\.ko)?\.pdf$/.exec(fileName)?.[1];
  return key !== undefined && isDeckKey(key) ? key : null;
}

/** The slides' file name of a deck in a language: `ai.pdf`, `ai.ko.pdf`. */
const slidesFile = (deck: DeckKey, lang: string) => `${deck}${lang === 'ko' ? '.ko' : ''}.pdf`;

/**
 * The PDF to send for `/decks/{fileName}`. Students get a deck (either language, or its handout) only while
 * the deck is visible (else 404) and downloadable (else 403); the instructor always gets it, to present it,
 * and so does a projector joined by code, for the slides it is showing (that deck, that language) alone.
 * Throws the answer otherwise.
 */
export async function deckFile(
  db: Db,
  decksDir: string,
  fileName: string,
  reader: { isAdmin: boolean; projector: { deck: DeckKey; lang: string } | null },
): Promise<string> {
  const key = deckOfFile(fileName);
  if (!key) throw new HttpError(404, messages.unknownDeck);
  const projected = reader.projector && fileName === slidesFile(reader.projector.deck, reader.projector.lang);
  if (!reader.isAdmin && !projected) {
    const setting = settingOrDefault(await getDeckSetting(db, key), DECK_DEFAULTS);
    if (!setting.isVisible) throw new HttpError(404, messages.unknownDeck);
    if (!setting.isDownloadable) throw new HttpError(403, messages.deckNotDownloadable);
  }
  // the name matched the pattern above, so it holds no separator or dot segment
  const file = path.join(decksDir, fileName);
  if (!fs.existsSync(file)) throw new HttpError(404, messages.unknownDeck);
  return file;
}
