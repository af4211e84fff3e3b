import type { RoundMode, UnpairedReason } from '@shared/contracts/pairing';

/** Why a student waits without a table, as the run page flags it. */
export const unpairedReasonText: Record<UnpairedReason, string> = {
  'partner-absent': 'partner absent',
  'partner-moved': 'partner moved',
  'table-gone': 'table removed',
  latecomer: 'joined late',
  returned: 'back from absence',
};

/** "Ara", "Ara and Bo", "Ara, Bo and Cy". */
const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
const students = (n: number) => (n === 1 ? '1 student' : `${n} students`);

export const runText = {
  absentTitle: (name: string) => `Mark ${name} absent?`,
  absentBody: (partners: readonly string[]) =>
    `${partners.length > 0 ? `${list(partners)} ${partners.length === 1 ? 'keeps' : 'keep'} their role and instructions and ${partners.length === 1 ? 'is' : 'are'} told on their phone. ` : ''}Undo it with Present again.`,
  /** What the latecomers card says is left to place: the flagged students (above) and the latecomers. */
  toPlace: (late: number, unpaired: number) =>
    late === 0 && unpaired === 0
      ? 'Everyone in the class has a place in this assignment.'
      : late === 0
        ? `No latecomers. ${students(unpaired)} without a partner (listed above): Pair latecomers places ${unpaired === 1 ? 'them' : 'them all'}.`
        : unpaired === 0
          ? `${students(late)} joined after publishing.`
          : `${students(late)} joined after publishing, and ${students(unpaired)} ${unpaired === 1 ? 'is' : 'are'} without a partner (listed above).`,
  loadFailed: 'The assignment could not be loaded. Check your connection and try again.',
  rosterFailed: 'The roster could not be loaded. Check your connection and try again.',
  failed: 'That did not work. Nothing was changed; please try again.',
  newRoundTitle: 'New round',
  newRoundHelp: (round: number) =>
    `Play the case again to apply the debrief's lessons. Round ${round}'s deals stay as they are; round ${round + 1} comes as a draft to check and publish. Nobody meets an earlier partner where the numbers allow.`,
  newRoundLegend: 'How the class is seated',
  roundModes: [
    ['switch-roles', 'Switch roles: same partner, the other role'],
    ['new-partners', 'New partners: same role, someone new'],
    ['new-partners-switch-roles', 'New partners and switched roles'],
  ] as ReadonlyArray<readonly [RoundMode, string]>,
  newRoundButton: (round: number) => `Draft round ${round}`,
  roundHeading: (round: number, published: boolean) =>
    published
      ? `Round ${round} published: students see their role and partner`
      : `Round ${round} draft: not yet published`,
  emptyRoster: 'No student has joined this class yet. Show the join screen (Admin → Class) to let them in.',
} as const;
