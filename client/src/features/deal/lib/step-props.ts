import type { ClassFlowDefinition } from '@shared/class-flow';
import type { MyPair } from '@shared/contracts/deal';
import type { Lang } from '@shared/simulations';
import type { Outbox } from './use-outbox';

/** What every step of the deal card is given. */
export interface StepProps {
  sim: string;
  /** Seat, simulation and round (after the first): whose drafts these are on a shared device. */
  scope: string;
  pair: MyPair;
  flow: ClassFlowDefinition;
  lang: Lang;
  outbox: Outbox;
}
