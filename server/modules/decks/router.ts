import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import { paths } from '../../lib/paths';
import { getDeckSetting } from '../visibility/repository';
import { deckKeyOr404 } from '../visibility/service';

/**
 * The slide PDFs under /decks/{key}.pdf. Students get a deck only while it is visible (else 404) and
 * downloadable (else 403); the instructor always gets it, to present it.
 */
export function deckFilesRouter(db: Db, decksDir = paths.deckPdfs): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const match = /^([a-z]+)\.pdf$/.exec(req.params.file);
    const key = deckKeyOr404(match?.[1]);
    if (!req.admin) {
      const setting = await getDeckSetting(db, key);
      if (setting && !setting.isVisible) throw new HttpError(404, 'Unknown deck.');
      if (setting && !setting.isDownloadable)
        throw new HttpError(403, 'The instructor has not made these slides available for download.');
    }
    const file = path.join(decksDir, `${key}.pdf`);
    if (!fs.existsSync(file)) throw new HttpError(404, 'Unknown deck.');
    // Access can change at any moment: browsers must ask again each time; what only the instructor may
    // open (a hidden or closed deck) is not kept on a shared classroom PC's disk.
    res.setHeader('Cache-Control', req.admin ? 'no-store' : 'private, no-cache');
    res.sendFile(file);
  });
  // Anything else under /decks/ is no deck; /decks itself is the client's Presentation Decks page.
  router.use((req, _res, next) => (req.path === '/' ? next() : next(new HttpError(404, 'Unknown deck.'))));
  return router;
}
