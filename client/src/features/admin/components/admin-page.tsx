import { Suspense, type ReactNode } from 'react';
import type { User } from '@shared/contracts/auth-config';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { CasesTab } from './cases-tab';
import { ClassesTab } from './classes-tab';
import { OverviewTab } from './overview-tab';
import { SimulationsTab } from './simulations-tab';
import { UsersTab } from './users-tab';

/**
 * The Admin Dashboard: Overview, Class, Classes, Simulations, Cases and Users. The route table puts
 * the door (the auth feature's AdminGate) around it, so only the signed-in instructor gets here, and hands
 * it the Class tab (the seats feature's roster and class code).
 */
export default function AdminPage({ classTab }: { classTab?: ReactNode }) {
  const { user } = useAuth();
  return user && <Dashboard user={user} classTab={classTab} />;
}

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'class', label: 'Class' },
  { value: 'classes', label: 'Classes' },
  { value: 'simulations', label: 'Simulations' },
  { value: 'cases', label: 'Cases' },
  { value: 'users', label: 'Users' },
] as const;

function Dashboard({ user, classTab }: { user: User; classTab?: ReactNode }) {
  return (
    <Page title="Admin Dashboard" intro={<>Welcome, {user.email}</>}>
      <Tabs defaultValue="overview">
        <TabsList
          aria-label="Admin sections"
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {tabs
            .filter((t) => t.value !== 'class' || classTab)
            .map((t) => (
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
        {classTab && (
          <TabsContent value="class" className="pt-6">
            {/* its own chunk, loaded when the tab is first shown: the rest of the page stays */}
            <Suspense fallback={<Spinner label="Loading the class" />}>{classTab}</Suspense>
          </TabsContent>
        )}
        <TabsContent value="classes" className="pt-6">
          <ClassesTab />
        </TabsContent>
        <TabsContent value="simulations" className="pt-6">
          <SimulationsTab />
        </TabsContent>
        <TabsContent value="cases" className="pt-6">
          <CasesTab />
        </TabsContent>
        <TabsContent value="users" className="pt-6">
          <UsersTab user={user} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
