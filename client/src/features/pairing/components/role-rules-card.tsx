import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { useChangeRoleRules, useRoleRules } from '../api/role-rules';

/**
 * Who may read the role instructions: off by default (every student reads every open role, as the course
 * pages always have); on, each seated student reads only the role the published assignment gave them.
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
