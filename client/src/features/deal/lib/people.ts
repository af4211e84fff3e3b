import { listOf } from '@shared/format';
import type { DealMember, MyPair } from '@shared/contracts/deal';
import { LEFT_CLASS_NAME, leftClassName } from '@shared/deal-rules';
import type { Lang } from '@shared/simulations';

/** A member's name in the page's language: one who left the class is named so (their name is deleted). */
export const memberName = (member: Pick<DealMember, 'name'>, lang: Lang): string =>
  member.name === LEFT_CLASS_NAME ? leftClassName[lang] : member.name;

/** The members on the other side of the table (a trio's mirror shares the asking seat's role). */
export const otherSide = (pair: Pick<MyPair, 'members' | 'role'>): DealMember[] =>
  pair.members.filter((m) => m.role !== pair.role);

/** Names joined in the page's language: "Ara, Bo and Jisoo" / "Ara, Bo, Jisoo". */
export const joinNames = (members: readonly DealMember[], lang: Lang): string =>
  listOf(
    members.map((m) => memberName(m, lang)),
    lang,
  );

/** A member's name as a sentence names them; null for the asking seat (the sentence says "you"). */
export const nameOrYou = (member: DealMember | null | undefined, lang: Lang): string | null =>
  member && !member.me ? memberName(member, lang) : null;
