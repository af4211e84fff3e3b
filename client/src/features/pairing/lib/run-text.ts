import type { UnpairedReason } from '@shared/contracts/pairing';

/** Why a student waits without a table, as the run page flags it. */
export const unpairedReasonText: Record<UnpairedReason, string> = {
  'partner-absent': 'partner absent',
  'partner-moved': 'partner moved',
  'table-gone': 'table removed',
  latecomer: 'joined late',
};

export const runText = {
  loadFailed: 'The assignment could not be loaded. Check your connection and try again.',
  rosterFailed: 'The roster could not be loaded. Check your connection and try again.',
  failed: 'That did not work. Nothing was changed; please try again.',
  emptyRoster: 'No student has joined this class yet. Show the join screen (Admin → Class) to let them in.',
} as const;
