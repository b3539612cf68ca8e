import { useState } from 'react';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useExchangeLocations, useExchangeSettings, useSaveExchangeSettings } from '../api/exchange-api';
import { ExchangeRuns } from '../components/exchange-runs';
import { ExchangeSettingsForm } from '../components/exchange-settings-form';

/** The address to give the accounting system, with the shop's origin as this browser reaches it. */
function ExchangeAddress({ path }: { path: string }) {
  const { t } = useTranslation('staffExchange');
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${path}`;
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-graphite-200 p-4 dark:border-graphite-700">
      <h2 className="font-display text-xl">{t('connect.title')}</h2>
      <p className="text-sm font-medium">{t('connect.url')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="break-all rounded bg-graphite-100 px-2 py-1 dark:bg-graphite-800" data-exchange-url>
          {url}
        </code>
        <Button
          type="button"
          variant="secondary"
          onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}
        >
          {copied ? t('connect.copied') : t('connect.copy')}
        </Button>
      </div>
      <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('connect.urlHint')}</p>
    </section>
  );
}

/** The accounting exchange (1C, МойСклад): where to point it, its settings, and the log of its runs. */
export function Component() {
  const { t } = useTranslation('staffExchange');
  const language = useLanguage();
  const settings = useExchangeSettings();
  const locations = useExchangeLocations(language);
  const save = useSaveExchangeSettings();
  const failed = settings.isError ? settings : locations.isError ? locations : null;
  return (
    <>
      <PageHeader title={t('title')} />
      {failed && <QueryError error={failed.error} onRetry={() => failed.refetch()} />}
      {(!settings.data || !locations.data) && !failed && <Spinner />}
      {settings.data && locations.data && (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <ExchangeAddress path={settings.data.path} />
            <ExchangeSettingsForm
              settings={settings.data}
              locations={locations.data.items}
              saving={save.isPending}
              saved={save.isSuccess}
              error={save.error}
              onSave={(body) => save.mutate(body)}
            />
          </div>
          <ExchangeRuns />
        </div>
      )}
    </>
  );
}
