import { ClipboardList, Users } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@shared/routes';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import type { RolePageWords } from '../lib/role-page-text';
import type { RoleInstructionsLinks } from './role-instructions-links';

/** The way back under a role's instructions (from the end of a long document), and report or team again. */
export function RoleInstructionsFooter({ links, t }: { links: RoleInstructionsLinks; t: RolePageWords }) {
  return (
    <div className="no-print mt-12 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap gap-x-5">
        <BackLink href={links.roles}>{t.backToRoles}</BackLink>
        <BackLink href={paths.simulations}>{t.backToSimulations}</BackLink>
      </div>
      {links.report && (
        <Button asChild variant="secondary">
          <Link href={links.report}>
            <ClipboardList className="h-4 w-4" aria-hidden />
            {t.reportResults}
          </Link>
        </Button>
      )}
      {links.team && (
        <Button asChild variant="secondary">
          <Link href={links.team}>
            <Users className="h-4 w-4" aria-hidden />
            {t.joinTeam}
          </Link>
        </Button>
      )}
    </div>
  );
}
