import { Eye } from 'lucide-react';
import type { RoleLang } from '@shared/contracts/roles';
import { observerSheetQuery } from '../api/get-observer-sheet';
import { observerPageText } from '../lib/role-page-text';
import { simulationInfo } from '../lib/simulation-catalog';
import { SheetPage } from './sheet-page';

/**
 * The observer sheet, for a student who watches a pair (a negotiation) or a Solara team and a Lunara team
 * (Tariff Wars): public while the simulation is open, with no confidential figure.
 */
export default function ObserverSheetPage({ sim, lang }: { sim: string; lang: RoleLang }) {
  const info = simulationInfo(sim);
  const t = observerPageText[lang];
  // Tariff Wars is played by teams: its observer watches a game, not a pair of negotiators
  const about = info.links.team ? t.aboutGame : t.about;
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
