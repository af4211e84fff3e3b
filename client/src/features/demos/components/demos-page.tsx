import { Brain, ExternalLink, Type } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { TOKEN_VISUALISER_URL } from '@shared/keys';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';

function DemoCard({
  id,
  icon,
  title,
  children,
  action,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-col p-6" role="article" aria-labelledby={id}>
      {icon}
      <h2 id={id} className="mt-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 flex-1 space-y-2 text-slate-600">{children}</div>
      <div className="mt-6">{action}</div>
    </Card>
  );
}

export default function DemosPage() {
  return (
    <Page title="Available Demos" intro="Hands-on demos to try during and after the AI workshop.">
      <div className="grid gap-6 md:grid-cols-2">
        <DemoCard
          id="neural-demo-title"
          icon={<Brain className="h-10 w-10 text-brand-700" aria-hidden />}
          title="Neural Network Demo"
          action={
            <Button asChild>
              <Link href={paths.neuralDemo}>Launch Demo</Link>
            </Button>
          }
        >
          <p>
            A small neural network recommends food (Salad, Cheese Pizza or Hamburger) from your hunger,
            health-consciousness and available time.
          </p>
          <p>
            Watch each step of its calculation, tell it when it is wrong, and see how its weights change as it
            learns.
          </p>
        </DemoCard>
        <DemoCard
          id="token-explorer-title"
          icon={<Type className="h-10 w-10 text-brand-700" aria-hidden />}
          title="Token Explorer"
          action={
            <Button asChild variant="secondary">
              <a href={TOKEN_VISUALISER_URL} target="_blank" rel="noopener noreferrer">
                Open Token Explorer <ExternalLink className="h-4 w-4" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          }
        >
          <p>
            Type any text and see how an AI language model splits it into tokens, the small pieces it actually
            reads and writes, and how many tokens your text costs.
          </p>
          <p>An external site; it opens in a new tab.</p>
        </DemoCard>
      </div>
    </Page>
  );
}
