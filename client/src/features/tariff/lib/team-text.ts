import { ROLE_CHOICE_LANG_PARAM } from '@shared/routes';
import {
  simulationClosedMessage,
  simulationClosedMessageKo,
  type Lang,
  type SimulationDefinition,
} from '@shared/simulations';
import {
  teamNames,
  tariffMessages,
  type TariffChoice,
  type TariffCountry,
  type TeamGameDefinition,
} from '@shared/contracts/tariff-config';
import { localized } from '@shared/words';

/**
 * Every word of the team page in the page's language (the team page follows the language switch
 * like the instructions). The Korean follows the Tariff Wars briefing's own words (높은 관세/낮은 관세,
 * 우리/상대국, 라운드, 특별 규칙) and its formal register.
 */
export interface TeamText {
  title: string;
  country: Record<TariffCountry, string>;
  /** "Solara · Pair 3" (the team's name as the game calls it). */
  teamLine: (team: string, pair: number) => string;
  roundOf: (round: number, rounds: number) => string;
  choice: Record<TariffChoice, string>;
  /** The short form in the results table. */
  choiceShort: Record<TariffChoice, string>;
  noChoice: string;
  multiplier: (m: number) => string;
  talk: (other: string) => string;
  normalRound: string;
  rulesLabel: string;
  chooseHeading: string;
  confirmTitle: (round: number) => string;
  confirmBody: string;
  confirm: (choice: string) => string;
  cancel: string;
  locking: string;
  locked: (choice: string) => string;
  waitingOther: string;
  resultsHeading: string;
  colRound: string;
  colOwn: string;
  colTheir: string;
  colOwnPoints: string;
  colTheirPoints: string;
  colTheirOf: (other: string) => string;
  payoffHeading: string;
  payoffCaption: string;
  payoffNote: string;
  totals: string;
  runningTotal: string;
  points: (n: number) => string;
  lastReveal: (round: number) => string;
  gameOver: (rounds: number) => string;
  finalScore: string;
  /** The game's takeaway page under a finished game (its title comes with the page). */
  takeaway: { heading: string; link: string; loadFailed: string };
  join: {
    heading: string;
    intro: string;
    label: string;
    help: string;
    submit: string;
    joining: string;
    ended: string;
    hangul: string;
  };
  errors: {
    code: string;
    unknownCode: string;
    tooMany: string;
    gameEnded: string;
    alreadyLocked: string;
    roundNotOpen: string;
    failed: string;
    loadFailed: string;
    closed: string;
  };
  tryAgain: string;
  loading: string;
  backToRoles: string;
  /** The briefings' address from this page: the Korean team page asks for the Korean role choice. */
  rolesHref: (roles: string) => string;
}

/** A game has at most nine rounds: "All five rounds are played." */
const ROUND_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** The words that do not depend on the game: its title and its teams' names come from its case. */
type FixedText = Omit<TeamText, 'title' | 'country'>;

const en: FixedText = {
  teamLine: (team, pair) => `${team} · Pair ${pair}`,
  roundOf: (round, rounds) => `Round ${round} of ${rounds}`,
  choice: { High: 'High tariff', Low: 'Low tariff' },
  choiceShort: { High: 'High', Low: 'Low' },
  noChoice: 'No choice',
  multiplier: (m) => `Points ×${m} this round`,
  talk: (other) => `Talk round: you may talk with ${other} before you choose`,
  normalRound: 'No special rule this round',
  rulesLabel: 'Special rules',
  chooseHeading: 'Your choice',
  confirmTitle: (round) => `Lock your choice for round ${round}?`,
  confirmBody:
    'A locked choice cannot be changed. The other team sees it only when the instructor reveals the round.',
  confirm: (choice) => `Lock ${choice}`,
  cancel: 'Cancel',
  locking: 'Locking…',
  locked: (choice) => `Locked: ${choice}`,
  waitingOther: 'waiting for the reveal',
  resultsHeading: 'Revealed rounds',
  colRound: 'Round',
  colOwn: 'Your tariff',
  colTheir: 'Their tariff',
  colOwnPoints: 'Your points',
  colTheirPoints: 'Their points',
  colTheirOf: (other) => `${other}’s tariff`,
  payoffHeading: 'Points per round',
  payoffCaption: 'Your points and theirs for each pair of choices',
  payoffNote: 'A round with a special rule multiplies these points.',
  totals: 'Total',
  runningTotal: 'Running total',
  points: (n) => `${n} ${n === 1 ? 'point' : 'points'}`,
  lastReveal: (round) => `Round ${round} revealed`,
  gameOver: (rounds) => `All ${ROUND_WORDS[rounds] ?? rounds} rounds are played.`,
  finalScore: 'Final score',
  takeaway: {
    heading: 'What to take away',
    link: 'Read what to take away from the game',
    loadFailed: 'The takeaway could not be loaded. Check your connection and try again.',
  },
  join: {
    heading: 'Join your team',
    intro: 'Enter the code on your team’s card. Everyone in your team may join on their own phone.',
    label: 'Team code',
    help: '6 letters and digits, for example K7M2QX',
    submit: 'Join',
    joining: 'Joining…',
    ended: 'Your team’s game has ended. Enter the code of your team in the new game.',
    hangul: 'The code is in English letters and digits: switch your keyboard to English.',
  },
  errors: {
    code: tariffMessages.code,
    unknownCode: tariffMessages.unknownCode,
    tooMany: tariffMessages.tooManyJoins,
    gameEnded: tariffMessages.gameEnded,
    alreadyLocked: tariffMessages.alreadyLocked,
    roundNotOpen: tariffMessages.roundNotOpen,
    failed: 'That did not work. Check your connection and try again.',
    loadFailed: 'The game could not be loaded. Check your connection and try again.',
    closed: simulationClosedMessage('Tariff Wars'),
  },
  tryAgain: 'Try again',
  loading: 'Loading',
  backToRoles: 'Back to the briefings',
  rolesHref: (roles) => roles,
};

