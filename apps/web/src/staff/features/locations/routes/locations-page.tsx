import type { StaffLocation } from '@aruu/contract/locations';
import { useState } from 'react';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useSaveLocation, useStaffLocations } from '../api/locations-api';
import { LocationForm } from '../components/location-form';
import { weekdayNames } from '../weekdays';

const badge = 'rounded-full px-2 py-0.5 text-xs';
const onBadge = `${badge} bg-olive-100 text-olive-900 dark:bg-olive-900 dark:text-olive-100`;
const offBadge = `${badge} bg-graphite-200 text-graphite-800 dark:bg-graphite-700 dark:text-graphite-100`;

/** The shop's shops and warehouses: what each does, its hours, and the one default; add and edit. */
export function Component() {
  const { t } = useTranslation('staffLocations');
  const language = useLanguage();
  const locations = useStaffLocations();
  const save = useSaveLocation();
  /** The location being edited; 'new' for the creation form. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const open = (target: number | 'new') => {
    save.reset();
    setEditing(target);
  };
  const form = (location?: StaffLocation) => (
    <LocationForm
      location={location}
      saving={save.isPending}
      error={save.error}
      onCancel={() => setEditing(null)}
      onSave={(change) => save.mutate(change, { onSuccess: () => setEditing(null) })}
    />
  );
  const badgesOf = (location: StaffLocation) => (
    <>
      {location.is_default && <span className={onBadge}>{t('badge.default')}</span>}
      {!location.active && <span className={offBadge}>{t('badge.inactive')}</span>}
      {location.is_pickup_point && <span className={onBadge}>{t('badge.pickup')}</span>}
      {location.ships_courier && <span className={onBadge}>{t('badge.courier')}</span>}
      {!location.is_pickup_point && !location.ships_courier && <span className={offBadge}>{t('badge.storage')}</span>}
    </>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          editing !== 'new' && (
            <Button type="button" onClick={() => open('new')}>
              {t('create')}
            </Button>
          )
        }
      />
      {editing === 'new' && <div className="mb-6">{form()}</div>}
      {locations.isError && <QueryError error={locations.error} onRetry={() => locations.refetch()} />}
      {!locations.data && !locations.isError && <Spinner />}
      {locations.data?.items.length === 0 && <p>{t('empty')}</p>}
      <ul className="flex flex-col gap-3">
        {locations.data?.items.map((location) =>
          editing === location.id ? (
            <li key={location.id}>{form(location)}</li>
          ) : (
            <li
              key={location.id}
              data-location={location.code}
              className="flex flex-col gap-3 rounded-lg border border-graphite-200 p-4 lg:flex-row lg:items-center lg:justify-between dark:border-graphite-700"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{location.name.ru}</span>
                  <span className="font-mono text-sm text-graphite-700 dark:text-graphite-300">{location.code}</span>
                  {badgesOf(location)}
                </p>
                <p className="text-sm">{location.address.ru}</p>
                <p className="text-sm text-graphite-700 dark:text-graphite-300">
                  {[
                    location.opens && location.closes
                      ? t('hours', { opens: location.opens, closes: location.closes })
                      : t('noHours'),
                    location.closed_weekdays.length > 0 &&
                      t('daysOff', { days: weekdayNames(location.closed_weekdays, language).join(', ') }),
                    location.phone,
                    t('transferDays', { count: location.transfer_days }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <Button type="button" variant="secondary" onClick={() => open(location.id)}>
                {t('edit')}
              </Button>
            </li>
          ),
        )}
      </ul>
    </>
  );
}
