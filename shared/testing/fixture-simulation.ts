import { registerCaseFigures, unregisterCaseFigures, type CaseFigures } from '../case-figures';
import type { Figure } from '../scenarios';
import { registerSimulation, unregisterSimulation, type SimulationDefinition } from '../simulations';

/**
 * A fourth role-play that exists only in tests: registering it proves that the routes, API, report form,
 * tables, CSV and dashboard come up for a new registry entry with no other code change. It is registered
 * as an entry, not as a case package: its role sheets are real files under server/test/fixtures, which the
 * content loader reads from disk (their paths are not a case package's `cases/{key}/...`).
 */

const won = (value: number, label: string, en: string, ko: string): Figure => ({ value, label, en, ko });
const rent = {
  currentRent: won(500_000_000, 'Current annual rent', '500 million won', '5억 원'),
  tenantLimit: won(650_000_000, 'Tenant limit', '650 million won', '6억 5천만 원'),
  authorityFloor: won(550_000_000, 'Authority floor', '550 million won', '5억 5천만 원'),
};

const doc = (role: string) => ({
  en: `server/test/fixtures/harbour-lease/${role}.en.md`,
  ko: `server/test/fixtures/harbour-lease/${role}.ko.md`,
});

export const fixtureSimulation: SimulationDefinition = {
  key: 'harbourLease',
  slug: 'harbour-lease',
  title: 'Harbour Lease',
  titleKo: '항만 임대',
  kind: 'Lease renewal negotiation',
  description: 'A shipping line and the port authority renew the lease of a container terminal.',
  aboutSummary: 'A lease renewal between a shipping line and a port authority.',
  icon: 'flask',
  roleChoice: {
    title: 'Harbour Lease - Choose Your Role',
    titleKo: '항만 임대 - 역할 선택',
    intro: 'Pick the side you were given.',
    introKo: '배정받은 쪽을 선택하십시오.',
    confirm: true,
  },
  roles: [
    {
      slug: 'tenant',
      title: 'Shipping Line Director',
      titleKo: '해운사 이사',
      summary: 'You lease the terminal for your ships.',
      summaryKo: '선박이 쓸 터미널을 임차합니다.',
      content: doc('tenant'),
      reportLink: true,
    },
    {
      slug: 'authority',
      title: 'Port Authority Manager',
      titleKo: '항만공사 부장',
      summary: 'You manage the port and its leases.',
      summaryKo: '항만과 임대 계약을 관리합니다.',
      content: doc('authority'),
      reportLink: true,
    },
  ],
  results: {
    apiSlug: 'hbl',
    reporterRole: 'tenant',
    reporter: {
      field: 'shipping_director_name',
      key: 'shippingDirectorName',
      label: 'Shipping Director Name',
      labelKo: '해운사 이사 이름',
      column: 'Director',
      short: 'tenant',
    },
    counterpart: {
      field: 'port_manager_name',
      key: 'portManagerName',
      label: 'Port Manager Name',
      labelKo: '항만 관리자 이름',
      column: 'Port Manager',
      short: 'port',
    },
    amount: {
      label: 'Annual Rent (KRW)',
      labelKo: '연간 임대료 (원)',
      column: 'Annual Rent',
      help: 'The yearly rent, in won.',
      helpKo: '1년 임대료를 원 단위로 적습니다.',
    },
    advisory: 'Only the shipping line director reports the result.',
    advisoryKo: '결과 보고는 해운사 이사만 합니다.',
    reporterOnlyNote: 'Only the shipping line director reports the result.',
    reporterOnlyNoteKo: '결과 보고는 해운사 이사만 합니다.',
    chart: {
      heading: 'Debrief: agreed annual rents',
      sides: { reporter: "Tenant's figures", counterpart: "Authority's figures", context: 'Shared facts' },
    },
    plausible: { low: 10_000_000, high: 10_000_000_000 },
  },
};

/** The fixture's confidential half, as shared/case-figures holds the real cases'. */
export const fixtureCaseFigures: CaseFigures = {
  roles: {
    tenant: { states: [rent.currentRent, rent.tenantLimit], never: [rent.authorityFloor] },
    authority: { states: [rent.currentRent, rent.authorityFloor], never: [rent.tenantLimit] },
  },
  chart: [
    { figure: rent.currentRent, side: 'context' },
    { figure: rent.tenantLimit, side: 'reporter', walkAway: true },
    { figure: rent.authorityFloor, side: 'counterpart', walkAway: true },
  ],
};

/** Adds the fixture to the registry (once): call it before the app or the page under test is built. */
export function registerFixtureSimulation(): SimulationDefinition {
  registerSimulation(fixtureSimulation);
  registerCaseFigures(fixtureSimulation.key, fixtureCaseFigures);
  return fixtureSimulation;
}

/**
 * Takes the fixture out of the registry again: test files may share one module graph (the component tests
 * run without isolation), and every other file's pages list the three real role-plays only.
 */
export function unregisterFixtureSimulation(): void {
  unregisterSimulation(fixtureSimulation.key);
  unregisterCaseFigures(fixtureSimulation.key);
}
