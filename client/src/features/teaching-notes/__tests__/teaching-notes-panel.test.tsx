import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { debriefCase } from '@shared/case-figures';
import { debriefUrls } from '@shared/contracts/debrief';
import { classesSoFar } from '@shared/debrief/classes-so-far';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { TeachingNotesPanel } from '../components/teaching-notes-panel';

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };

const notes = {
  en: {
    title: 'Queen of Sorrows — Teaching Note',
    html: '<h2>The bargaining range</h2><p>From 50 to 200 million won.</p>',
  },
  ko: {
    title: '슬픔의 여왕 — 강사용 티칭 노트',
    html: '<h2>협상 가능 영역</h2><p>5천만 원에서 2억 원까지.</p>',
  },
};

/** The notes endpoint as the server answers it, and /api/auth/me for the signed-in instructor. */
function server({ failWith }: { failWith?: number } = {}) {
  return stubFetch((url) => {
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    // "Your classes so far" (its own test: classes-so-far-section.test.tsx): no class has played yet
    if (url.startsWith(debriefUrls('queenOfSorrows').classesSoFar))
      return json(200, {
        success: true,
        data: { ...classesSoFar(debriefCase('queenOfSorrows'), []), classes: [] },
      });
    const match = /^\/api\/sims\/queenOfSorrows\/teaching-notes\?lang=(en|ko)$/.exec(url);
    if (!match) return json(404, { success: false, message: 'Not found.' });
    if (failWith)
      return json(failWith, { success: false, message: 'Please sign in as the instructor to do this.' });
    const lang = match[1] as 'en' | 'ko';
    return json(200, { success: true, data: { sim: 'queenOfSorrows', lang, ...notes[lang] } });
  });
}

const notesCalls = <T extends { url: string }>(calls: T[]) =>
  calls.filter((c) => c.url.includes('teaching-notes'));

beforeEach(() => localStorage.setItem('user', JSON.stringify(admin)));

describe('TeachingNotesPanel', () => {
  it('stays closed and fetches nothing until the instructor opens it', async () => {
    const calls = server();
    renderWithApp(<TeachingNotesPanel sim="queenOfSorrows" />);
    const trigger = screen.getByRole('button', { name: /Teaching notes/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('From 50 to 200 million won.')).not.toBeInTheDocument();
    expect(notesCalls(calls)).toEqual([]);

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('From 50 to 200 million won.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Queen of Sorrows — Teaching Note' })).toBeInTheDocument();
    expect(notesCalls(calls).map((c) => c.url)).toEqual(['/api/sims/queenOfSorrows/teaching-notes?lang=en']);
    expect(notesCalls(calls)[0]!.init.credentials).toBe('include');
  });

  it('opens in English and switches to Korean on a page without a language switch', async () => {
    const calls = server();
    renderWithApp(<TeachingNotesPanel sim="queenOfSorrows" />);
    await userEvent.click(screen.getByRole('button', { name: /Teaching notes/ }));
    await screen.findByText('From 50 to 200 million won.');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: '한국어' }));
    const korean = await screen.findByText('5천만 원에서 2억 원까지.');
    expect(korean.closest('article')).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('From 50 to 200 million won.')).not.toBeInTheDocument();
    expect(notesCalls(calls).at(-1)!.url).toBe('/api/sims/queenOfSorrows/teaching-notes?lang=ko');
  });

  it('follows the page language when the page has a switch, with no toggle of its own', async () => {
    server();
    renderWithApp(<TeachingNotesPanel sim="queenOfSorrows" lang="ko" />);
    await userEvent.click(screen.getByRole('button', { name: /Teaching notes/ }));
    expect(await screen.findByText('5천만 원에서 2억 원까지.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Language of the notes' })).not.toBeInTheDocument();
  });

  it('links the case’s debrief slides in both languages once opened, and not before', async () => {
    const calls = server();
    renderWithApp(<TeachingNotesPanel sim="queenOfSorrows" />);
    expect(screen.queryByRole('link', { name: /Debrief slides/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Teaching notes/ }));
    const english = await screen.findByRole('link', { name: /Debrief slides, English/ });
    const korean = screen.getByRole('link', { name: /Debrief slides, 한국어/ });
    expect(english).toHaveAttribute('href', '/api/sims/queenOfSorrows/debrief-deck?lang=en');
    expect(korean).toHaveAttribute('href', '/api/sims/queenOfSorrows/debrief-deck?lang=ko');
    expect(korean).toHaveAttribute('target', '_blank');
    // a link, not a fetch: the PDF is never pulled into the page
    expect(calls.filter((c) => c.url.includes('debrief-deck'))).toEqual([]);
  });

  it('shows "Your classes so far" above the notes, in the notes’ language', async () => {
    const calls = server();
    renderWithApp(<TeachingNotesPanel sim="queenOfSorrows" lang="ko" />);
    await userEvent.click(screen.getByRole('button', { name: /Teaching notes/ }));
    const section = await screen.findByRole('region', { name: '지금까지 진행한 수업의 결과' });
    const notes = await screen.findByRole('article');
    expect(section.compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      await screen.findByText('선택한 수업에는 아직 이 사례에서 합의가 확정된 쌍이 없습니다.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === `${debriefUrls('queenOfSorrows').classesSoFar}?classes=all`)).toBe(
      true,
    );
  });

  it('says so when the notes cannot be loaded', async () => {
    server({ failWith: 401 });
    renderWithApp(<TeachingNotesPanel sim="queenOfSorrows" />);
    await userEvent.click(screen.getByRole('button', { name: /Teaching notes/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The teaching notes could not be loaded. Please try again later.',
    );
    expect(screen.queryByText('From 50 to 200 million won.')).not.toBeInTheDocument();
  });
});
