import { teamNames } from '@shared/contracts/tariff-config';
import { Eye } from 'lucide-react';
import type { RoleLang } from '@shared/contracts/roles';
import { observerSheetQuery } from '../api/get-observer-sheet';
import { observerPageText } from '../lib/role-page-text';
import { simulationInfo } from '../lib/simulation-catalog';
import { SheetPage } from './sheet-page';

/**
 * The observer sheet, for a student who watches a pair (a negotiation) or a team game's two teams
 * (Tariff Wars): public while the simulation is open, with no confidential figure.
 */
export default function ObserverSheetPage({ sim, lang }: { sim: string; lang: RoleLang }) {
  const info = simulationInfo(sim);
  const t = observerPageText[lang];
  // a team game's observer watches two teams play, not a pair of negotiators
  const teams = info.game && teamNames(info.game, lang);
  const about = teams ? t.aboutGame(teams.solara, teams.lunara) : t.about;
  return (
    <SheetPage
      sim={sim}
      lang={lang}
      query={observerSheetQuery(sim, lang)}
      hrefs={info.links.observer}
      text={{ ...t, about }}
      icon={Eye}
    />
  );
}
