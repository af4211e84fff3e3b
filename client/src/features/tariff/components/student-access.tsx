import { isSimulationOpen } from '@shared/contracts/visibility-config';
import { ClosedToStudents } from '@/features/visibility/components/closed-notice';
import { Switch } from '@/components/ui/switch';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';

/**
 * While the team game (`simKey`) is closed to students, teams can neither join nor lock (the server answers 403): say so
 * on the control page, with the same switches as Admin → Simulations, so a game never starts closed.
 */
export function StudentAccess({ simKey }: { simKey: string }) {
  const { isLoading, settingOf, update } = useSimulationVisibility();
  const setting = settingOf(simKey);
  if (isLoading || isSimulationOpen(setting)) return null;
  return (
    <div className="no-print mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <ClosedToStudents>
        Teams cannot join or lock their choices until you open this game to students.
      </ClosedToStudents>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Switch
          label="Visible to students"
          checked={setting.isVisible}
          onCheckedChange={(isVisible) => update(simKey, { isVisible })}
        />
        <Switch
          label="Allow access"
          checked={setting.isAccessible}
          onCheckedChange={(isAccessible) => update(simKey, { isAccessible })}
        />
      </div>
    </div>
  );
}
