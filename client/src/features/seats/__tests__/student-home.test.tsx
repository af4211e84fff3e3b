import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seatMessages } from '@shared/contracts/seats-config';
import { renderWithApp } from '@/test/render';
import MePage from '../components/me-page';
import { hearLive, seatOf, seatsServer } from './seats-server';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const timer = () => {
  const now = new Date().toISOString();
  return {
    label: 'Negotiation',
    endsAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    pausedRemainingMs: null,
    serverNow: now,
  };
};

describe('the student home', () => {
  it('shows the class, the name, the timer, the seat code and what is open now', async () => {
    seatsServer({ seat: seatOf(), timer: timer() });
    renderWithApp(<MePage />, { path: '/me' });

    expect(await screen.findByRole('heading', { level: 1, name: 'My class' })).toBeVisible();
    expect(document.title).toMatch(/^My class \|/);
    expect(screen.getByTestId('seat-class')).toHaveTextContent('Hyundai Card cohort 7');
    expect(screen.getByTestId('seat-name')).toHaveTextContent('Mina');
    expect(await screen.findByRole('timer')).toHaveTextContent(/^\d{1,2}:\d\d$/);
    expect(screen.getByText('Negotiation')).toBeVisible();

    const code = screen.getByRole('region', { name: 'Your seat code' });
    expect(within(code).getByTestId('seat-code')).toHaveTextContent(/^K7QM-2PXR$/);
    expect(code).toHaveTextContent(
      `To continue on another device, open ${window.location.origin}/me there, choose "Use your seat code" and type this code.`,
    );

    // the simulations open to students, to their role choice; a closed or hidden one is not there
    const now = screen.getByRole('region', { name: 'What to do now' });
    expect(await within(now).findByRole('link', { name: 'Queen of Sorrows' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-instructions',
    );
    expect(within(now).getAllByRole('link')).toHaveLength(1);
  });

  it('changes the name in place; a taken one is refused with the suggestion; Cancel leaves it', async () => {
    const server = seatsServer({ seat: seatOf() });
    renderWithApp(<MePage />, { path: '/me' });

    await userEvent.click(await screen.findByRole('button', { name: 'Change name' }));
    const field = screen.getByLabelText('Your name');
    expect(field).toHaveValue('Mina');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Jisoo{Enter}');
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(seatMessages.en.nameTaken('Jisoo', 'Jisoo 2')),
      ),
    );
    expect(field).toHaveValue('Jisoo');

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Your name is required.'));

    await userEvent.type(field, '  Mina K  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByTestId('seat-name')).toHaveTextContent(/^Mina K$/));
    expect(server.sent('PATCH', '/api/seats/me')).toEqual([
      { name: 'Jisoo', lang: 'en' },
      { name: 'Mina K', lang: 'en' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    await userEvent.type(screen.getByLabelText('Your name'), 'xyz');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('seat-name')).toHaveTextContent(/^Mina K$/);
    expect(server.sent('PATCH', '/api/seats/me')).toHaveLength(2);
  });

  it('downloads the seat’s data with a plain link, and links the privacy page', async () => {
    seatsServer({ seat: seatOf() });
    renderWithApp(<MePage />, { path: '/me' });
    const data = await screen.findByRole('region', { name: 'Your data' });
    const download = within(data).getByRole('link', { name: 'Download my data' });
    // the browser fetches it with the seat cookie and saves the file the server names
    expect(download).toHaveAttribute('href', '/api/seats/me/export');
    expect(download).toHaveAttribute('download');
    expect(download).toHaveAccessibleDescription(
      'A file (JSON) with everything stored for your seat: your name, your language and what you entered in class activities.',
    );
    expect(within(data).getByRole('link', { name: 'How your data is handled' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('leaves the class and deletes the data after the confirmation, and offers the join form', async () => {
    const server = seatsServer({ seat: seatOf() });
    renderWithApp(<MePage />, { path: '/me' });

    await userEvent.click(await screen.findByRole('button', { name: 'Leave and delete my data' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave the class and delete your data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.init.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Leave and delete my data' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave the class and delete your data?' });
    expect(dialog).toHaveTextContent('You leave the class on every device that uses this seat');
    expect(dialog).toHaveTextContent('your name, plans, offers and survey answers are deleted');
    expect(dialog).toHaveTextContent(
      'with your name replaced by "(left the class)", and your partner is told',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave and delete' }));

    expect(await screen.findByText('You have left the class and your data was deleted.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Join the class' })).toBeVisible();
    expect(screen.getByLabelText('Class code')).toBeVisible();
    expect(server.calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/seats/me?erase=true',
    ]);
    expect(server.state.erased).toBe(true);
  });

  it('follows the seat live: renamed on another device, then removed by the instructor', async () => {
    const server = seatsServer({ seat: seatOf() });
    const { client } = renderWithApp(<MePage />, { path: '/me' });
    expect(await screen.findByTestId('seat-name')).toHaveTextContent('Mina');

    server.state.seat = seatOf({ name: 'Mina Kim' });
    await hearLive(client, 'seat');
    await vi.waitFor(() => expect(screen.getByTestId('seat-name')).toHaveTextContent(/^Mina Kim$/));

    server.state.seat = null;
    await hearLive(client, 'seat');
    expect(await screen.findByText(seatMessages.en.removed)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Join the class' })).toBeVisible();
    expect(screen.getByLabelText('Class code')).toBeVisible();
  });

  it('says the class has ended, with the join form, for a seat of an earlier class', async () => {
    seatsServer({ meStatus: 410 });
    renderWithApp(<MePage />, { path: '/me' });
    expect(await screen.findByText(seatMessages.en.classEnded)).toBeVisible();
    expect(screen.getByLabelText('Class code')).toBeVisible();
  });
});

describe('the student home in Korean', () => {
  it("reads in the seat's language, from the home to leaving with the data deleted", async () => {
    const server = seatsServer({ seat: seatOf({ lang: 'ko', name: '김민아' }), timer: timer() });
    renderWithApp(<MePage />, { path: '/me' });

    expect(await screen.findByRole('heading', { level: 1, name: '내 수업' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ko');
    expect(screen.getByRole('heading', { name: '수업' })).toBeVisible();
    expect(await screen.findByText('협상')).toBeVisible();
    const code = screen.getByRole('region', { name: '좌석 코드' });
    expect(code).toHaveTextContent(
      `다른 기기에서 이어서 하려면 그 기기에서 ${window.location.origin}/me 주소를 열고 "좌석 코드로 들어가기"를 누른 뒤 이 코드를 입력하세요.`,
    );
    const now = screen.getByRole('region', { name: '지금 할 일' });
    expect(await within(now).findByRole('link', { name: '슬픔의 여왕' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-instructions-korean',
    );

    await userEvent.click(screen.getByRole('button', { name: '이름 바꾸기' }));
    const field = screen.getByLabelText('이름');
    await userEvent.clear(field);
    await userEvent.type(field, 'Jisoo');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(seatMessages.ko.nameTaken('Jisoo', 'Jisoo 2')),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '취소' }));

    const data = screen.getByRole('region', { name: '내 정보' });
    expect(within(data).getByRole('link', { name: '내 정보 내려받기' })).toHaveAttribute(
      'href',
      '/api/seats/me/export',
    );
    expect(within(data).getByRole('link', { name: '개인정보 처리 안내 보기' })).toHaveAttribute(
      'href',
      '/privacy?lang=ko',
    );

    await userEvent.click(screen.getByRole('button', { name: '수업에서 나가고 내 정보 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '수업에서 나가고 내 정보를 삭제하시겠습니까?' });
    expect(dialog).toHaveAttribute('lang', 'ko');
    expect(dialog).toHaveTextContent('이름과 계획, 제안, 설문 응답이 삭제됩니다');
    expect(within(dialog).getByRole('button', { name: '닫기' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '나가고 삭제하기' }));
    expect(await screen.findByText('수업에서 나갔으며 내 정보가 삭제되었습니다.')).toBeVisible();
    // the join form stays in the language the student read
    expect(screen.getByRole('heading', { level: 1, name: '수업 참여' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '한국어' })).toBeChecked();
    expect(server.state.seat).toBeNull();
  });

  it('switches the seat to English (every device of the seat follows)', async () => {
    const server = seatsServer({ seat: seatOf({ lang: 'ko' }) });
    renderWithApp(<MePage />, { path: '/me' });
    const group = await screen.findByRole('group', { name: '언어' });
    expect(within(group).getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My class' })).toBeVisible();
    expect(server.sent('PATCH', '/api/seats/me')).toEqual([{ lang: 'en' }]);
    expect(document.documentElement.lang).toBe('en');
  });
});
