/**
 * The words of the About page, kept apart from its layout so the instructor's own bio and course details
 * can be edited in one place.
 */

export const courseIntro =
  'Critical Workplace Skills is a practical course for professionals who negotiate, write, present and work in teams every day — which is nearly everyone. Four half-day workshops give you the frameworks; three negotiation simulations let you try them against your classmates, with real stakes for your role and an honest debrief afterwards.';

export const courseFormat = [
  'Four half-day workshops, then the simulations in a later session.',
  'For professionals at any level; no earlier training is needed.',
  'Taught in English; the simulation role instructions are also in Korean.',
];

export interface WorkshopInfo {
  key: 'negotiation' | 'ai' | 'communication' | 'collaboration';
  title: string;
  summary: string;
}

export const workshops: readonly WorkshopInfo[] = [
  {
    key: 'negotiation',
    title: 'Negotiation Workshop',
    summary:
      'Prepare like a professional: know your best alternative (BATNA), your walk-away point and the zone where a deal is possible. Then practise separating interests from positions, making the first offer and trading concessions to a close.',
  },
  {
    key: 'ai',
    title: 'AI Workshop',
    summary:
      'How large language models work, in plain words; prompts that get useful answers; and safe use at work: checking what the model tells you, keeping confidential data out, and knowing when not to use it. The neural-network demo on this site shows how a model learns from feedback.',
  },
  {
    key: 'communication',
    title: 'Communication Workshop',
    summary:
      'Lead with the answer, write emails people act on, listen so that others feel heard, and give and receive feedback with the Situation-Behaviour-Impact model.',
  },
  {
    key: 'collaboration',
    title: 'Team Collaboration Workshop',
    summary:
      'What makes teams work: psychological safety, the stages a new team goes through, team charters, clear roles and decision rules, and meetings, in the office and remote, that end with decisions.',
  },
];

export const simulationNote =
  'Every role has its own confidential instructions. After the casting and legal-fee negotiations one side reports the outcome here, so the class can compare every deal in the debrief.';

export const takeaways = [
  'A one-page preparation sheet for any negotiation: your alternatives, your limits, the other side’s interests and your opening offer.',
  'The experience of negotiating against classmates, and a clear view of how your deal compares with everyone else’s.',
  'Habits for using AI tools at work: better prompts, checking the output, and keeping confidential information out.',
  'Simple structures for messages and feedback that people understand and act on.',
  'Tools for running a team: a charter, clear roles and decision rules, and meetings that end with decisions.',
  'The workshop slides, to download and come back to after the course.',
];

export const instructor = {
  name: 'Jiwon Han',
  role: 'Course instructor',
  initials: 'JH',
  bio: [
    'Jiwon Han designs and teaches workplace-skills programmes for corporate teams in Seoul. Before she moved into training she spent nine years in purchasing and partner management at a Korean manufacturing company, where much of her week went on negotiating with suppliers, outside counsel and colleagues in other departments.',
    'Since 2016 she has run the negotiation and communication workshops in English and Korean for teams in sales, engineering, legal and HR. She added the AI workshop when participants began asking how to use chatbots at work without putting confidential data at risk. She holds a master’s degree in organisational psychology.',
    'Her sessions follow one rule: short input, long practice, honest debrief. Expect to spend most of your time doing rather than listening.',
  ],
};
