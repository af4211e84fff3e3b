import { Router } from 'express';
import { deckSettingPatchSchema } from '@shared/contracts/visibility';
import { isDeckKey } from '@shared/keys';
import { messages } from '@shared/messages';
import { HttpError, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { projectorOfRequest } from '../presenter';
import { changeDeckSetting, deckFile } from './service';

/** The slide PDFs under /decks/{key}.pdf, each behind its deck's visibility and download settings. */
export function deckFilesRouter({ db, decksDir }: ModuleContext): Router {
  const projectorOf = projectorOfRequest(db);
  const router = Router();
  router.get('/:file', async (req, res) => {
    const isAdmin = Boolean(req.admin);
    const projector = isAdmin ? null : await projectorOf(req);
    const file = await deckFile(db, decksDir, req.params.file, { isAdmin, projector });
    // Access can change at any moment: browsers must ask again each time; what only the instructor may
    // open (a hidden or closed deck) is not kept on a shared classroom PC's disk, nor on the projector's.
    res.setHeader('Cache-Control', isAdmin || projector ? 'no-store' : 'private, no-cache');
    res.sendFile(file);
  });
  // Anything else under /decks/ is no deck; /decks itself is the client's Presentation Decks page.
  router.use((req, _res, next) =>
    req.path === '/' ? next() : next(new HttpError(404, messages.unknownDeck)),
  );
  return router;
}

/**
 * Changing the decks' settings, mounted at /api/visibility/decks (the GET is in reads.ts); the PATCH
 * answers with the envelope.
 */
export function deckVisibilityRouter({ db, live }: ModuleContext): Router {
  const router = Router();
  const deck = validateParam('deck', isDeckKey, messages.unknownDeck);

  router.patch(
    '/:deck',
    requireAdmin,
    deck,
    withBody(deckSettingPatchSchema, async (req, res, patch) => {
      sendOk(res, await changeDeckSetting(db, deck.of(req), patch));
      live.publish({ type: 'decks' }, 'everyone');
    }),
  );

  return router;
}
