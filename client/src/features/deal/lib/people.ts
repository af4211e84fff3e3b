import type { DealMember, MyPair } from '@shared/contracts/deal';
import { listOf } from '@shared/list-format';
import type { Lang } from '@shared/simulations';

/** The members on the other side of the table (a trio's mirror shares the asking seat's role). */
export const otherSide = (pair: Pick<MyPair, 'members' | 'role'>): DealMember[] =>
  pair.members.filter((m) => m.role !== pair.role);

/** Names joined in the page's language: "Ara, Bo and Jisoo" / "Ara, Bo, Jisoo". */
export const joinNames = (members: readonly DealMember[], lang: Lang): string =>
  listOf(
    members.map((m) => m.name),
    lang,
  );

/** A member's name as a sentence names them; null for the asking seat (the sentence says "you"). */
export const nameOrYou = (member: DealMember | null | undefined): string | null =>
  member && !member.me ? member.name : null;
