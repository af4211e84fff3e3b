import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRIVACY_SETTINGS_URL, type PrivacySettings } from '@shared/contracts/privacy-config';
import { json, renderWithApp, stubFetch } from '@/test/render';
import PrivacyPage from '../components/privacy-page';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const NOT_SET: PrivacySettings = { controller: null, contact: null };
const SET: PrivacySettings = {
  controller: '(주)한빛인재개발원 HR Academy',
  contact: 'privacy@hanbit.example, 02-123-4567',
};

/** The API: the operator's privacy settings; the app's providers also ask who is signed in (nobody). */
const server = (settings: PrivacySettings = NOT_SET) =>
  stubFetch((url) =>
    url === PRIVACY_SETTINGS_URL
      ? json(200, { success: true, data: settings })
      : json(401, { success: false, message: 'Not signed in.' }),
  );

const section = (name: string) => screen.getByRole('region', { name });

describe('the privacy page', () => {
  it('says what is collected, why, who sees it, how long, the rights and who is responsible', async () => {
    server();
    renderWithApp(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'How your data is handled' })).toBeVisible();
    expect(document.title).toMatch(/^How your data is handled \|/);
    expect(document.documentElement.lang).toBe('en');

    const collected = section('What is collected');
    expect(collected).toHaveTextContent('the name your classmates call you and the language you read');
    expect(collected).toHaveTextContent('the results you report and the course feedback you give');
    expect(collected).toHaveTextContent('your plans, the offers you make and your survey answers');
    expect(section('Why')).toHaveTextContent('To run the class');
    expect(section('Why')).toHaveTextContent('to debrief it');
    expect(section('Who sees it')).toHaveTextContent(
      'The instructor of the class.Your classmates see only the names of their own partners.',
    );
    const howLong = section('How long it is kept');
    expect(howLong).toHaveTextContent('by default 180 days after the class ends');
    expect(howLong).toHaveTextContent(
      'names, free text and survey answers are destroyed, and results keep only their numbers',
    );
    expect(howLong).toHaveTextContent('delete a class and everything in it at once');
    expect(howLong).toHaveTextContent(
      '(“Your classes so far”) counts a class only until its data is destroyed: nothing of its negotiations is kept aside for that summary.',
    );
    const rights = section('Your rights');
    expect(rights).toHaveTextContent('Download my data');
    expect(rights).toHaveTextContent('Leave and delete my data');
    expect(rights).toHaveTextContent('ask your instructor');
    expect(within(rights).getByRole('link', { name: 'Open my page (/me)' })).toHaveAttribute('href', '/me');
    const research = section('Research export');
    expect(research).toHaveTextContent('The instructor may export the class’s numbers as a file');
    expect(research).toHaveTextContent(
      'under a random id drawn anew for each export, so two exports cannot be linked, and the file holds no names',
    );
    expect(research).toHaveTextContent(
      'Free text (the terms of an agreement, comments) is in the file only if the instructor ticks it.',
    );
    const backups = section('Backups');
    expect(backups).toHaveTextContent('A backup holds the same data as the site');
    expect(backups).toHaveTextContent('kept private and as securely as the site itself');
    expect(backups).toHaveTextContent('the copies holding its data are deleted too');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What is collected',
      'Why',
      'Who sees it',
      'Research export',
      'How long it is kept',
      'Backups',
      'Your rights',
      'Who is responsible',
    ]);
    // no controller or contact set by the operator: ask the instructor
    await waitFor(() =>
      expect(section('Who is responsible')).toHaveTextContent(
        'The organisation running this site is responsible for this data (the data controller); ask your instructor who to contact.',
      ),
    );
  });

  it('names the data controller and the contact the operator set', async () => {
    server(SET);
    renderWithApp(<PrivacyPage />, { path: '/privacy' });
    await waitFor(() =>
      expect(section('Who is responsible')).toHaveTextContent(
        'Who is responsible for your data: (주)한빛인재개발원 HR Academy. Contact: privacy@hanbit.example, 02-123-4567.',
      ),
    );
    expect(section('Who is responsible')).not.toHaveTextContent('ask your instructor');
  });

  it('asks the instructor for what the operator did not set', async () => {
    server({ controller: 'Hanbit Co.', contact: null });
    const { unmount } = renderWithApp(<PrivacyPage />, { path: '/privacy' });
    await waitFor(() =>
      expect(section('Who is responsible')).toHaveTextContent(
        'Who is responsible for your data: Hanbit Co. Ask your instructor who to contact.',
      ),
    );
    unmount();
    server({ controller: null, contact: 'dpo@hanbit.example' });
    renderWithApp(<PrivacyPage />, { path: '/privacy' });
    await waitFor(() =>
      expect(section('Who is responsible')).toHaveTextContent(
        'The organisation running this site is responsible for this data (the data controller). Contact: dpo@hanbit.example.',
      ),
    );
  });

  it('switches to Korean and back through its address', async () => {
    server();
    const { location } = renderWithApp(<PrivacyPage />, { path: '/privacy' });
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('link', { name: '한국어' }));
    expect(location.history.at(-1)).toBe('/privacy?lang=ko');
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보 처리 안내' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ko');

    await userEvent.click(
      within(screen.getByRole('navigation', { name: '언어' })).getByRole('link', { name: 'English' }),
    );
    expect(location.history.at(-1)).toBe('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'How your data is handled' })).toBeVisible();
  });
});

