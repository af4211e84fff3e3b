import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { seatMessages } from '@shared/contracts/seats-config';
import { renderWithApp } from '@/test/render';
import MePage from '../components/me-page';
import { CLASS_CODE, seatsServer } from './seats-server';

afterEach(() => {
  document.documentElement.lang = 'en';
});

/** The code of last week's class, still in the address of a page opened from its QR code. */
const OLD_CODE = 'ZZZZZZ';

describe("a seat of a class that has ended (this device's seat is last week's)", () => {
  it('says so, and "Join the current class" clears the old code for the one on the join screen', async () => {
    const server = seatsServer({ meStatus: 410, endedCodes: [OLD_CODE] });
    renderWithApp(<MePage />, { path: `/me?code=${OLD_CODE}` });

    expect(await screen.findByText(seatMessages.en.classEnded)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Join the class' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Join the current class' }));
    // the focus follows the server's answer about the code in the field
    const code = screen.getByLabelText('Class code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('');

    await userEvent.type(code, CLASS_CODE);
    expect(await screen.findByText('Hyundai Card cohort 7')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Your name'), 'Mina');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My class' })).toBeVisible();
    expect(server.sent('POST', '/api/seats')).toEqual([{ name: 'Mina', lang: 'en', code: CLASS_CODE }]);
  });

  it("names the current class when the page's code is its own (today's QR code), and asks only for the name", async () => {
    seatsServer({ meStatus: 410 });
    renderWithApp(<MePage />, { path: `/me?code=${CLASS_CODE}` });

    const join = await screen.findByRole('button', { name: 'Join Hyundai Card cohort 7' });
    await userEvent.click(join);
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(screen.getByLabelText('Class code')).toHaveValue(CLASS_CODE);
  });
});

describe("an ended class's data", () => {
  it("stays the student's to download or delete: the confirmation deletes it and the page says so", async () => {
    const server = seatsServer({ meStatus: 410 });
    renderWithApp(<MePage />, { path: '/me' });
    await screen.findByText(seatMessages.en.classEnded);
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/seats/me/export',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave and delete my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the class and delete your data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave and delete' }));
    expect(await screen.findByText('You have left the class and your data was deleted.')).toBeVisible();
    expect(server.state.erased).toBe(true);
    expect(screen.queryByRole('link', { name: 'Download my data' })).not.toBeInTheDocument();
  });

  it('in Korean', async () => {
    seatsServer({ meStatus: 410 });
    renderWithApp(<MePage />, { path: '/me?lang=ko' });
    await screen.findByText(seatMessages.ko.classEnded);
    expect(
      screen.getByText(
        '그 수업에서 입력한 정보는 강사가 삭제하거나 보관 기간이 끝날 때까지 보관됩니다. 지금 내려받거나 삭제할 수 있습니다.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '내 정보 내려받기' })).toBeVisible();
    expect(screen.getByRole('button', { name: '수업에서 나가고 내 정보 삭제' })).toBeVisible();
  });
});

describe('지난 수업의 좌석 (in Korean)', () => {
  it('says the class has ended in Korean, and the button brings back the join form from the seat-code form', async () => {
    seatsServer({ meStatus: 410 });
    renderWithApp(<MePage />, { path: '/me?lang=ko' });

    expect(await screen.findByText(seatMessages.ko.classEnded)).toHaveAttribute('role', 'status');
    expect(document.documentElement.lang).toBe('ko');
    // the student opens the seat-code form first, then joins the current class instead
    await userEvent.click(
      screen.getByRole('button', { name: '다른 기기에서 이미 참여했나요? 좌석 코드로 들어가기' }),
    );
    expect(screen.queryByLabelText('수업 코드')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '지금 수업에 참여하기' }));
    const code = await screen.findByLabelText('수업 코드');
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('names the current class in Korean', async () => {
    seatsServer({ meStatus: 410 });
    renderWithApp(<MePage />, { path: `/me?lang=ko&code=${CLASS_CODE}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Hyundai Card cohort 7에 참여하기' }));
    await waitFor(() => expect(screen.getByLabelText('이름')).toHaveFocus());
  });
});

describe('a Korean seat of an ended class (no ?lang=ko in the address)', () => {
  it("reads in the seat's language: the notice, the way to join, and the student's data", async () => {
    seatsServer({ meStatus: 410, endedSeatLang: 'ko' });
    renderWithApp(<MePage />, { path: '/me' });
    expect(await screen.findByText(seatMessages.ko.classEnded)).toBeVisible();
    expect(screen.queryByText(seatMessages.en.classEnded)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '수업 참여' })).toBeVisible();
    expect(screen.getByRole('link', { name: '내 정보 내려받기' })).toBeVisible();
    expect(screen.getByRole('button', { name: '수업에서 나가고 내 정보 삭제' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download my data' })).not.toBeInTheDocument();
  });
});
