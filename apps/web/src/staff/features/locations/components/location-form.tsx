import type { LocationBody, LocationPatch, StaffLocation } from '@aruu/contract/locations';
import { type FormEvent, useState } from 'react';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { CheckboxField, TextField } from '@/shared/ui/form-field';
import { fieldCodeOf } from '@/staff/shared/lib/field-error';
import { week, weekdayName } from '../weekdays';

type Texts = { ru: string; ky: string; en: string };

interface Draft {
  code: string;
  name: Texts;
  address: Texts;
  phone: string;
  opens: string;
  closes: string;
  closedWeekdays: number[];
  isPickupPoint: boolean;
  shipsCourier: boolean;
  active: boolean;
  isDefault: boolean;
  transferDays: string;
  position: string;
}

function draftOf(location?: StaffLocation): Draft {
  return {
    code: location?.code ?? '',
    name: location?.name ?? { ru: '', ky: '', en: '' },
    address: location?.address ?? { ru: '', ky: '', en: '' },
    phone: location?.phone ?? '',
    opens: location?.opens ?? '',
    closes: location?.closes ?? '',
    closedWeekdays: location?.closed_weekdays ?? [],
    isPickupPoint: location?.is_pickup_point ?? true,
    shipsCourier: location?.ships_courier ?? false,
    active: location?.active ?? true,
    isDefault: location?.is_default ?? false,
    transferDays: String(location?.transfer_days ?? 1),
    position: String(location?.position ?? 0),
  };
}

