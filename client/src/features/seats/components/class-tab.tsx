import { ClassJoinPanel } from './class-join-panel';
import { Roster } from './roster';
// students' names in any script, and 한국어 in the language column
import '@/lib/korean-font';

/**
 * Admin → Class: how students join the current class and who has. The route table hands it to the admin
 * page, which keeps no knowledge of seats.
 */
export default function ClassTab() {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">This class</h2>
        <p className="mt-1 max-w-3xl text-slate-600">
          Students join on their phones with the class code and a name (the join screen shows both and a QR
          code). A student keeps their seat through reloads and on another device with their seat code.
        </p>
      </div>
      <ClassJoinPanel />
      <Roster />
    </div>
  );
}
