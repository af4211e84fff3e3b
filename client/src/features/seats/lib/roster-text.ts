/** The instructor's words on the roster and the class code (the admin pages are in English). */
export const rosterText = {
  joined: (n: number) => `${n} joined`,
  openNote: 'Students join with the code or the join screen’s QR code.',
  closedNote: (message: string) => `Closed: a student who tries to join reads "${message}"`,
  newCodeBody: (code: string) =>
    `${code} stops working: students who have not joined yet need the new code, which the join screen shows at once. Students already in the class keep their seats.`,
  changeFailed: 'The class could not be changed. Please try again.',
  joinLoadFailed: 'The class code could not be loaded. Please try again.',
  rosterLoadFailed: 'The roster could not be loaded. Please try again.',
  empty: 'Nobody has joined yet. Put the join screen on the projector: students scan its QR code.',
  emptyEarlier: 'Nobody joined this class.',
  online: 'Online now',
  lastSeen: (ago: string) => `Last seen ${ago}`,
  neverSeen: 'Not seen yet',
  renameFailed: 'The name could not be changed. Please try again.',
  removeTitle: (name: string) => `Remove ${name} from the class?`,
  removeBody:
    'Their devices stop working at once and their page says they were removed. They can join again with the class code.',
  removeFailed: 'The student could not be removed. Please try again.',
  removed: (name: string) => `${name} is no longer in the class.`,
  reseatTitle: (name: string) => `Open ${name}’s seat on another device`,
  reseatBody:
    'The student scans this QR code with the new device: it opens their seat there. Their other devices keep working.',
  reseatValid: (until: string) => `The link works once, until ${until}.`,
  reseatFailed: 'The re-seat link could not be made. Please try again.',
} as const;