/** Text that is no whole number goes as NaN, so the API refuses it on its field like any other mistake. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

function changesOf(draft: Draft) {
  return {
    name: draft.name,
    address: draft.address,
    phone: draft.phone.trim() || null,
    opens: draft.opens || null,
    closes: draft.closes || null,
    closed_weekdays: draft.closedWeekdays,
    is_pickup_point: draft.isPickupPoint,
    ships_courier: draft.shipsCourier,
    active: draft.active,
    transfer_days: wholeNumber(draft.transferDays),
    position: wholeNumber(draft.position),
  };
}

/** The weekdays the location is closed: nothing leaves it and nothing is collected there on them. */
function ClosedWeekdaysField(props: {
  value: number[];
  error: string | undefined;
  onChange: (days: number[]) => void;
}) {
  const { t } = useTranslation('staffLocations');
  const language = useLanguage();
  const toggle = (weekday: number, closed: boolean) =>
    props.onChange(
      closed ? [...props.value, weekday].sort((a, b) => a - b) : props.value.filter((day) => day !== weekday),
    );
  return (
    <fieldset className="sm:col-span-3" data-closed-weekdays>
      <legend className="mb-2 text-sm font-medium">{t('field.closedWeekdays')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {week.map((weekday) => (
          <CheckboxField
            key={weekday}
            label={weekdayName(weekday, language)}
            checked={props.value.includes(weekday)}
            onChange={(event) => toggle(weekday, event.target.checked)}
          />
        ))}
      </div>
      <p className="mt-1 text-sm text-graphite-700 dark:text-graphite-300">{t('hint.closedWeekdays')}</p>
      {props.error && (
        <p className="mt-1 text-sm text-rose-700 dark:text-rose-300" data-field-error>
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

export type LocationSave = { id?: undefined; body: LocationBody } | { id: number; body: LocationPatch };

/**
 * A shop or warehouse: its code (fixed once created), name and address in the three languages,
 * phone, hours, what it does (pickup, courier), whether it is open, the default, and its order.
 */
export function LocationForm(props: {
  location?: StaffLocation;
  saving: boolean;
  error: unknown;
  onSave: (save: LocationSave) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffLocations');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const [draft, setDraft] = useState(() => draftOf(props.location));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (...fields: string[]) =>
    fieldText(fields.map((field) => fieldCodeOf(props.error, field)).find(Boolean));
  const { location } = props;
  const wasDefault = location?.is_default ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!location) {
      props.onSave({ body: { code: draft.code, ...changesOf(draft) } });
      return;
    }
    props.onSave({
      id: location.id,
      body: { ...changesOf(draft), ...(draft.isDefault && !wasDefault ? { is_default: true } : {}) },
    });
  };

  const textFields = (key: 'name' | 'address', max: number) =>
    (['ru', 'ky', 'en'] as const).map((lang) => (
      <TextField
        key={`${key}-${lang}`}
        label={t(`field.${key}${lang === 'ru' ? 'Ru' : lang === 'ky' ? 'Ky' : 'En'}`)}
        value={draft[key][lang]}
        onChange={(e) => set({ [key]: { ...draft[key], [lang]: e.target.value } })}
        error={errorOf(`${key}.${lang}`, lang === 'ru' ? key : '')}
        hint={lang === 'ru' ? undefined : t('hint.translations')}
        required={lang === 'ru'}
        maxLength={max}
      />
    ));

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-graphite-200 p-4 sm:grid-cols-3 dark:border-graphite-700"
      aria-label={location ? t('editTitle', { name: location.name.ru }) : t('newTitle')}
    >
      <TextField
        label={t('field.code')}
        value={draft.code}
        onChange={(e) => set({ code: e.target.value.toLowerCase() })}
        error={errorOf('code')}
        hint={t('hint.code')}
        required
        disabled={location !== undefined}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label={t('field.phone')}
        type="tel"
        value={draft.phone}
        onChange={(e) => set({ phone: e.target.value })}
        error={errorOf('phone')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('field.opens')}
          type="time"
          value={draft.opens}
          onChange={(e) => set({ opens: e.target.value })}
          error={errorOf('opens')}
          hint={t('hint.hours')}
        />
        <TextField
          label={t('field.closes')}
          type="time"
          value={draft.closes}
          onChange={(e) => set({ closes: e.target.value })}
          error={errorOf('closes')}
        />
      </div>
      <ClosedWeekdaysField
        value={draft.closedWeekdays}
        error={errorOf('closed_weekdays', 'closed_weekdays.0')}
        onChange={(closedWeekdays) => set({ closedWeekdays })}
      />
      {textFields('name', 80)}
      {textFields('address', 200)}
      <TextField
        label={t('field.transferDays')}
        value={draft.transferDays}
        onChange={(e) => set({ transferDays: e.target.value })}
        error={errorOf('transfer_days')}
        inputMode="numeric"
        required
      />
      <TextField
        label={t('field.position')}
        value={draft.position}
        onChange={(e) => set({ position: e.target.value })}
        error={errorOf('position')}
        inputMode="numeric"
      />
      <div className="flex flex-col gap-3 sm:col-span-3 sm:flex-row sm:flex-wrap sm:gap-6">
        <CheckboxField
          label={t('field.pickup')}
          checked={draft.isPickupPoint}
          onChange={(e) => set({ isPickupPoint: e.target.checked })}
          error={errorOf('is_pickup_point')}
        />
        <CheckboxField
          label={t('field.courier')}
          checked={draft.shipsCourier}
          onChange={(e) => set({ shipsCourier: e.target.checked })}
        />
        <CheckboxField
          label={t('field.active')}
          checked={draft.active}
          onChange={(e) => set({ active: e.target.checked })}
          error={errorOf('active')}
        />
        {location && (
          <CheckboxField
            label={t('field.default')}
            checked={draft.isDefault}
            disabled={wasDefault}
            onChange={(e) => set({ isDefault: e.target.checked })}
            error={errorOf('is_default')}
          />
        )}
      </div>
      {location && (
        <p className="text-sm text-graphite-700 sm:col-span-3 dark:text-graphite-300">
          {wasDefault ? t('hint.defaultFixed') : t('hint.default')}
        </p>
      )}
      {props.error !== null && props.error !== undefined && (
        <p role="alert" className="text-sm text-rose-700 sm:col-span-3 dark:text-rose-300">
          {errorText(props.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" loading={props.saving}>
          {t('save')}
        </Button>
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
