import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { NotFoundState } from '@/shared/ui/not-found-state';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('state.notFound'));
  return (
    <NotFoundState
      title={t('state.notFound')}
      hint={t('state.notFoundHint')}
      actions={
        <Link to={paths.home} className={buttonClass('primary')}>
          {t('state.toHome')}
        </Link>
      }
    />
  );
}
