import { BookOpen } from 'lucide-react';
import { guideHref, type GuideSection } from '@shared/guide-sections';
import { cn } from '@/lib/utils';

/**
 * An instructor's page's way to its section of the instructor's guide (/guide, signed-in only), in a new
 * tab so the class on this page stays where it is.
 */
export function GuideLink({ section, className }: { section: GuideSection; className?: string }) {
  return (
    <a
      href={guideHref(section)}
      target="_blank"
      rel="noopener"
      className={cn(
        'inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline',
        className,
      )}
    >
      <BookOpen className="h-4 w-4" aria-hidden />
      How this works (guide)
    </a>
  );
}
