import type { ExchangeLocationList, ExchangeSettings, ExchangeSettingsBody } from '@aruu/contract/staff-exchange';
import {
  defaultFieldOwners,
  type ExchangeField,
  type ExchangeOwner,
  exchangeFields,
} from '@aruu/contract/staff-exchange';
import { type FormEvent, useState } from 'react';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { CheckboxField, SelectField, TextField } from '@/shared/ui/form-field';
import { fieldCodeOf } from '@/staff/shared/lib/field-error';

interface Draft {
  enabled: boolean;
  login: string;
  password: string;
  selling: string;
  compareAt: string;
  cost: string;
  warehouses: Array<{ external: string; location: string }>;
  owners: Record<ExchangeField, ExchangeOwner>;
}

function draftOf(settings: ExchangeSettings): Draft {
  const { mapping } = settings;
  return {
    enabled: settings.enabled,
    login: settings.login ?? '',
    password: '',
    selling: mapping.selling_price_type ?? '',
    compareAt: mapping.compare_at_price_type ?? '',
    cost: mapping.cost_price_type ?? '',
    warehouses: Object.entries(mapping.warehouses).map(([external, location]) => ({ external, location })),
    owners: { ...defaultFieldOwners, ...mapping.field_owners },
  };
}

const orNull = (text: string) => text.trim() || null;

function bodyOf(draft: Draft): ExchangeSettingsBody {
  return {
    enabled: draft.enabled,
    login: orNull(draft.login),
    ...(draft.password ? { password: draft.password } : {}),
    mapping: {
      selling_price_type: orNull(draft.selling),
      compare_at_price_type: orNull(draft.compareAt),
      cost_price_type: orNull(draft.cost),
      warehouses: Object.fromEntries(
        draft.warehouses.filter((row) => row.external.trim()).map((row) => [row.external.trim(), row.location]),
      ),
      field_owners: draft.owners,
    },
  };
}

const section = 'flex flex-col gap-3 rounded-lg border border-graphite-200 p-4 dark:border-graphite-700';
const hintText = 'text-sm text-graphite-700 dark:text-graphite-300';

/**
 * The exchange's settings: on or off, its account (the password is only ever set, never shown),
 * the price types and warehouses the accounting system's offers map onto, and who owns each field.
 */
export function ExchangeSettingsForm(props: {
  settings: ExchangeSettings;
  locations: ExchangeLocationList['items'];
  saving: boolean;
  saved: boolean;
  error: unknown;
  onSave: (body: ExchangeSettingsBody) => void;
}) {
  const { t } = useTranslation('staffExchange');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const [draft, setDraft] = useState(() => draftOf(props.settings));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => fieldText(fieldCodeOf(props.error, field));
  const setWarehouse = (index: number, patch: Partial<Draft['warehouses'][number]>) =>
    set({ warehouses: draft.warehouses.map((row, at) => (at === index ? { ...row, ...patch } : row)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(bodyOf(draft));
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" aria-label={t('settings.title')}>
      <section className={section}>
        <h2 className="font-display text-xl">{t('settings.title')}</h2>
        <CheckboxField
          label={t('settings.enabled')}
          checked={draft.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('settings.login')}
            value={draft.login}
            onChange={(e) => set({ login: e.target.value })}
            error={errorOf('login')}
            hint={t('settings.loginHint')}
            maxLength={64}
            autoComplete="off"
          />
          <TextField
            label={t('settings.password')}
            type="password"
            value={draft.password}
            onChange={(e) => set({ password: e.target.value })}
            error={errorOf('password')}
            hint={props.settings.password_set ? t('settings.passwordSet') : t('settings.passwordUnset')}
            maxLength={128}
            autoComplete="new-password"
          />
        </div>
      </section>

      <section className={section}>
        <h2 className="font-display text-xl">{t('prices.title')}</h2>
        <p className={hintText}>{t('prices.hint')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('prices.selling')}
            value={draft.selling}
            onChange={(e) => set({ selling: e.target.value })}
            error={errorOf('mapping.selling_price_type')}
            maxLength={200}
          />
          <TextField
            label={t('prices.compareAt')}
            value={draft.compareAt}
            onChange={(e) => set({ compareAt: e.target.value })}
            error={errorOf('mapping.compare_at_price_type')}
            maxLength={200}
          />
          <TextField
            label={t('prices.cost')}
            value={draft.cost}
            onChange={(e) => set({ cost: e.target.value })}
            error={errorOf('mapping.cost_price_type')}
            maxLength={200}
          />
        </div>
      </section>

      <section className={section}>
        <h2 className="font-display text-xl">{t('warehouses.title')}</h2>
        <p className={hintText}>{t('warehouses.hint')}</p>
        {draft.warehouses.length === 0 && <p>{t('warehouses.empty')}</p>}
        {draft.warehouses.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is the row
          <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]" data-warehouse-row>
            <TextField
              label={t('warehouses.external')}
              value={row.external}
              onChange={(e) => setWarehouse(index, { external: e.target.value })}
              error={errorOf(`mapping.warehouses.${row.external.trim()}`)}
              maxLength={200}
            />
            <SelectField
              label={t('warehouses.location')}
              value={row.location}
              onChange={(e) => setWarehouse(index, { location: e.target.value })}
            >
              {props.locations.map((location) => (
                <option key={location.code} value={location.code}>
                  {location.name} ({location.code})
                </option>
              ))}
            </SelectField>
            <Button
              type="button"
              variant="secondary"
              onClick={() => set({ warehouses: draft.warehouses.filter((_, at) => at !== index) })}
            >
              {t('warehouses.remove')}
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={props.locations.length === 0}
            onClick={() =>
              set({ warehouses: [...draft.warehouses, { external: '', location: props.locations[0]?.code ?? '' }] })
            }
          >
            {t('warehouses.add')}
          </Button>
        </div>
      </section>

      <section className={section}>
        <h2 className="font-display text-xl">{t('owners.title')}</h2>
        <p className={hintText}>{t('owners.hint')}</p>
        <div className="flex flex-col divide-y divide-graphite-200 dark:divide-graphite-700">
          {exchangeFields.map((field) => (
            <fieldset key={field} className="flex flex-wrap items-center gap-x-6 gap-y-1 py-2">
              <legend className="float-left min-w-48 font-medium">{t(`owners.field.${field}`)}</legend>
              {(['exchange', 'site'] as const).map((owner) => (
                <label key={owner} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`owner-${field}`}
                    value={owner}
                    checked={draft.owners[field] === owner}
                    onChange={() => set({ owners: { ...draft.owners, [field]: owner } })}
                    className="size-4 accent-olive-700 dark:accent-olive-300"
                  />
                  {t(`owners.${owner}`)}
                  {defaultFieldOwners[field] === owner && (
                    <span className="text-graphite-600 dark:text-graphite-400">({t('owners.byDefault')})</span>
                  )}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={props.saving}>
          {t('settings.save')}
        </Button>
        {props.saved && !props.error ? <span role="status">{t('settings.saved')}</span> : null}
        {props.error ? (
          <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
            {errorText(props.error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
