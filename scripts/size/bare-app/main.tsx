// The yardstick of the size budget: the smallest real app of our stack (React, wouter, React Query,
// one Radix dialog). The home route of the site may weigh at most 1.10 x this, gzipped.
import * as Dialog from '@radix-ui/react-dialog';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Switch } from 'wouter';

function Home() {
  const { data } = useQuery({
    queryKey: ['/api/health'],
    queryFn: () => fetch('/api/health').then((r) => r.json()),
  });
  // marks the page interactive, as the site's HydrationMarker does: `npm run size` waits for it
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div>
      <h1>Home {JSON.stringify(data)}</h1>
      <Link href="/about">About</Link>
      <Dialog.Root>
        <Dialog.Trigger>Open</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay />
          <Dialog.Content>
            <Dialog.Title>Title</Dialog.Title>
            <Dialog.Description>Description</Dialog.Description>
            <Dialog.Close>Close</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <Switch>
        <Route path="/" component={Home} />
        <Route>Not found</Route>
      </Switch>
    </QueryClientProvider>
  </StrictMode>,
);
