import type { ImportCounts, ImportDetail, ImportSummary } from '@aruu/contract/staff-import';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { download, useImport, useImports, useStartImport, useUploadImport } from '../api/import-api';

const countKeys = ['create', 'update', 'unchanged', 'refused'] as const;

/**
 * Catalogue import and export: upload a file, read its dry run, start it, follow its progress
 * (the import's id is in the address, so the page can be left and come back to), download the
 * report; export the catalogue or the template; past imports.
 */
export function Component() {
  const { t } = useTranslation('staffImport');
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <UploadForm onUploaded={(uploaded) => setParams({ id: String(uploaded) })} />
          {id !== null && <ImportPanel id={id} />}
        </div>
        <ExportPanel />
      </div>
      <PastImports current={id} />
    </>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (id: number) => void }) {
  const { t } = useTranslation('staffImport');
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImport();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file, { onSuccess: (answer) => onUploaded(answer.id) });
  };
  return (
    <form onSubmit={submit} className="rounded-lg border border-graphite-200 p-4 dark:border-graphite-700">
      <h2 className="mb-2 font-display text-xl">{t('upload.title')}</h2>
      <p className="mb-3 text-sm text-graphite-700 dark:text-graphite-300">{t('upload.hint')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          {t('upload.file')}
          <input
            type="file"
            accept=".csv,.xlsx,.xml,.zip,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/xml,application/xml,application/zip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="max-w-full text-sm"
          />
        </label>
        <Button type="submit" disabled={!file} loading={upload.isPending}>
          {t('upload.check')}
        </Button>
      </div>
      {upload.isError && (
        <p role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-300">
          {errorText(upload.error)}
        </p>
      )}
    </form>
  );
}

function ImportPanel({ id }: { id: number }) {
  const { t } = useTranslation('staffImport');
  const language = useLanguage();
  const formatDateTime = useFormatDateTime();
  const detail = useImport(id);
  const start = useStartImport(id);
  const errorText = useErrorText();
  if (detail.isError) return <QueryError error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Spinner />;
  const current = detail.data;
  return (
    <section
      aria-labelledby="import-title"
      className="rounded-lg border border-graphite-200 p-4 dark:border-graphite-700"
    >
      <h2 id="import-title" className="mb-1 font-display text-xl">
        {t('import.title', { id: current.id, file: current.file_name })}
      </h2>
      <p className="mb-3 text-sm" aria-live="polite">
        {t(`status.${current.status}`)}
        {current.mode && ` · ${t(`mode.${current.mode}`)}`}
        {current.format === 'commerceml' && ` · ${t('import.commerceml')}`}
      </p>
      {current.problem && (
        <p role="alert" className="mb-3 text-sm text-rose-700 dark:text-rose-300">
          {current.problem}
        </p>
      )}
      {current.worker_stopped_at && (
        <p role="status" className="mb-3 text-amber-800 text-sm dark:text-amber-200">
          {t('import.workerStopped', { time: formatDateTime(current.worker_stopped_at) })}
        </p>
      )}
      {current.status === 'checking' && <Spinner />}
      {current.planned && <Counts title={t('import.planned')} counts={current.planned} />}
      {current.done && current.status !== 'checked' && <Counts title={t('import.done')} counts={current.done} />}
      {['queued', 'running', 'done', 'stale', 'failed'].includes(current.status) && <Progress current={current} />}
      <div className="my-3 flex flex-wrap gap-2">
        {current.status === 'checked' && (
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            {t('import.start')}
          </Button>
        )}
        {['done', 'stale', 'failed'].includes(current.status) && (
          <Button
            variant="secondary"
            onClick={() => download(`/staff/catalog-imports/${id}/report?lang=${language}`, `import-${id}-report.csv`)}
          >
            {t('import.report')}
          </Button>
        )}
      </div>
      {start.isError && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {errorText(start.error)}
        </p>
      )}
      {current.refusals.length > 0 && <Refusals current={current} />}
    </section>
  );
}

