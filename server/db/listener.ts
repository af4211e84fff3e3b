import type pg from 'pg';

interface Channel {
  onPayload: Array<(payload: string) => void>;
  onReconnect: Array<() => void>;
}

/**
 * One dedicated PostgreSQL connection for LISTEN (a pooled connection would be handed to queries and
 * lose its LISTENs). If it drops (database restart, network), it reconnects with a growing pause and tells
 * the listeners, which catch up on what they missed.
 */
export function createListener(connect: () => pg.Client) {
  const channels = new Map<string, Channel>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  async function open(): Promise<pg.Client> {
    const c = connect();
    c.on('notification', (msg) => {
      for (const f of channels.get(msg.channel)?.onPayload ?? []) f(msg.payload ?? '');
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    await c.connect();
    for (const name of channels.keys()) await c.query(`LISTEN ${quoteIdent(name)}`);
    return c;
  }

  function lost(c: pg.Client) {
    if (client !== c || closed) return;
    client = null;
    void c.end().catch(() => {});
    retryTimer = setTimeout(reconnect, retryMs);
    retryTimer.unref();
  }

  function reconnect() {
    if (closed) return;
    connecting = open();
    connecting.then(
      (c) => {
        client = c;
        connecting = null;
        retryMs = 500;
        for (const ch of channels.values()) for (const f of ch.onReconnect) f();
      },
      () => {
        connecting = null;
        retryMs = Math.min(retryMs * 2, 10_000);
        retryTimer = setTimeout(reconnect, retryMs);
        retryTimer.unref();
      },
    );
  }

  async function ready(): Promise<pg.Client> {
    if (client) return client;
    if (!connecting) {
      connecting = open();
      try {
        client = await connecting;
      } finally {
        connecting = null;
      }
      return client;
    }
    return connecting;
  }

  return {
    async listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) {
      const known = channels.get(channel);
      const ch = known ?? { onPayload: [], onReconnect: [] };
      ch.onPayload.push(onPayload);
      if (onReconnect) ch.onReconnect.push(onReconnect);
      channels.set(channel, ch);
      const c = await ready();
      if (!known) await c.query(`LISTEN ${quoteIdent(channel)}`);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client ?? (await connecting?.catch(() => null));
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
