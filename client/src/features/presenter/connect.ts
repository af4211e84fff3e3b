import type { ClassTimer } from '@shared/contracts/class-timer-config';
import type { PresenterState } from '@shared/contracts/presenter-config';
import type { DeckKey } from '@shared/keys';
import type { Lang } from '@shared/simulations';

import { presenterApi } from './api';
import { subscribeLive } from '@/lib/live/live-connection';
import type { NavState } from './navigation';
import type { MoveSource, Presenter } from './presenter';
import { createStateSync, isAbout } from './sync';

export interface Connection {
  /** PresenterOptions.onChange: a move of this window goes to the server. */
  onChange(state: NavState, previous: NavState, source: MoveSource): void;
  /** Starts listening, once the presenter runs; `announce` sends this window's position first. */
  start(presenter: Presenter, announce: boolean): void;
}

/**
 * This window's link to the presentation on the server: its moves are PUT, and the moves of the instructor's
 * other windows and devices (the audience window, the phone remote) arrive on the live channel with the new
 * state and are applied here. Without a session (a student, or signed out) the PUTs fail quietly and the
 * slides work alone.
 */
export function connectPresentation(
  deck: DeckKey,
  lang: Lang,
  on: { state?(state: PresenterState | null): void; timer?(timer: ClassTimer | null): void } = {},
): Connection {
  let presenter: Presenter | null = null;
  const position = (s: NavState) => ({ deck, lang, slide: s.index + 1, total: s.total, black: s.black });
  const apply = (state: PresenterState) => {
    if (!presenter) return;
    const now = presenter.state();
    if (state.slide - 1 !== now.index) presenter.dispatch({ type: 'goto', index: state.slide - 1 }, 'remote');
    if (state.black !== presenter.state().black) presenter.dispatch({ type: 'toggleBlack' }, 'remote');
  };
  const sync = createStateSync(
    (p) =>
      presenterApi.put(p).then((state) => {
        on.state?.(state);
        return state;
      }),
    apply,
  );
  const heard = (state: PresenterState | null) => {
    const mine = isAbout(state, deck, lang) ? state : null;
    on.state?.(mine);
    if (mine) sync.remote(mine);
  };
  const refetch = () => {
    presenterApi.state().then(heard, () => {});
    if (on.timer) presenterApi.classTimer().then(on.timer, () => {});
  };

  return {
    onChange(state, previous, source) {
      if (source === 'remote') return;
      if (state.index === previous.index && state.black === previous.black) return;
      sync.local(position(state));
    },
    start(p, announce) {
      presenter = p;
      subscribeLive((signal) => {
        if (signal.type === 'presenter') heard(signal.state);
        else if (signal.type === 'timer') on.timer?.(signal.timer);
        else if (signal.type === 'resync') refetch();
      });
      if (announce) sync.local(position(p.state()));
      else refetch();
      if (on.timer) presenterApi.classTimer().then(on.timer, () => {});
    },
  };
}
