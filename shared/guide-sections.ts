/**
 * The instructor's guide's sections an instructor's page links to (`/guide#<id>`), one per page. The ids
 * are the guide's own headings' anchors (docs/instructor-guide.md); a test renders the guide and refuses
 * an id that no heading has, so a renamed heading cannot leave a page pointing nowhere.
 */
export const GUIDE_PATH = '/guide';

export const guideSections = {
  classes: 'classes',
  cases: 'cases-adding-a-case-and-variants',
  joinScreen: 'the-join-screen',
  seats: 'seats-and-joining',
  duringClass: 'during-class',
  results: 'results-the-report-forms-and-view-results',
  rolesAndPartners: 'roles-and-partners',
  deal: 'the-deal-on-the-phones',
  debrief: 'the-projector-debrief',
  releasing: 'releasing-the-students-debriefs',
  rounds: 'rounds-playing-a-case-again',
  tariffWars: 'tariff-wars',
  teachingNotes: 'teaching-notes',
  feedback: 'course-feedback-and-the-dashboard',
  presenter: 'decks-and-the-presenter',
  courseReport: 'the-course-report',
  endingAClass: 'ending-a-class-and-personal-data',
} as const;

export type GuideSection = keyof typeof guideSections;

export const guideHref = (section: GuideSection) => `${GUIDE_PATH}#${guideSections[section]}`;
