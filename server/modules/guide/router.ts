import fs from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { messages } from '@shared/messages';
import { paths as sitePaths } from '@shared/routes';
import { HttpError } from '../../lib/http';
import { paths } from '../../lib/paths';
import { requireAdmin } from '../../middleware/require-admin';
import { GUIDE_IMAGE, guidePage, renderGuideBody } from './render';

/**
 * GET /guide (the instructor's guide, docs/instructor-guide.md) and GET /guide/images/{file} (its screenshots),
 * for a signed-in instructor only: the screenshots show a class's screens, a deal's plan among them, which
 * are not a student's to read. The page is rendered once per process (the file ships with the build).
 */
export function guideRouter({ docsDir = paths.docs }: { docsDir?: string } = {}) {
  const router = express.Router();
  let page: Promise<string> | undefined;
  const render = () =>
    (page ??= fs
      .readFile(path.join(docsDir, 'instructor-guide.md'), 'utf8')
      .then((source) => guidePage(renderGuideBody(source)))
      .catch((err: unknown) => {
        page = undefined;
        throw err;
      }));

  router.get('/', async (req, res) => {
    // Signed out (a bookmark on a new device): the instructor's page, where signing in is, rather than a 401.
    if (!req.admin) return res.redirect(303, sitePaths.admin);
    res.set('Cache-Control', 'private, no-store');
    res.type('html').send(await render());
  });
  router.get('/images/:file', requireAdmin, async (req, res) => {
    const file = String(req.params.file);
    if (!GUIDE_IMAGE.test(file)) throw new HttpError(404, messages.notFound);
    res.set('Cache-Control', 'private, max-age=3600');
    res.sendFile(path.join(docsDir, 'images', file), (err) => {
      if (err && !res.headersSent) res.status(404).json({ success: false, message: messages.notFound });
    });
  });
  return router;
}
