import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seatMessages } from '@shared/contracts/seats-config';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { JoinForm } from '../components/join-form';
import MePage from '../components/me-page';
import { CLASS_CODE, RESEAT_TOKEN, SEAT_CODE, seatsServer } from './seats-server';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = 'en';
});

describe('the join form', () => {
  it('fills in the class code from the QR link, names the class, and joins: the student home follows', async () => {
    const server = seatsServer();
    const { location } = renderWithApp(<MePage />, { path: '/me?code=k7qm-2p' });

    expect(await screen.findByLabelText('Class code')).toHaveValue(CLASS_CODE);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the class' })).toBeVisible();
    expect(document.title).toMatch(/^Join the class \|/);
    expect(await screen.findByText('Hyundai Card cohort 7')).toBeVisible();
    expect(screen.getByLabelText('Class code')).toHaveAccessibleDescription(
      /The 6 letters and digits on the join screen\. Class: Hyundai Card cohort 7/,
    );
    // the privacy notice, in both languages
    const notice = screen.getByRole('region', { name: 'Your information' });
    expect(notice).toHaveTextContent(
      'What is stored: your name, your language and what you enter in class activities.',
    );
    expect(notice).toHaveTextContent(
      'Who sees it: the instructor. Classmates see only the names of their own partners.',
    );
    expect(notice).toHaveTextContent('until the instructor deletes the class or its retention period ends');
    expect(notice).toHaveTextContent('Joining is optional: you can read the course pages without it.');
    expect(within(notice).getByRole('link', { name: 'How your data is handled' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const korean = screen.getByRole('region', { name: '개인정보 안내' });
    expect(korean).toHaveAttribute('lang', 'ko');
    expect(within(korean).getByRole('link', { name: '개인정보 처리 안내 보기' })).toHaveAttribute(
      'href',
      '/privacy?lang=ko',
    );

    await userEvent.type(screen.getByLabelText('Your name'), '  Mina\t');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My class' })).toBeVisible();
    expect(screen.getByTestId('seat-name')).toHaveTextContent(/^Mina$/);
    expect(screen.getByTestId('seat-code')).toHaveTextContent('K7QM-2PXR');
    expect(server.sent('POST', '/api/seats')).toEqual([{ name: 'Mina', lang: 'en', code: CLASS_CODE }]);
    expect(location.history.at(-1)).toBe('/me?code=k7qm-2p');
  });

  it('says what is wrong next to each field, in English, and keeps what was typed', async () => {
    const server = seatsServer();
    renderWithApp(<MePage />, { path: '/me' });

    await userEvent.type(await screen.findByLabelText('Class code'), 'K7Q');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    const code = screen.getByLabelText('Class code');
    const name = screen.getByLabelText('Your name');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining(seatMessages.en.classCode));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Your name is required.'));
    expect(code).toHaveFocus();
    expect(server.sent('POST', '/api/seats')).toEqual([]);

    // a whole code of no class: said as soon as it is typed
    await userEvent.clear(code);
    await userEvent.type(code, 'ZZZZZZ');
    expect(await screen.findByText(seatMessages.en.wrongClassCode)).toBeVisible();

    await userEvent.clear(code);
    await userEvent.type(code, CLASS_CODE);
    await userEvent.type(name, 'A‮nna');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('changes the direction of the text'));
    expect(name).toHaveValue('A‮nna');
    expect(code).toHaveValue(CLASS_CODE);
    expect(server.sent('POST', '/api/seats')).toEqual([]);
  });

  it('says a taken name is taken, with the suggestion, next to the name; the rest stays', async () => {
    const server = seatsServer();
    renderWithApp(<MePage />, { path: `/me?code=${CLASS_CODE}` });
    await userEvent.type(await screen.findByLabelText('Your name'), 'jisoo');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));

    const name = screen.getByLabelText('Your name');
    await vi.waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining(seatMessages.en.nameTaken('jisoo', 'jisoo 2')),
    );
    expect(name).toHaveValue('jisoo');
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByLabelText('Class code')).toHaveValue(CLASS_CODE);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the class' })).toBeVisible();
    expect(server.sent('POST', '/api/seats')).toHaveLength(1);

    // the suggestion is one tap: it fills the name and joins
    await userEvent.click(screen.getByRole('button', { name: 'Use “jisoo 2”' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My class' })).toBeVisible();
    expect(screen.getByTestId('seat-name')).toHaveTextContent(/^jisoo 2$/);
    expect(server.sent('POST', '/api/seats').at(-1)).toEqual({
      name: 'jisoo 2',
      lang: 'en',
      code: CLASS_CODE,
    });
  });

  it('says the class is closed to new students, under the code', async () => {
    seatsServer({
      classes: { [CLASS_CODE]: { name: 'Hyundai Card cohort 7', joinOpen: false, retentionDays: 180 } },
    });
    renderWithApp(<MePage />, { path: `/me?code=${CLASS_CODE}` });
    expect(await screen.findByText(seatMessages.en.closed, { exact: false })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Your name'), 'Mina');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Class code')).toHaveAccessibleDescription(
        expect.stringContaining(seatMessages.en.closed),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'My class' })).not.toBeInTheDocument();
  });
});

