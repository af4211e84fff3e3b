import { simulationPaths } from '../../../shared/routes';
import { simulationOf } from '../../../shared/simulations';

/**
 * The pages of the course's three simulations under short names, for tests (unit, component and e2e).
 * Derived from the registry like the app's own routes, so a test never spells a URL by hand.
 */
function pagesOf(key: string, [first, second]: [string, string]) {
  const p = simulationPaths(simulationOf(key));
  const role = (slug: string) => ({ en: p.instructions(slug, 'en'), ko: p.instructions(slug, 'ko') });
  return {
    roles: p.roles,
    rolesKo: p.rolesIn('ko'),
    report: p.report,
    reportKo: p.reportKo,
    results: p.results,
    first: role(first),
    second: role(second),
  };
}

const casting = pagesOf('queenOfSorrows', ['agent', 'studio']);
const legalFee = pagesOf('shinhwaDaesung', ['shinhwa', 'daesung']);
const tariff = pagesOf('solaraLunara', ['solara', 'lunara']);

export const simPaths = {
  casting: {
    roles: casting.roles,
    rolesKo: casting.rolesKo,
    agent: casting.first.en,
    agentKo: casting.first.ko,
    studio: casting.second.en,
    studioKo: casting.second.ko,
    report: casting.report,
    reportKo: casting.reportKo,
    results: casting.results,
  },
  legalFee: {
    roles: legalFee.roles,
    rolesKo: legalFee.rolesKo,
    shinhwa: legalFee.first.en,
    shinhwaKo: legalFee.first.ko,
    daesung: legalFee.second.en,
    daesungKo: legalFee.second.ko,
    report: legalFee.report,
    reportKo: legalFee.reportKo,
    results: legalFee.results,
  },
  tariff: {
    roles: tariff.roles,
    rolesKo: tariff.rolesKo,
    solara: tariff.first.en,
    solaraKo: tariff.first.ko,
    lunara: tariff.second.en,
    lunaraKo: tariff.second.ko,
  },
};
