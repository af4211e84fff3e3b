/**
 * What a student has typed into a report form, kept in this tab's sessionStorage per simulation:
 * going back, a reload, or the instructor closing the simulation loses nothing; a successful submit
 * clears it. sessionStorage, not localStorage: a shared classroom computer forgets it with the tab.
 */
export interface ReportDraft {
  reporter: string;
  counterpart: string;
  amount: string;
  noAgreement: boolean;
  terms: string;
}

const keyOf = (sim: string) => `report-draft:${sim}`;

const isDraft = (v: unknown): v is ReportDraft => {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return (
    ['reporter', 'counterpart', 'amount', 'terms'].every((k) => typeof d[k] === 'string') &&
    typeof d.noAgreement === 'boolean'
  );
};

/** Whether a draft holds anything the student typed. */
export const isBlankDraft = (d: ReportDraft) =>
  !d.reporter.trim() && !d.counterpart.trim() && !d.amount.trim() && !d.terms.trim() && !d.noAgreement;

export const reportDraft = {
  read(sim: string): ReportDraft | null {
    try {
      const raw = window.sessionStorage.getItem(keyOf(sim));
      const value: unknown = raw === null ? null : JSON.parse(raw);
      return isDraft(value) ? value : null;
    } catch {
      return null;
    }
  },
  write(sim: string, draft: ReportDraft): void {
    try {
      if (isBlankDraft(draft)) window.sessionStorage.removeItem(keyOf(sim));
      else window.sessionStorage.setItem(keyOf(sim), JSON.stringify(draft));
    } catch {
      // storage unavailable (private mode, quota): the form still works, without a kept draft
    }
  },
  clear(sim: string): void {
    try {
      window.sessionStorage.removeItem(keyOf(sim));
    } catch {
      // ignore
    }
  },
};
