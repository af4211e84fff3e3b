import { lazy, type ComponentType, type ReactElement } from 'react';

/** A page in its own chunk that can also be loaded ahead of rendering (the server renderer does). */
export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  preload(): Promise<unknown>;
}

/**
 * Like React.lazy, plus `preload()`: once the module has loaded, the page renders straight away instead of
 * suspending, so the server renders a page in one pass after preloading its chunks (ADR 5). In the browser
 * nothing changes: a page not loaded yet suspends as with React.lazy.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m.default;
    });
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function Page(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
