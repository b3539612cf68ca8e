import { Link } from 'react-router';
import { ChevronRightIcon } from '@/shared/ui/icons';

interface SectionHeadingProps {
  id: string;
  title: string;
  text?: string;
  /** A "see all" link to the catalogue page that holds the whole list. */
  link?: { to: string; label: string };
}

/** A home page section's title, its one-line promise and where to see everything. */
export function SectionHeading({ id, title, text, link }: SectionHeadingProps) {
  return (
    <div className="mb-5 flex items-end justify-between gap-4 md:mb-7">
      <div className="min-w-0">
        <h2 id={id} className="font-display text-2xl text-graphite-900 md:text-3xl dark:text-white">
          {title}
        </h2>
        {text && <p className="mt-1.5 text-sm text-graphite-700 md:text-base dark:text-graphite-300">{text}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full text-sm font-medium text-olive-700 underline-offset-4 hover:underline dark:text-olive-300"
        >
          {link.label}
          <span className="sr-only">: {title}</span>
          <ChevronRightIcon size={18} />
        </Link>
      )}
    </div>
  );
}