const ko: FixedText = {
  teamLine: (team, pair) => `${pair}조 · ${team}`,
  roundOf: (round, rounds) => `${round}라운드 / 총 ${rounds}라운드`,
  choice: { High: '높은 관세 (High)', Low: '낮은 관세 (Low)' },
  choiceShort: { High: '높음', Low: '낮음' },
  noChoice: '선택 없음',
  multiplier: (m) => `이번 라운드 점수 ${m}배`,
  talk: (other) => `대화 라운드: 선택하기 전에 ${other} 대표단과 대화할 수 있습니다`,
  normalRound: '이번 라운드에는 특별 규칙이 없습니다',
  rulesLabel: '특별 규칙',
  chooseHeading: '우리의 선택',
  confirmTitle: (round) => `${round}라운드 선택을 확정하시겠습니까?`,
  confirmBody:
    '확정한 선택은 바꿀 수 없습니다. 상대국은 강사가 라운드 결과를 공개할 때 이 선택을 알게 됩니다.',
  confirm: () => '확정',
  cancel: '취소',
  locking: '확정하는 중…',
  locked: (choice) => `확정: ${choice}`,
  waitingOther: '결과 공개를 기다리는 중',
  resultsHeading: '공개된 라운드',
  colRound: '라운드',
  colOwn: '우리 관세',
  colTheir: '상대국 관세',
  colOwnPoints: '우리 점수',
  colTheirPoints: '상대국 점수',
  colTheirOf: (other) => `${other} 관세`,
  payoffHeading: '라운드별 점수',
  payoffCaption: '양국의 선택에 따른 우리와 상대국의 점수',
  payoffNote: '특별 규칙이 있는 라운드에서는 이 점수에 배수가 곱해집니다.',
  totals: '합계',
  runningTotal: '누적 점수',
  points: (n) => `${n}점`,
  lastReveal: (round) => `${round}라운드 결과 공개`,
  gameOver: (rounds) => `${rounds}라운드가 모두 끝났습니다.`,
  finalScore: '최종 점수',
  takeaway: {
    heading: '꼭 가져갈 것',
    link: '이 게임에서 꼭 가져갈 것 읽기',
    loadFailed: '‘꼭 가져갈 것’을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도하십시오.',
  },
  join: {
    heading: '팀 참여',
    intro: '팀 카드에 적힌 코드를 입력하십시오. 팀원 모두 각자의 휴대폰으로 참여할 수 있습니다.',
    label: '팀 코드',
    help: '영문과 숫자 6자리 (예: K7M2QX)',
    submit: '참여',
    joining: '참여하는 중…',
    ended: '이전 게임이 끝났습니다. 새 게임의 팀 코드를 입력하십시오.',
    hangul: '코드는 영문과 숫자입니다. 키보드를 영문으로 바꿔 입력하십시오.',
  },
  errors: {
    code: '팀 코드 6자리를 입력하십시오.',
    unknownCode: '이 코드의 팀이 없습니다. 강사에게 코드를 확인하십시오.',
    tooMany: '이 네트워크에서 잘못된 코드가 너무 많이 입력되었습니다. 몇 초 뒤에 다시 시도하십시오.',
    gameEnded: '이 게임은 끝났습니다. 강사에게 새 게임의 코드를 받으십시오.',
    alreadyLocked: '이번 라운드의 선택은 이미 확정되었습니다.',
    roundNotOpen: '지금은 이 라운드의 선택을 받지 않습니다.',
    failed: '처리하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도하십시오.',
    loadFailed: '게임을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도하십시오.',
    closed: simulationClosedMessageKo('관세 전쟁'),
  },
  tryAgain: '다시 시도',
  loading: '불러오는 중',
  backToRoles: '브리핑 자료로 돌아가기',
  rolesHref: (roles) => `${roles}?${ROLE_CHOICE_LANG_PARAM}=ko`,
};

const fixed: Record<Lang, FixedText> = { en, ko };

/** The team page's words for a team game (its title and teams' names from its case) in a language. */
export function teamText(lang: Lang, sim: SimulationDefinition & { game: TeamGameDefinition }): TeamText {
  return {
    ...fixed[lang],
    title: localized(sim, 'title', lang),
    country: teamNames(sim.game, lang),
  };
}
