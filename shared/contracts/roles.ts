import type { SimulationKey } from '../keys';
import { paths } from '../routes';

/**
 * The role-play simulations and their roles (SPEC sections 1 and 2). The instruction texts themselves are
 * not here: they live in content/roles and only the server sends them, while the simulation is open.
 */

export const ROLE_LANGS = ['en', 'ko'] as const;
export type RoleLang = (typeof ROLE_LANGS)[number];
// Plain checks rather than zod: the simulations pages import this file and need no schema library.
export const isRoleLang = (v: unknown): v is RoleLang => (ROLE_LANGS as readonly unknown[]).includes(v);

/** The role slugs of each simulation, in the order the role-choice page shows them. */
export const SIMULATION_ROLES = {
  queenOfSorrows: ['agent', 'studio'],
  shinhwaDaesung: ['shinhwa', 'daesung'],
  solaraLunara: ['solara', 'lunara'],
} as const satisfies Record<SimulationKey, readonly string[]>;
export type RoleOf<K extends SimulationKey> = (typeof SIMULATION_ROLES)[K][number];
export type RoleSlug = RoleOf<SimulationKey>;

export const isRoleOf = (sim: SimulationKey, role: string): boolean =>
  (SIMULATION_ROLES[sim] as readonly string[]).includes(role);

/** Display titles of the simulations. */
export const simulationTitles: Record<SimulationKey, string> = {
  queenOfSorrows: 'Queen of Sorrows',
  shinhwaDaesung: 'Shinhwa vs Daesung',
  solaraLunara: 'Tariff Wars',
};

/** The URL slug of each simulation, shared by its routes (SPEC section 2) and its content/roles folder. */
export const simulationSlugs: Record<SimulationKey, string> = {
  queenOfSorrows: 'queen-of-sorrows',
  shinhwaDaesung: 'shinhwa-vs-daesung',
  solaraLunara: 'solara-lunara',
};

/** What a student sees when a simulation is closed: the server's 403 message and the client's notice. */
export const simulationClosedMessage = (title: string) =>
  `${title} is not open yet. Your instructor will open it when the class is ready.`;

export interface RoleInfo {
  /** The role as its card and its instruction page name it. */
  title: string;
  /** One or two sentences on the role-choice card. Nothing confidential. */
  summary: string;
  /** The instruction routes: English and Korean. */
  path: string;
  pathKo: string;
}

export const roleInfo: { [K in SimulationKey]: Record<RoleOf<K>, RoleInfo> } = {
  queenOfSorrows: {
    agent: {
      title: "Yeji's Agent",
      summary:
        "You represent the actress Yeji, returning to the screen after seven years, in the fee negotiation for the lead of 'Queen of Sorrows'.",
      path: paths.casting.agent,
      pathKo: paths.casting.agentKo,
    },
    studio: {
      title: 'Studio Executive Producer',
      summary:
        "You are the executive producer of the drama 'Queen of Sorrows' and must agree a new lead's fee before filming starts.",
      path: paths.casting.studio,
      pathKo: paths.casting.studioKo,
    },
  },
  shinhwaDaesung: {
    shinhwa: {
      title: 'Shinhwa Senior Associate',
      summary:
        'You are a senior associate at the Shinhwa law firm, negotiating a new engagement and fee with its long-standing client Daesung Motors.',
      path: paths.legalFee.shinhwa,
      pathKo: paths.legalFee.shinhwaKo,
    },
    daesung: {
      title: 'Daesung General Counsel Representative',
      summary:
        "You represent the general counsel of Daesung Motors, a carmaker, in renegotiating its principal law firm's fee.",
      path: paths.legalFee.daesung,
      pathKo: paths.legalFee.daesungKo,
    },
  },
  solaraLunara: {
    solara: {
      title: 'Solara Representative',
      summary:
        'You speak for the trade ministry of Solara, a solar-energy exporter, through five rounds of tariff choices.',
      path: paths.tariff.solara,
      pathKo: paths.tariff.solaraKo,
    },
    lunara: {
      title: 'Lunara Representative',
      summary:
        'You speak for the trade ministry of Lunara, a traditional energy producer, through five rounds of tariff choices.',
      path: paths.tariff.lunara,
      pathKo: paths.tariff.lunaraKo,
    },
  },
};

export const roleInfoOf = (sim: SimulationKey, role: string): RoleInfo | undefined =>
  (roleInfo[sim] as Record<string, RoleInfo>)[role];

/** `GET /api/sims/{key}/roles/{role}?lang=en|ko` answers `{ success: true, data: RoleInstructions }`. */
export interface RoleInstructions {
  sim: SimulationKey;
  role: RoleSlug;
  lang: RoleLang;
  /** The document's own title (its first heading). */
  title: string;
  /** The document body as HTML, rendered on the server from our own Markdown. */
  html: string;
}

export const roleInstructionsUrl = (sim: SimulationKey, role: string, lang: RoleLang) =>
  `/api/sims/${sim}/roles/${role}?lang=${lang}`;
