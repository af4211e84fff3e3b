import { Clapperboard, Globe, Scale, type LucideIcon } from 'lucide-react';
import type { SimulationKey } from '@shared/keys';
import { simulationTitles } from '@shared/contracts/roles';
import { paths } from '@shared/routes';

export interface SimulationInfo {
  key: SimulationKey;
  title: string;
  /** What kind of negotiation it is, shown under the title. */
  kind: string;
  description: string;
  icon: LucideIcon;
  /** The role-choice page. */
  instructions: string;
  /** The report form and the instructor's table; Tariff Wars has neither. */
  report?: string;
  results?: string;
}

/** The three simulations of the course (SPEC section 1), in the order the Simulations page shows them. */
export const SIMULATIONS: readonly SimulationInfo[] = [
  {
    key: 'queenOfSorrows',
    title: simulationTitles.queenOfSorrows,
    kind: 'Casting and salary negotiation',
    description:
      "An actress returns to the screen after seven years. Her agent and the studio's executive producer negotiate her fee per episode for the lead role of a new drama, with filming due to start in a month.",
    icon: Clapperboard,
    instructions: paths.casting.roles,
    report: paths.casting.report,
    results: paths.casting.results,
  },
  {
    key: 'shinhwaDaesung',
    title: simulationTitles.shinhwaDaesung,
    kind: 'Legal-fee negotiation',
    description:
      "A senior associate of the Shinhwa law firm and the representative of Daesung Motors' general counsel negotiate the firm's annual fee while a major lawsuit is under way.",
    icon: Scale,
    instructions: paths.legalFee.roles,
    report: paths.legalFee.report,
    results: paths.legalFee.results,
  },
  {
    key: 'solaraLunara',
    title: simulationTitles.solaraLunara,
    kind: 'Tariff choice game',
    description:
      'The trade ministries of Solara, a solar-energy exporter, and Lunara, a traditional energy producer, choose High or Low tariffs over five rounds. Will they build trust or start a trade war?',
    icon: Globe,
    instructions: paths.tariff.roles,
  },
];

export const simulationInfo = (key: SimulationKey): SimulationInfo => SIMULATIONS.find((s) => s.key === key)!;

/** Students may use a simulation only while it is both visible and accessible. */
export const isOpen = (s: { isVisible: boolean; isAccessible: boolean }) => s.isVisible && s.isAccessible;
