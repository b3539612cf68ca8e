import { useTranslation } from '@/shared/i18n/use-translation';
import { IconButton } from '@/shared/ui/button';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { ChevronUpIcon } from '@/staff/shared/ui/icons';

/** `ids` with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item as number);
  return next;
}

/** Up and down buttons for one row of an ordered list; `name` says which row for screen readers. */
export function MoveButtons(props: { name: string; index: number; count: number; onMove: (step: -1 | 1) => void }) {
  const { t } = useTranslation('staffTaxonomy');
  return (
    <span className="flex gap-1">
      <IconButton
        label={t('moveUp', { name: props.name })}
        disabled={props.index === 0}
        onClick={() => props.onMove(-1)}
      >
        <ChevronUpIcon size={18} />
      </IconButton>
      <IconButton
        label={t('moveDown', { name: props.name })}
        disabled={props.index === props.count - 1}
        onClick={() => props.onMove(1)}
      >
        <ChevronDownIcon size={18} />
      </IconButton>
    </span>
  );
}
