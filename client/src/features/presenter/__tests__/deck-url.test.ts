import { describe, expect, it } from 'vitest';
import { cleanTitle, langParam, validateDeckParam } from '../deck-url';

const ORIGIN = 'https://course.example.com';
const check = (raw: string | null) => validateDeckParam(raw, ORIGIN);

describe('validateDeckParam', () => {
  it('accepts same-origin PDF paths under /decks/', () => {
    for (const p of [
      '/decks/negotiation.pdf',
      '/decks/ai.pdf',
      '/decks/team_2/collab-v2.pdf',
      '/decks/ai.ko.pdf',
      '/decks/negotiation-handout.ko.pdf',
    ]) {
      expect(check(p), p).toEqual({ ok: true, path: p });
    }
  });

  it('reports a missing parameter separately', () => {
    expect(check(null)).toMatchObject({ ok: false, reason: 'missing' });
    expect(check('   ')).toMatchObject({ ok: false, reason: 'missing' });
  });

  it.each([
    // other sites, however written
    'https://evil.example/decks/ai.pdf',
    'http://course.example.com/decks/ai.pdf',
    'https://course.example.com/decks/ai.pdf',
    '//evil.example/decks/ai.pdf',
    '/\\evil.example/decks/ai.pdf',
    '\\\\evil.example\\decks\\ai.pdf',
    'javascript:alert(1)//.pdf',
    'data:application/pdf;base64,JVBERi0=',
    'blob:https://course.example.com/1234',
    // relative or outside /decks/
    'decks/ai.pdf',
    './decks/ai.pdf',
    '/ai.pdf',
    '/api/decks/ai.pdf',
    '/decksx/ai.pdf',
    '/decks/',
    '/decks/.pdf',
    // traversal, plain and encoded
    '/decks/../package.json',
    '/decks/../decks/ai.pdf',
    '/decks/./ai.pdf',
    '/decks/%2e%2e/secret.pdf',
    '/decks/%2E%2E%2Fsecret.pdf',
    '/decks/..%2f..%2fsecret.pdf',
    '/decks/%252e%252e/secret.pdf',
    '/decks/ai%2epdf',
    '/decks\\..\\secret.pdf',
    // not a PDF, or with extras
    '/decks/ai.pdf.html',
    '/decks/ai.PDF.js',
    '/decks/ai.svg',
    '/decks/ai.pdf?download=1',
    '/decks/ai.pdf#page=2',
    '/decks/ai .pdf',
    '/decks/ai.pdf\n',
    '/decks/a\u0000.pdf',
    `/decks/${'a'.repeat(300)}.pdf`,
  ])('refuses %j', (raw) => {
    expect(check(raw)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('keeps what was given (bounded) for the error message', () => {
    const r = check('https://evil.example/x.pdf');
    expect(r).toEqual({ ok: false, reason: 'invalid', given: 'https://evil.example/x.pdf' });
    const long = check(`https://evil.example/${'x'.repeat(500)}`);
    expect(!long.ok && long.given.length).toBe(200);
  });
});

describe('cleanTitle', () => {
  it('makes one trimmed, bounded line, or null when empty', () => {
    expect(cleanTitle('  AI   Workshop\n')).toBe('AI Workshop');
    expect(cleanTitle('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(cleanTitle('x'.repeat(500))).toHaveLength(120);
    expect(cleanTitle(null)).toBeNull();
    expect(cleanTitle('   ')).toBeNull();
  });
});

describe('langParam', () => {
  it('is Korean only for lang=ko, English otherwise', () => {
    expect(langParam('ko')).toBe('ko');
    for (const raw of [null, '', 'en', 'KO', 'ko-KR', '<script>'])
      expect(langParam(raw), String(raw)).toBe('en');
  });

  it('still refuses other dotted names for a Korean deck', () => {
    for (const p of ['/decks/ai.ja.pdf', '/decks/ai.ko.ko.pdf', '/decks/ai..pdf', '/decks/.ko.pdf']) {
      expect(check(p).ok, p).toBe(false);
    }
  });
});
