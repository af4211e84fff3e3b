import type { User } from '@shared/contracts/auth-config';
import { Page } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { ClassesTab } from './classes-tab';
import { OverviewTab } from './overview-tab';
import { SimulationsTab } from './simulations-tab';
import { UsersTab } from './users-tab';

/**
 * The Admin Dashboard (SPEC section 2): Overview, Classes, Simulations and Users. The route table puts the door
 * (the auth feature's AdminGate) around it, so only the signed-in instructor gets here.
 */
export default function AdminPage() {
  const { user } = useAuth();
  return user && <Dashboard user={user} />;
}

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'classes', label: 'Classes' },
  { value: 'simulations', label: 'Simulations' },
  { value: 'users', label: 'Users' },
] as const;

function Dashboard({ user }: { user: User }) {
  return (
    <Page title="Admin Dashboard" intro={<>Welcome, {user.email}</>}>
      <Tabs defaultValue="overview">
        <TabsList
          aria-label="Admin sections"
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {tabs.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              className={cn(
                '-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900',
                'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
              )}
            >
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="pt-6">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="classes" className="pt-6">
          <ClassesTab />
        </TabsContent>
        <TabsContent value="simulations" className="pt-6">
          <SimulationsTab />
        </TabsContent>
        <TabsContent value="users" className="pt-6">
          <UsersTab user={user} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
