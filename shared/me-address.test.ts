import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, pageLang, paths } from './routes';

describe("/me's address as the server renders and keeps the page", () => {
  const at = (query: string) => canonicalPageUrl(paths.me, new URLSearchParams(query));

  it('names a re-seat link (the page says "Opening your seat"), never its one-time token', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    expect(at(`reseat=${token}`)).toBe('/me?reseat=link');
    expect(at(`reseat=${token}`)).not.toContain(token);
    expect(at(`reseat=${token}&lang=ko`)).toBe('/me?reseat=link&lang=ko');
  });

  it('keeps ?lang=ko (the page reads Korean before the seat is known), and drops what the page does not read', () => {
    expect(at('lang=ko')).toBe('/me?lang=ko');
    expect(pageLang(paths.me, new URLSearchParams('lang=ko'))).toBe('ko');
    expect(at('lang=en')).toBe('/me');
    expect(at('code=K7M2QX&utm_source=x')).toBe('/me');
    expect(at('')).toBe('/me');
  });
});
