import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renameClassSchema } from '@shared/contracts/classes';
import { errorHandler } from './errors';
import { isId, validateParam, withBody } from './validate';

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

describe('withBody', () => {
  const schema = z.object({
    name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.'),
    seats: z.number({ error: 'Seats must be a number.' }).int().default(2),
  });
  const handled: unknown[] = [];
  const app = express()
    .use(express.json())
    .post(
      '/things',
      withBody(schema, async (_req, res, body) => {
        // typed by the schema: a number here, not any
        const seats: number = body.seats;
        handled.push(body);
        await Promise.resolve();
        res.status(201).json({ success: true, data: { name: body.name, seats } });
      }),
    )
    .use(errorHandler);

  it('passes the parsed body, defaults filled and text trimmed, to the handler', async () => {
    const res = await request(app).post('/things').send({ name: '  Ada  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { name: 'Ada', seats: 2 } });
    expect(handled.at(-1)).toEqual({ name: 'Ada', seats: 2 });
  });

  it('answers 400 with every issue and a field -> messages map, and never runs the handler', async () => {
    const before = handled.length;
    const res = await request(app).post('/things').send({ name: ' ', seats: 'two' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Name is required. Seats must be a number.',
      errors: { name: ['Name is required.'], seats: ['Seats must be a number.'] },
    });
    // no body at all reads as an empty object
    const empty = await request(app).post('/things');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name is required.');
    expect(handled.length).toBe(before);
  });

  it("gives a shared schema's own message (the one the client form shows)", async () => {
    const rename = express()
      .use(express.json())
      .patch(
        '/classes/:id',
        withBody(renameClassSchema, (_req, res, { name }) => {
          res.json({ success: true, data: name });
        }),
      )
      .use(errorHandler);
    const expected = renameClassSchema.safeParse({ name: '' });
    expect(expected.success).toBe(false);
    const res = await request(rename).patch('/classes/1').send({ name: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(expected.error?.issues.map((i) => i.message).join(' '));
    const ok = await request(rename).patch('/classes/1').send({ name: ' Spring ' });
    expect(ok.body).toEqual({ success: true, data: 'Spring' });
  });
});

describe('validateParam(...).of', () => {
  const isColour = (v: string): v is 'red' | 'blue' => v === 'red' || v === 'blue';
  const colour = validateParam('colour', isColour, 'Unknown colour.');
  const app = express()
    .get('/paint/:colour', colour, (req, res) => {
      const value: 'red' | 'blue' = colour.of(req);
      res.json({ success: true, data: value });
    })
    .get('/unchecked/:colour', (req, res) => {
      res.json({ success: true, data: colour.of(req) });
    })
    .use(errorHandler);

  it('reads the checked parameter, typed by the check', async () => {
    expect((await request(app).get('/paint/red')).body).toEqual({ success: true, data: 'red' });
  });

  it('answers a parameter nothing checked as the check would', async () => {
    const res = await request(app).get('/unchecked/green');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Unknown colour.' });
  });
});

describe('isId', () => {
  it('accepts the positive integers of a PostgreSQL integer column, written plainly', () => {
    for (const id of ['1', '42', '2147483647']) expect(isId(id), id).toBe(true);
    for (const id of ['0', '-1', '01', '1.5', '1e3', ' 1', '2147483648', '99999999999', 'abc', ''])
      expect(isId(id), id).toBe(false);
  });
});
