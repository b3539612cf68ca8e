import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { SelectField, TextField } from '@/shared/ui/form-field';
import { Pagination } from '@/shared/ui/pagination';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { useMay } from '@/staff/shared/session/use-staff-me';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useActors, useAuditPage } from '../api/audit-api';
import { type FilterForm, formOf, paramsOf, queryOf } from '../audit-filters';
import { AuditEntryRow } from '../components/audit-entry';
import { auditObjects, type LooseTranslate, objectName } from '../describe-entry';

function Filters({ initial, onApply }: { initial: FilterForm; onApply: (form: FilterForm) => void }) {
  const { t } = useTranslation('staffAudit');
  const loose = t as unknown as LooseTranslate;
  const [form, setForm] = useState(initial);
  const actors = useActors(useMay('staff.manage'));
  const set = (field: keyof FilterForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  const empty: FilterForm = { actor: '', objectType: '', objectId: '', fromDay: '', toDay: '' };
  return (
    <form
      onSubmit={submit}
      aria-label={t('filters.label')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
      data-audit-filters
    >
      {actors.data ? (
        <SelectField label={t('filters.actor')} value={form.actor} onChange={set('actor')}>
          <option value="">{t('filters.anyActor')}</option>
          {actors.data.map((member) => (
            <option key={member.id} value={member.id}>
              {[member.first_name, member.last_name].filter(Boolean).join(' ')} ({member.email})
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField label={t('filters.actor')} inputMode="numeric" value={form.actor} onChange={set('actor')} />
      )}
      <SelectField label={t('filters.objectType')} value={form.objectType} onChange={set('objectType')}>
        <option value="">{t('anyObject')}</option>
        {auditObjects.map((type) => (
          <option key={type} value={type}>
            {objectName(loose, type)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('filters.objectId')} value={form.objectId} onChange={set('objectId')} />
      <TextField label={t('filters.from')} type="date" value={form.fromDay} onChange={set('fromDay')} />
      <TextField label={t('filters.to')} type="date" value={form.toDay} onChange={set('toDay')} />
      <div className="flex gap-2">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setForm(empty);
            onApply(empty);
          }}
        >
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  );
}

/** Who did what and when, newest first, filtered by person, object and date. */
export function Component() {
  const { t } = useTranslation('staffAudit');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const audit = useAuditPage(query);
  const desktop = useMediaQuery('(min-width: 62em)');
  const pageCount = audit.data ? Math.ceil(audit.data.total / audit.data.page_size) : 0;
  return (
    <>
      <PageHeader title={t('title')} />
      {/* Open on a desktop; on a phone folded away unless a filter is set, so the entries come first. */}
      <details open={desktop || params.size > 0} className="mb-6">
        <summary className="mb-3 min-h-11 cursor-pointer content-center text-sm font-medium lg:hidden">
          {t('filters.label')}
        </summary>
        <Filters initial={formOf(params)} onApply={(form) => setParams(paramsOf(form))} />
      </details>
      {audit.isError ? (
        <QueryError error={audit.error} onRetry={() => audit.refetch()} />
      ) : !audit.data ? (
        <Spinner />
      ) : (
        <>
          <p className="mb-3 text-sm text-graphite-700 dark:text-graphite-300" aria-live="polite">
            {t('total', { count: audit.data.total })}
          </p>
          {audit.data.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ol className="flex flex-col gap-2" aria-busy={audit.isPlaceholderData || undefined}>
              {audit.data.items.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          <Pagination
            page={Number(query.page ?? 1)}
            pageCount={pageCount}
            hrefOf={(page) => `${staffPaths.audit}?${paramsOf(formOf(params), page)}`}
          />
        </>
      )}
    </>
  );
}
