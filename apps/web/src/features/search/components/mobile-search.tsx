import { useTranslation } from '@/shared/i18n/use-translation';
import { Dialog } from '@/shared/ui/dialog';
import { SearchCombobox } from './search-combobox';

/** Spec §2: on a phone the search icon opens a full-screen search. */
export function MobileSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} placement="full">
      <SearchCombobox variant="sheet" onDone={onClose} autoFocus />
    </Dialog>
  );
}
