import { Info } from 'lucide-react';
import type { RoleLang } from '@shared/contracts/roles';
import { generalInformationQuery } from '../api/get-general-information';
import { generalPageText } from '../lib/role-page-text';
import { simulationInfo } from '../lib/simulation-catalog';
import { SheetPage } from './sheet-page';

/**
 * A case's general information: the public facts both sides and any observer share, read before a role's
 * confidential instructions. Every visitor's while the case is open, whatever role they hold.
 */
export default function GeneralInformationPage({ sim, lang }: { sim: string; lang: RoleLang }) {
  return (
    <SheetPage
      sim={sim}
      lang={lang}
      query={generalInformationQuery(sim, lang)}
      hrefs={simulationInfo(sim).links.general}
      text={generalPageText[lang]}
      icon={Info}
    />
  );
}
