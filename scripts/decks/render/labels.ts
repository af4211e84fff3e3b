/** The few words the renderer itself prints, per deck language. */
export const LABELS = {
  en: {
    exercise: 'EXERCISE',
    eyebrow: 'CORPORATE SKILLS COURSE',
    handout: 'HANDOUT',
    debrief: 'DEBRIEF \u00b7 INSTRUCTOR ONLY',
  },
  ko: {
    exercise: '실습',
    eyebrow: '직무 역량 과정',
    handout: '유인물',
    debrief: '디브리핑 \u00b7 강사 전용',
  },
};
