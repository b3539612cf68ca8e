import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { TrashIcon } from '@/shared/ui/icons';

/** "Clear cart", after an "are you sure?" — cancelling keeps everything. */
export function ClearCartButton({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('cart');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)} className="-mr-3" aria-haspopup="dialog">
        <TrashIcon size={18} />
        {t('clear.action')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('clear.title')}
        message={t('clear.message')}
        confirmLabel={t('clear.confirm')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onClear();
        }}
      />
    </>
  );
}
