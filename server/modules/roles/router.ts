import fs from 'node:fs';
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import { messages } from '@shared/messages';
import { SIMULATIONS } from '@shared/simulations';
import { HttpError, noStore } from '../../lib/http';
import { paths } from '../../lib/paths';
import { requireAdmin } from '../../middleware/require-admin';
import { langOr400, simulationOr404 } from './service';

/** Every debrief deck the registry names, checked once: a missing PDF stops the server at start-up with its path. */
function checkDebriefDecks(root: string) {
  for (const sim of SIMULATIONS) {
    for (const file of Object.values(sim.debriefDeck ?? {})) {
      if (!fs.existsSync(path.join(root, file)))
        throw new Error(`Debrief deck is missing: ${path.join(root, file)} (run npm run decks:build)`);
    }
  }
}

/**
 * `GET /api/sims/{key}/debrief-deck?lang=en|ko`, mounted at /api/sims: a case's debrief slides (PDF), to the
 * signed-in instructor only (401 to anyone else, before the key is looked at), like the teaching notes. The
 * PDFs live in content/debrief-decks/pdf, under no static root and apart from the workshop decks' /decks/
 * route, so this is the only way to them. Never cached: the slides state both sides' limits.
 */
/** No answer of this route is kept by a browser or a proxy, a refusal included. */
const neverCached: RequestHandler = (_req, res, next) => {
  noStore(res);
  next();
};

export function rolesRouter(root = paths.root): Router {
  checkDebriefDecks(root);
  const router = Router();
  router.get('/:key/debrief-deck', neverCached, requireAdmin, (req, res) => {
    const sim = simulationOr404(req.params.key);
    const lang = langOr400(req.query.lang);
    if (!sim.debriefDeck) throw new HttpError(404, messages.noDebriefDeck);
    res.set({
      'X-Robots-Tag': 'noindex',
      'Content-Disposition': `inline; filename="${sim.slug}-debrief${lang === 'ko' ? '.ko' : ''}.pdf"`,
    });
    res.sendFile(path.join(root, sim.debriefDeck[lang]), { cacheControl: false });
  });
  return router;
}
