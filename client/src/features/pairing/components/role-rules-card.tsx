import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { useChangeRoleRules, useRoleRules } from '../api/role-rules';

/**
 * Who may read the role instructions: on, each seated student reads only the role the published assignment
 * gave them; off, every student reads every open role. Until the instructor chooses, it turns on when the
 * class's assignment is published (the server decides; this shows what is in force).
 */
export function RoleRulesCard({ sim }: { sim: string }) {
  const rules = useRoleRules(sim);
  const change = useChangeRoleRules(sim);
  if (!rules.data) return null;
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-xl font-semibold text-slate-900">Who reads which role</h2>
      <Switch
        label="Assigned roles only: each student reads only their own role's instructions"
        checked={rules.data.assignedOnly}
        onCheckedChange={(assignedOnly) => change.mutate({ assignedOnly })}
      />
      <p className="text-sm text-slate-600">
        On by itself once you publish an assignment, unless you turn it off here.
      </p>
      {rules.data.assignedOnly && (
        <Switch
          label="Visitors without a seat may still read the roles"
          checked={rules.data.unseatedAccess}
          onCheckedChange={(unseatedAccess) => change.mutate({ unseatedAccess })}
        />
      )}
      {change.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(change.error, 'The setting could not be saved. Please try again.')}
        </p>
      )}
    </Card>
  );
}
