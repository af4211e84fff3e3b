/** What each language's printable takeaway reads: its sections in order, the first offer's line, its buttons. */
export const printWords = {
  en: {
    sections: [
      'Your deal in the class',
      'The first offer',
      'Your plan and the result',
      'How it felt',
      'A question to take with you',
      'Queen of Sorrows — What to Take Away',
    ],
    landed:
      'Your side opened with 200 million won. The deal landed at 120 million won, 80 million won away from that first offer.',
    print: 'Print / Save as PDF',
    back: 'My class',
  },
  ko: {
    sections: [
      '반 전체에서 우리 합의의 위치',
      '첫 제안',
      '나의 계획과 결과',
      '협상에 대한 느낌',
      '생각해 볼 질문',
      // the fixture's takeaway page is the English one in both languages
      'Queen of Sorrows — What to Take Away',
    ],
    landed:
      '우리 쪽이 먼저 2억 원을 제안했습니다. 최종 합의는 1억 2천만 원으로, 첫 제안과 8천만 원 차이가 났습니다.',
    print: '인쇄 / PDF로 저장',
    back: '내 수업',
  },
} as const;
