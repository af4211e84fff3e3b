import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Collapsible, CollapsibleTrigger } from './collapsible';
import { Dialog, DialogTrigger } from './dialog';
import { Fieldset, Input, Textarea } from './field';
import { Switch } from './switch';
import { Tabs, TabsList, TabsTrigger } from './tabs';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

/** One of every primitive a user can press or type into, and a link styled as a button. */
function Controls() {
  return (
    <>
      <Button>Archive</Button>
      <Button asChild>
        <a href="/decks">Decks</a>
      </Button>
      <Switch label="Visible to students" checked onCheckedChange={() => {}} />
      <Dialog>
        <DialogTrigger>Open dialog</DialogTrigger>
      </Dialog>
      <Tabs defaultValue="overview">
        <TabsList aria-label="Sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
        </TabsList>
      </Tabs>
      <Collapsible>
        <CollapsibleTrigger>Archived</CollapsibleTrigger>
      </Collapsible>
      <Input aria-label="Name" />
      <Textarea aria-label="Comments" />
      <Fieldset aria-label="Choices">
        <input type="checkbox" aria-label="No agreement" />
      </Fieldset>
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>Terms</TooltipTrigger>
          <TooltipContent>The full terms</TooltipContent>
        </Tooltip>
      </TooltipProvider>
    </>
  );
}

const controls = (container: HTMLElement) => {
  const q = within(container);
  return [
    q.getByRole('button', { name: 'Archive' }),
    q.getByRole('switch', { name: 'Visible to students' }),
    q.getByRole('button', { name: 'Open dialog' }),
    q.getByRole('tab', { name: 'Overview' }),
    q.getByRole('button', { name: 'Archived' }),
    q.getByRole('textbox', { name: 'Name' }),
    q.getByRole('textbox', { name: 'Comments' }),
    q.getByRole('checkbox', { name: 'No agreement' }),
    q.getByRole('button', { name: 'Terms' }),
  ];
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('controls on a server-rendered page', () => {
  it('are disabled in the server HTML, links excepted, and enabled once React has taken the page over', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Controls />);

    for (const control of controls(container)) {
      expect(control, control.outerHTML).toBeDisabled();
    }
    expect(within(container).getByRole('button', { name: 'Archive' })).toHaveAttribute('aria-busy', 'true');
    expect(within(container).getByRole('link', { name: 'Decks' })).not.toHaveAttribute('disabled');

    // hydration must match the server's HTML: the test setup fails on React's console.error otherwise
    await act(async () => {
      root = hydrateRoot(container, <Controls />);
    });
    for (const control of controls(container)) {
      expect(control, control.outerHTML).toBeEnabled();
      expect(control).not.toHaveAttribute('aria-busy');
    }
  });
});