describe("the join form in the server's page", () => {
  it('shows the code of the QR link before the page runs (the form fills its fields only then)', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <JoinForm lang="en" onLangChange={() => {}} initialCode={CLASS_CODE} onClaim={() => {}} />
      </QueryClientProvider>,
    );
    expect(html).toMatch(new RegExp(`<input[^>]* name="code" value="${CLASS_CODE}"`));
  });
});

describe('the join form with no class running', () => {
  it('says so at the code, in English and in Korean, instead of naming a class; a join says it too', async () => {
    const server = seatsServer({ noClass: true });
    renderWithApp(<MePage />, { path: `/me?code=${CLASS_CODE}` });
    const code = await screen.findByLabelText('Class code');
    await vi.waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining(seatMessages.en.noClass)),
    );
    expect(screen.getByText(seatMessages.en.noClass)).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: '한국어' }));
    expect(await screen.findByText(seatMessages.ko.noClass)).toBeVisible();
    expect(screen.getByLabelText('수업 코드')).toHaveAccessibleDescription(
      expect.stringContaining('지금 진행 중인 수업이 없습니다.'),
    );

    await userEvent.type(screen.getByLabelText('이름'), '김민아');
    await userEvent.click(screen.getByRole('button', { name: '참여하기' }));
    await vi.waitFor(() => expect(server.sent('POST', '/api/seats')).toHaveLength(1));
    expect(screen.getByLabelText('수업 코드')).toHaveAccessibleDescription(
      expect.stringContaining(seatMessages.ko.noClass),
    );
    expect(screen.getByLabelText('이름')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { level: 1, name: '내 수업' })).not.toBeInTheDocument();
  });
});

