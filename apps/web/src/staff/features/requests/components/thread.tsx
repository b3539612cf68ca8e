import type { ThreadEntry } from '@aruu/contract/staff-requests';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

/** Notes and replies, oldest first; a reply is marked as what the customer received. */
export function Thread({ entries }: { entries: ThreadEntry[] }) {
  const { t } = useTranslation('staffRequests');
  const formatDateTime = useFormatDateTime();
  if (entries.length === 0)
    return <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('thread.empty')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          data-thread-entry={entry.type}
          className={`rounded-2xl p-4 text-sm ${
            entry.type === 'reply'
              ? 'border-l-4 border-olive-700 bg-white dark:border-olive-300 dark:bg-graphite-800/60'
              : 'bg-olive-50 dark:bg-graphite-800'
          }`}
        >
          <p className="mb-1 text-graphite-700 dark:text-graphite-300">
            <span className="font-medium">{t(`thread.${entry.type}`)}</span> · {entry.author.name} ·{' '}
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
          </p>
          <p className="whitespace-pre-wrap break-words">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
