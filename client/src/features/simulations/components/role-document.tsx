import type { RoleLang } from '@shared/contracts/roles';

/**
 * The body of a role's instructions. The HTML comes from our own Markdown in content/roles, rendered by
 * the server (server/modules/roles), which contains no raw HTML; that is why it may be set directly.
 */
export function RoleDocument({ html, lang }: { html: string; lang: RoleLang }) {
  return <article lang={lang} className="role-document" dangerouslySetInnerHTML={{ __html: html }} />;
}