describe('the join form in Korean', () => {
  it('follows the language chosen on it: Korean words, Korean errors, Korean answers from the server', async () => {
    const server = seatsServer();
    renderWithApp(<MePage />, { path: `/me?code=${CLASS_CODE}` });
    await screen.findByLabelText('Class code');
    await userEvent.type(screen.getByLabelText('Your name'), '   ');
    await userEvent.click(screen.getByRole('radio', { name: '한국어' }));

    expect(screen.getByRole('heading', { level: 1, name: '수업 참여' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ko');
    expect(screen.getByRole('radio', { name: '한국어' })).toBeChecked();
    expect(screen.getByText('수업:')).toBeVisible();
    expect(screen.getByRole('region', { name: '개인정보 안내' })).toHaveTextContent(
      '볼 수 있는 사람: 강사. 다른 수강생은 자기 파트너의 이름만 볼 수 있습니다.',
    );
    await userEvent.click(screen.getByRole('button', { name: '참여하기' }));
    const name = screen.getByLabelText('이름');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('이름을 입력해 주세요.'));

    await userEvent.clear(name);
    await userEvent.type(name, 'Jisoo');
    await userEvent.click(screen.getByRole('button', { name: '참여하기' }));
    await vi.waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining(seatMessages.ko.nameTaken('Jisoo', 'Jisoo 2')),
      ),
    );
    expect(screen.getByRole('button', { name: '“Jisoo 2” 사용하기' })).toBeVisible();

    await userEvent.clear(name);
    // the suggestion was for the name as it was: typing takes it away
    expect(screen.queryByRole('button', { name: /사용하기$/ })).toBeNull();
    await userEvent.type(name, '김민아 🌸');
    await userEvent.click(screen.getByRole('button', { name: '참여하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '내 수업' })).toBeVisible();
    expect(screen.getByTestId('seat-name')).toHaveTextContent('김민아 🌸');
    expect(server.sent('POST', '/api/seats').at(-1)).toEqual({
      name: '김민아 🌸',
      lang: 'ko',
      code: CLASS_CODE,
    });
  });

  it('opens in Korean for a browser that prefers it, and for a link that says ?lang=ko', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko-KR', 'en']);
    seatsServer();
    const { unmount } = renderWithApp(<MePage />, { path: '/me' });
    expect(await screen.findByLabelText('수업 코드')).toBeVisible();
    expect(
      screen.getByRole('button', { name: '다른 기기에서 이미 참여했나요? 좌석 코드로 들어가기' }),
    ).toBeVisible();
    unmount();
    vi.restoreAllMocks();
    renderWithApp(<MePage />, { path: '/me?lang=ko' });
    expect(await screen.findByRole('heading', { level: 1, name: '수업 참여' })).toBeVisible();
  });
});

describe('opening a seat of another device', () => {
  it('takes the seat code as read off the other device, says an unknown one is unknown, then opens the seat', async () => {
    const server = seatsServer();
    renderWithApp(<MePage />, { path: '/me' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Already joined on another device? Use your seat code' }),
    );
    expect(screen.getByRole('heading', { name: 'Use your seat code' })).toBeVisible();
    const code = screen.getByLabelText('Seat code');
    await userEvent.type(code, 'K7Q');
    await userEvent.click(screen.getByRole('button', { name: 'Open my seat' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(seatMessages.en.seatCode));

    await userEvent.clear(code);
    await userEvent.type(code, 'AAAA-AAAA');
    await userEvent.click(screen.getByRole('button', { name: 'Open my seat' }));
    await vi.waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining(seatMessages.en.unknownSeatCode)),
    );
    expect(code).toHaveValue('AAAA-AAAA');

    await userEvent.clear(code);
    await userEvent.type(code, 'k7qm 2pxr');
    await userEvent.click(screen.getByRole('button', { name: 'Open my seat' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My class' })).toBeVisible();
    expect(server.sent('POST', '/api/seats/claim').at(-1)).toEqual({ seatCode: SEAT_CODE, lang: 'en' });
  });

  it("says the server's refusal of the seat code under the field, in Korean on a Korean page", async () => {
    seatsServer();
    const serve = globalThis.fetch;
    // the real server's 400 names the field it refused, in English when the body asked for no language
    const calls = stubFetch((url, init) =>
      url === '/api/seats/claim'
        ? json(400, {
            success: false,
            message: seatMessages.en.seatCode,
            errors: { seatCode: [seatMessages.en.seatCode] },
          })
        : serve(url, init),
    );
    renderWithApp(<MePage />, { path: '/me?lang=ko' });
    await userEvent.click(
      await screen.findByRole('button', { name: '다른 기기에서 이미 참여했나요? 좌석 코드로 들어가기' }),
    );
    const code = screen.getByLabelText('좌석 코드');
    await userEvent.type(code, 'K7QM-2PXA');
    await userEvent.click(screen.getByRole('button', { name: '내 좌석 열기' }));
    await vi.waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(seatMessages.ko.seatCode));
    await vi.waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('K7QM-2PXA');
    expect(calls.filter((c) => c.url === '/api/seats/claim')).toHaveLength(1);
  });

  it("opens the seat of the instructor's one-time link, and drops the token from the address", async () => {
    const server = seatsServer();
    const { location } = renderWithApp(<MePage />, { path: `/me?reseat=${RESEAT_TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'My class' })).toBeVisible();
    expect(screen.getByTestId('seat-name')).toHaveTextContent('Mina');
    expect(server.sent('POST', '/api/seats/reseat')).toEqual([{ token: RESEAT_TOKEN }]);
    expect(location.history.at(-1)).toBe('/me');
  });

  it('says a spent re-seat link is spent, and offers the join form', async () => {
    seatsServer();
    renderWithApp(<MePage />, { path: `/me?reseat=${'b'.repeat(32)}` });
    expect(await screen.findByText(seatMessages.en.reseatUsed)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Join the class' })).toBeVisible();
    expect(screen.getByLabelText('Class code')).toBeVisible();
  });
});

describe("the class's retention", () => {
  it("is stated under the class name once the code names the class, in the form's language", async () => {
    seatsServer();
    renderWithApp(<MePage />, { path: `/me?code=${CLASS_CODE}` });
    expect(await screen.findByText(/How long: 90 days after this class ends/)).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: '한국어' }));
    expect(await screen.findByText(/보관 기간: 이 수업이 끝난 뒤 90일/)).toBeVisible();
  });
});
