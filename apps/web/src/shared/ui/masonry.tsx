import { Children, type ReactNode } from 'react';
import { useMediaQuery } from '@/shared/hooks/use-media-query';

/**
 * Spec §2: product grids are masonry, 1 column from 350 px, 2 from 750 px, 3 from 900 px. Items
 * are dealt to the columns in turn, so reading order stays left to right, row by row, while
 * each column keeps its own heights.
 */
export function Masonry({ children }: { children: ReactNode }) {
  const two = useMediaQuery('(min-width: 750px)');
  const three = useMediaQuery('(min-width: 900px)');
  const count = three ? 3 : two ? 2 : 1;
  const items = Children.toArray(children);
  const columns = Array.from({ length: count }, (_, column) => items.filter((_, index) => index % count === column));
  return (
    <div className="flex items-start gap-4 md:gap-6">
      {columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions, not data.
        <div key={index} className="flex min-w-0 flex-1 flex-col gap-4 md:gap-6">
          {column}
        </div>
      ))}
    </div>
  );
}
