import type { RoleLang } from '@shared/contracts/roles';
import { localized } from '@shared/words';
import type { SimulationInfo } from '../lib/simulation-catalog';

/** Where a role's instruction page leads, each in the page's language; a way the case lacks is undefined. */
export interface RoleInstructionsLinks {
  /** Back to the role choice (a Korean page goes back to the Korean one). */
  roles: string;
  /** The report form, for a role the registry gives a Report Results button. */
  report?: string;
  /** Tariff Wars: the team page. */
  team?: string;
  /** The public facts both sides share, which the confidential page does not repeat in full. */
  general?: string;
  /** Under the buttons of a reporting case's other side: who reports. */
  reporterOnlyNote?: string;
}

export function roleInstructionsLinks(
  simulation: SimulationInfo,
  role: string,
  lang: RoleLang,
): RoleInstructionsLinks {
  const reports = Boolean(
    simulation.links.report && simulation.roles.find((r) => r.slug === role)?.reportLink,
  );
  const results = simulation.results;
  return {
    roles: simulation.links.roleChoice[lang],
    report: reports ? simulation.links.reportIn?.[lang] : undefined,
    team: simulation.links.team?.[lang],
    general: simulation.links.general?.[lang],
    reporterOnlyNote:
      reports && results && results.reporterRole !== role
        ? localized(results, 'reporterOnlyNote', lang)
        : undefined,
  };
}
