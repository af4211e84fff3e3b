import express, { Router, type RequestHandler } from 'express';
import {
  CASE_ZIP_LIMITS,
  CASE_ZIP_TYPE,
  caseMessages,
  type CasePackageFailure,
} from '@shared/contracts/cases-config';
import { HttpError, noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { sameOriginOnly } from '../../middleware/same-origin';
import { validateParam } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { caseVariantSchema } from '@shared/contracts/case-variant';
import { addCase, CasePackageRefused, checkUpload, packageOf, removeCase } from './service';
import { addVariant, variantForm } from './variant';

/** A key as case.yaml allows one: anything else names no case. */
const isCaseKey = (raw: string) => /^[a-z][a-zA-Z0-9]{1,39}$/.test(raw);

const rawZip = express.raw({ type: CASE_ZIP_TYPE, limit: CASE_ZIP_LIMITS.bodyBytes });

/**
 * The .zip body, as bytes: 415 for anything but application/zip (a form or JSON is not a package), 413 past
 * the limit (told by Content-Length before a byte is read, or counted as it arrives), 400 when empty.
 */
const zipBody: RequestHandler = (req, res, next) => {
  if (!req.is(CASE_ZIP_TYPE)) return next(new HttpError(415, caseMessages.notZip));
  rawZip(req, res, (err?: unknown) => {
    if ((err as { type?: string } | undefined)?.type === 'entity.too.large')
      return next(new HttpError(413, caseMessages.tooLarge));
    if (err) return next(err);
    if (!Buffer.isBuffer(req.body) || req.body.length === 0)
      return next(new HttpError(400, caseMessages.empty));
    next();
  });
};

/**
 * Cases, mounted at /api/cases before the API's JSON body parser (an upload is a .zip), instructor only and
 * never cached (the list is in reads.ts): POST a case package to add it (`?dryRun=1`: check and preview
 * only), GET /{key}/package to download one, DELETE /{key} to remove an added one. Every other process
 * hears of an add or a removal on the live channel and loads the stored packages again.
 */
export function casesRouter({ db, live }: ModuleContext): Router {
  const router = Router();
  router.use(sameOriginOnly, requireAdmin, (_req, res, next) => {
    noStore(res);
    next();
  });

  const changed = () =>
    live.publishAll([
      { event: { type: 'cases' }, to: 'everyone' },
      { event: { type: 'simulations' }, to: 'everyone' },
    ]);

  router.post('/', zipBody, async (req, res) => {
    const zip = req.body as Buffer;
    try {
      if (req.query.dryRun === '1' || req.query.dryRun === 'true')
        return sendOk(res, await checkUpload(db, zip));
      sendOk(res, await addCase(db, zip), 201);
    } catch (err) {
      if (!(err instanceof CasePackageRefused)) throw err;
      res
        .status(400)
        .json({ success: false, message: err.message, problems: err.problems } satisfies CasePackageFailure);
      return;
    }
    changed();
  });

  const key = validateParam('key', isCaseKey, caseMessages.notFound);

  router.get('/:key/package', key, async (req, res) => {
    const { slug, zip } = await packageOf(db, key.of(req));
    res
      .type(CASE_ZIP_TYPE)
      .set('Content-Disposition', `attachment; filename="${slug}.zip"`)
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });

  // the variant form's figures (both sides' limits: the instructor's only, like the router's every route)
  router.get('/:key/figures', key, (req, res) => sendOk(res, variantForm(key.of(req))));

  router.post('/:key/variant', key, express.json({ limit: '32kb' }), async (req, res) => {
    const request = caseVariantSchema.safeParse(req.body);
    if (!request.success) throw new HttpError(400, request.error.issues[0]!.message);
    try {
      sendOk(res, await addVariant(db, key.of(req), request.data), 201);
    } catch (err) {
      if (!(err instanceof CasePackageRefused)) throw err;
      res
        .status(400)
        .json({ success: false, message: err.message, problems: err.problems } satisfies CasePackageFailure);
      return;
    }
    changed();
  });

  router.delete('/:key', key, async (req, res) => {
    await removeCase(db, key.of(req));
    res.status(204).end();
    changed();
  });

  return router;
}
