import { ClipboardList, Info, Printer, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import type { RolePageWords } from '../lib/role-page-text';
import type { RoleInstructionsLinks } from './role-instructions-links';

/** The buttons over a role's instructions: report, join the team, the general information, print. */
export function RoleInstructionsActions({ links, t }: { links: RoleInstructionsLinks; t: RolePageWords }) {
  return (
    <div className="no-print mt-6 flex flex-wrap items-center gap-3">
      {links.report && (
        <Button asChild>
          <Link href={links.report}>
            <ClipboardList className="h-4 w-4" aria-hidden />
            {t.reportResults}
          </Link>
        </Button>
      )}
      {links.team && (
        <Button asChild>
          <Link href={links.team}>
            <Users className="h-4 w-4" aria-hidden />
            {t.joinTeam}
          </Link>
        </Button>
      )}
      {links.general && (
        <Button asChild variant="secondary">
          <Link href={links.general}>
            <Info className="h-4 w-4" aria-hidden />
            {t.generalInformation}
          </Link>
        </Button>
      )}
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer className="h-4 w-4" aria-hidden />
        {t.print}
      </Button>
      {links.reporterOnlyNote && <p className="w-full text-sm text-slate-600">{links.reporterOnlyNote}</p>}
    </div>
  );
}