describe('the privacy page in Korean', () => {
  it('reads as the Korean notice, from the items collected to the contact', async () => {
    server();
    renderWithApp(<PrivacyPage />, { path: '/privacy?lang=ko' });
    expect(screen.getByRole('heading', { level: 1, name: '개인정보 처리 안내' })).toBeVisible();
    expect(document.title).toMatch(/^개인정보 처리 안내 \|/);
    expect(document.documentElement.lang).toBe('ko');
    expect(
      within(screen.getByRole('navigation', { name: '언어' })).getByRole('link', { name: '한국어' }),
    ).toHaveAttribute('aria-current', 'page');

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. 처리하는 개인정보 항목',
      '2. 개인정보의 처리 목적',
      '3. 개인정보를 열람할 수 있는 사람',
      '4. 연구 목적의 자료 내보내기',
      '5. 개인정보의 보유 기간 및 파기',
      '6. 백업본의 보관 및 파기',
      '7. 정보주체의 권리와 행사 방법',
      '8. 개인정보처리자 및 문의처',
    ]);
    expect(section('1. 처리하는 개인정보 항목')).toHaveTextContent(
      '수업 참여 시: 수업에서 불릴 이름, 읽을 언어(영어 또는 한국어)',
    );
    expect(section('3. 개인정보를 열람할 수 있는 사람')).toHaveTextContent(
      '다른 수강생은 자신의 파트너 이름만 볼 수 있습니다.',
    );
    const research = section('4. 연구 목적의 자료 내보내기');
    expect(research).toHaveTextContent(
      '강사는 연구나 강의 개선을 위해 수업의 수치 자료를 파일로 내보낼 수 있습니다.',
    );
    expect(research).toHaveTextContent(
      '내보낼 때마다 새로 정해지는 무작위 번호로만 표시되므로 서로 다른 파일을 연결할 수 없으며, 이름은 포함되지 않습니다.',
    );
    expect(research).toHaveTextContent(
      '자유 기재 내용(합의 조건, 의견)은 강사가 포함하도록 선택한 경우에만 파일에 담깁니다.',
    );
    const howLong = section('5. 개인정보의 보유 기간 및 파기');
    expect(howLong).toHaveTextContent('기본 보유 기간은 수업 종료 후 180일입니다');
    expect(howLong).toHaveTextContent(
      '‘지금까지 진행한 수업의 결과’는 정보가 파기되기 전의 수업만 집계하며, 이 집계를 위해 협상 기록을 따로 남겨 두지 않습니다.',
    );
    const backups = section('6. 백업본의 보관 및 파기');
    expect(backups).toHaveTextContent('백업본에는 사이트와 같은 정보가 담기므로');
    expect(backups).toHaveTextContent('수업의 보유 기간이 끝나면 그 수업의 정보가 담긴 백업본도 삭제합니다.');
    const rights = section('7. 정보주체의 권리와 행사 방법');
    expect(rights).toHaveTextContent('내 정보 내려받기');
    expect(rights).toHaveTextContent('수업에서 나가고 내 정보 삭제');
    expect(within(rights).getByRole('link', { name: '내 수업 화면(/me) 열기' })).toHaveAttribute(
      'href',
      '/me',
    );
    await waitFor(() =>
      expect(section('8. 개인정보처리자 및 문의처')).toHaveTextContent(
        '이 사이트를 운영하는 기관이 개인정보처리자로서 이 정보에 대한 책임을 집니다. 문의처는 강사에게 확인해 주시기 바랍니다.',
      ),
    );
  });

  it('names the data controller and the contact the operator set, in Korean', async () => {
    server(SET);
    renderWithApp(<PrivacyPage />, { path: '/privacy?lang=ko' });
    await waitFor(() =>
      expect(section('8. 개인정보처리자 및 문의처')).toHaveTextContent(
        '이 정보에 대해 책임을 지는 개인정보처리자: (주)한빛인재개발원 HR Academy. 문의처: privacy@hanbit.example, 02-123-4567.',
      ),
    );
    expect(section('8. 개인정보처리자 및 문의처')).not.toHaveTextContent('강사에게 확인');
  });
});
