import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { useSignedIn } from '@/shared/session/use-signed-in';
import { HeartIcon } from '@/shared/ui/icons';
import { useIsFavorite, useToggleFavorite } from '../api/favorites-api';

/**
 * The heart on cards and product pages. Favourites belong to an account (spec §6): a signed-out
 * visitor is sent to sign in and brought back.
 */
export function FavoriteButton({ productId, className = '' }: { productId: number; className?: string }) {
  const { t } = useTranslation('favorites');
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const favorite = useIsFavorite(productId);
  const toggle = useToggleFavorite();

  const onClick = () => {
    if (!signedIn) {
      navigate(paths.authThenBack(location.pathname + location.search));
      return;
    }
    toggle.mutate({ productId, favorite: !favorite });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={favorite}
      aria-label={favorite ? t('remove') : t('add')}
      title={favorite ? t('remove') : t('add')}
      data-favorite={favorite}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/85 text-graphite-800 shadow-sm backdrop-blur transition-colors hover:text-rose-700 dark:bg-graphite-900/80 dark:text-graphite-100 ${className}`}
    >
      <HeartIcon
        size={22}
        className={favorite ? 'fill-rose-600 text-rose-600 dark:fill-rose-400 dark:text-rose-400' : ''}
      />
    </button>
  );
}
