import type { AuditEntry } from '@aruu/contract/staff-audit';
import { useFormatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type LooseTranslate, readableChanges, sentenceOf } from '../describe-entry';

const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** The fields an action changed, each as before → after; a creation or deletion has one side only. */
function rawChanges(entry: AuditEntry): Array<{ field: string; before: string; after: string }> {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => shown(before[field]) !== shown(after[field]))
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}

function Changes({ rows, raw }: { rows: Array<{ field: string; before: string; after: string }>; raw?: boolean }) {
  const { t } = useTranslation('staffAudit');
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 ${raw ? 'font-mono text-xs' : ''}`}>
      {rows.map(({ field, before, after }) => (
        <div key={field} className="contents">
          <dt className="text-graphite-500 dark:text-graphite-300">{field}</dt>
          <dd className="break-all">
            <span className="sr-only">{t('before')}: </span>
            <del className="text-rose-700 no-underline dark:text-rose-300">{before}</del>
            {' → '}
            <span className="sr-only">{t('after')}: </span>
            <ins className="text-olive-800 no-underline dark:text-olive-200">{after}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One entry as a sentence in the staff member's language, the changes in words, the raw data folded away. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('staffAudit');
  const loose = t as unknown as LooseTranslate;
  const formatDateTime = useFormatDateTime();
  const formatSom = useFormatSom();
  const readable = readableChanges(loose, entry, formatSom);
  const raw = rawChanges(entry);
  return (
    <li
      className="grid gap-2 rounded-2xl bg-white p-4 text-sm lg:grid-cols-[10rem_12rem_1fr_2fr] lg:gap-4 dark:bg-graphite-800/60"
      data-audit-entry={entry.action}
    >
      <time dateTime={entry.at} className="text-graphite-700 dark:text-graphite-300">
        {formatDateTime(entry.at)}
      </time>
      <p>
        <span className="block font-medium">{entry.actor.name}</span>
        <span className="break-all text-graphite-500 dark:text-graphite-300">{entry.actor.email}</span>
      </p>
      <p className="font-medium">{sentenceOf(loose, entry)}</p>
      <div className="flex min-w-0 flex-col gap-2">
        {readable.length > 0 && <Changes rows={readable} />}
        {raw.length > 0 && (
          <details>
            <summary className="cursor-pointer text-graphite-600 dark:text-graphite-400">{t('rawToggle')}</summary>
            <p className="mt-1 font-mono text-xs text-graphite-500 dark:text-graphite-300">{entry.action}</p>
            <Changes rows={raw} raw />
          </details>
        )}
      </div>
    </li>
  );
}
