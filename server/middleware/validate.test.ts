import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors';
import { isId, validateParam } from './validate';

const appWith = (check: express.RequestHandler) =>
  express()
    .get('/things/:key', check, (req, res) => {
      res.json({ success: true, data: req.params.key });
    })
    .use(errorHandler);

describe('validateParam', () => {
  const app = appWith(validateParam('key', (v) => v === 'ok' || v === 'fine', 'Unknown thing.'));

  it('lets a valid parameter through to the handler', async () => {
    const res = await request(app).get('/things/fine');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: 'fine' });
  });

  it('answers 404 with its message for anything else, before the handler runs', async () => {
    for (const key of ['nope', 'OK', 'ok%20', '%00']) {
      const res = await request(app).get(`/things/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.body, key).toEqual({ success: false, message: 'Unknown thing.' });
    }
  });

  it('refuses a parameter the route does not have', async () => {
    const res = await request(appWith(validateParam('other', () => true, 'No.'))).get('/things/ok');
    expect(res.status).toBe(404);
  });
});

describe('isId', () => {
  it('accepts the positive integers of a PostgreSQL integer column, written plainly', () => {
    for (const id of ['1', '42', '2147483647']) expect(isId(id), id).toBe(true);
    for (const id of ['0', '-1', '01', '1.5', '1e3', ' 1', '2147483648', '99999999999', 'abc', ''])
      expect(isId(id), id).toBe(false);
  });
});
