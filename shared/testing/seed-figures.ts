import { figureLabelled } from './case-documents';

/**
 * The two shipped negotiations' figures under the names the tests have always used, read from their case
 * packages (content/cases/*\/case.yaml): a test that checks a document against a figure reads the figure the
 * site reads.
 */
const casting = (label: string) => figureLabelled('queenOfSorrows', label);
const legal = (label: string) => figureLabelled('shinhwaDaesung', label);

export const castingFigures = {
  previousLead: casting('Previous lead (per episode)'),
  pastEarning: casting("Yeji's fee seven years ago"),
  agentIdeal: casting('Agent ideal'),
  agentWalkAway: casting('Agent walk-away'),
  agentBackup: casting('Agent back-up offer'),
  studioCeiling: casting('Studio ceiling'),
  studioTarget: casting('Studio target'),
  studioBackup: casting('Studio back-up actress'),
};

export const legalFeeFigures = {
  currentFee: legal('Current annual fee'),
  damages: legal('Damages at stake'),
  associateMinimum: legal('Associate minimum'),
  associateTarget: legal('Associate target (total)'),
  clientTarget: legal('Client target'),
  clientCeiling: legal('Client ceiling'),
  clientBackup: legal('Client back-up firm'),
};
