import { Router, type RequestHandler } from 'express';
import { messages } from '@shared/messages';
import { HttpError, noStore } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { caseBinary } from '@shared/cases/documents';
import { langOr400, simulationOr404 } from './service';

/**
 * `GET /api/sims/{key}/debrief-deck?lang=en|ko`, mounted at /api/sims: a case's debrief slides (PDF), to the
 * signed-in instructor only (401 to anyone else, before the key is looked at), like the teaching notes. The
 * PDFs are in the case packages, under no static root and apart from the workshop decks' /decks/ route, so
 * this is the only way to them. Never cached: the slides state both sides' limits.
 */
/** No answer of this route is kept by a browser or a proxy, a refusal included. */
const neverCached: RequestHandler = (_req, res, next) => {
  noStore(res);
  next();
};

export function rolesRouter(): Router {
  const router = Router();
  router.get('/:key/debrief-deck', neverCached, requireAdmin, (req, res) => {
    const sim = simulationOr404(req.params.key);
    const lang = langOr400(req.query.lang);
    if (!sim.debriefDeck) throw new HttpError(404, messages.noDebriefDeck);
    res.set({
      'X-Robots-Tag': 'noindex',
      'Content-Disposition': `inline; filename="${sim.slug}-debrief${lang === 'ko' ? '.ko' : ''}.pdf"`,
    });
    const pdf = caseBinary(sim.debriefDeck[lang]);
    if (!pdf) throw new HttpError(404, messages.noDebriefDeck);
    res.type('application/pdf').send(Buffer.from(pdf));
  });
  return router;
}
