import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';

export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {children}
    </Link>
  );
}
