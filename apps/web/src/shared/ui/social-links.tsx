import { storeInfo } from '@aruu/contract/store-info';
import { useTranslation } from '@/shared/i18n/use-translation';
import { InstagramIcon, TelegramIcon, WhatsappIcon } from './icons';

const networks = [
  { id: 'instagram', href: storeInfo.social.instagram, Icon: InstagramIcon },
  { id: 'whatsapp', href: storeInfo.social.whatsapp, Icon: WhatsappIcon },
  { id: 'telegram', href: storeInfo.social.telegram, Icon: TelegramIcon },
] as const;

/** Instagram, WhatsApp and Telegram (spec §1), from the store's one configuration file. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex items-center gap-2 ${className}`}>
      {networks.map(({ id, href, Icon }) => (
        <li key={id}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${id}`)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-olive-300 text-olive-800 transition-colors hover:bg-olive-700 hover:text-white dark:border-graphite-700 dark:text-olive-200 dark:hover:bg-olive-300 dark:hover:text-graphite-900"
          >
            <Icon size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