function Counts({ title, counts }: { title: string; counts: ImportCounts }) {
  const { t } = useTranslation('staffImport');
  return (
    <div className="mb-3">
      <h3 className="mb-1 text-sm font-medium">{title}</h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {countKeys.map((key) => (
          <div key={key} className="rounded-md bg-graphite-50 p-2 dark:bg-graphite-800">
            <dt className="text-xs text-graphite-700 dark:text-graphite-300">{t(`counts.${key}`)}</dt>
            <dd className="text-lg tabular-nums" data-count={key}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Progress({ current }: { current: ImportSummary }) {
  const { t } = useTranslation('staffImport');
  const label = t('import.progress', { done: current.rows_done, total: current.rows_total });
  return (
    <div className="mb-3">
      <progress
        className="h-3 w-full accent-olive-700"
        max={Math.max(current.rows_total, 1)}
        value={current.rows_done}
        aria-label={label}
      />
      <p className="text-sm tabular-nums">{label}</p>
    </div>
  );
}

function Refusals({ current }: { current: ImportDetail }) {
  const { t } = useTranslation('staffImport');
  return (
    <div>
      <h3 className="mb-1 text-sm font-medium">
        {t('refusals.title', { shown: current.refusals.length, total: current.refusals_total })}
      </h3>
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="p-1">
                {t('refusals.row')}
              </th>
              <th scope="col" className="p-1">
                {t('refusals.column')}
              </th>
              <th scope="col" className="p-1">
                {t('refusals.reason')}
              </th>
            </tr>
          </thead>
          <tbody>
            {current.refusals.map((refusal) => (
              <tr
                key={`${refusal.row}-${refusal.column}`}
                className="border-t border-graphite-200 dark:border-graphite-700"
              >
                <td className="p-1 tabular-nums">{refusal.row}</td>
                <td className="p-1 font-mono text-xs">{refusal.column ?? '—'}</td>
                <td className="p-1">{refusal.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ExportPanel() {
  const { t } = useTranslation('staffImport');
  const errorText = useErrorText();
  const [error, setError] = useState<unknown>(null);
  const get = (path: string, name: string) => {
    setError(null);
    download(path, name).catch(setError);
  };
  return (
    <section
      aria-labelledby="export-title"
      className="rounded-lg border border-graphite-200 p-4 dark:border-graphite-700"
    >
      <h2 id="export-title" className="mb-2 font-display text-xl">
        {t('export.title')}
      </h2>
      <p className="mb-3 text-sm text-graphite-700 dark:text-graphite-300">{t('export.hint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => get('/staff/catalog-export?format=csv', 'catalogue.csv')}>
          {t('export.csv')}
        </Button>
        <Button variant="secondary" onClick={() => get('/staff/catalog-export?format=xlsx', 'catalogue.xlsx')}>
          {t('export.xlsx')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => get('/staff/catalog-import-template?format=csv', 'catalogue-template.csv')}
        >
          {t('export.templateCsv')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => get('/staff/catalog-import-template?format=xlsx', 'catalogue-template.xlsx')}
        >
          {t('export.templateXlsx')}
        </Button>
      </div>
      {error !== null && (
        <p role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-300">
          {errorText(error)}
        </p>
      )}
    </section>
  );
}

function PastImports({ current }: { current: number | null }) {
  const { t } = useTranslation('staffImport');
  const language = useLanguage();
  const imports = useImports();
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-labelledby="past-title" className="mt-8">
      <h2 id="past-title" className="mb-2 font-display text-xl">
        {t('past.title')}
      </h2>
      {imports.isError ? (
        <QueryError error={imports.error} onRetry={() => imports.refetch()} />
      ) : !imports.data ? (
        <Spinner />
      ) : imports.data.items.length === 0 ? (
        <p>{t('past.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {imports.data.items.map((item) => (
            <li key={item.id}>
              <Link
                to={`${staffPaths.import}?id=${item.id}`}
                aria-current={item.id === current ? 'true' : undefined}
                className="grid gap-1 rounded-lg border border-graphite-200 p-3 hover:bg-graphite-50 md:grid-cols-[1fr_10rem_12rem] md:items-center dark:border-graphite-700 dark:hover:bg-graphite-800"
              >
                <span className="min-w-0 truncate font-medium">
                  #{item.id} · {item.file_name}
                  {item.source === 'exchange' && (
                    <span className="ms-2 text-sm font-normal text-graphite-700 dark:text-graphite-300">
                      {t('past.exchange')}
                    </span>
                  )}
                </span>
                <span className="text-sm">{t(`status.${item.status}`)}</span>
                <span className="text-sm tabular-nums">{dateTime.format(new Date(item.created_at))}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
