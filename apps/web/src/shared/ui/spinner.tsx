import { useTranslation } from 'react-i18next';

export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-24" role="status">
      <span
        className="size-8 animate-spin rounded-full border-2 border-olive-300 border-t-olive-700"
        aria-hidden="true"
      />
      <span className="sr-only">{t('state.loading')}</span>
    </div>
  );
}
