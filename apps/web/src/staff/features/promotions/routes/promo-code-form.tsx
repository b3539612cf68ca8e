import { formatSomInput, parseSomText } from '@aruu/contract/som-text';
import type { PromoCode, PromoCodeBody, PromoKind } from '@aruu/contract/staff-promotions';
import { type FormEvent, useState } from 'react';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { CheckboxField, SelectField, TextField } from '@/shared/ui/form-field';
import { fieldCodeOf } from '@/staff/shared/lib/field-error';

/** A `datetime-local` value (the browser's time zone) from an ISO moment, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

interface Draft {
  code: string;
  kind: PromoKind;
  value: string;
  minOrder: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  oncePerUser: boolean;
  active: boolean;
}

function draftOf(code?: PromoCode): Draft {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    value: code ? (code.kind === 'fixed' ? formatSomInput(code.value) : String(code.value)) : '',
    minOrder: code && code.min_order > 0 ? formatSomInput(code.min_order) : '',
    validFrom: toLocalInput(code?.valid_from ?? null),
    validUntil: toLocalInput(code?.valid_until ?? null),
    usageLimit: code?.usage_limit == null ? '' : String(code.usage_limit),
    oncePerUser: code?.once_per_user ?? true,
    active: code?.active ?? true,
  };
}

/**
 * What the API takes: amounts in tyiyn read from the typed som without floating point. Text that
 * is no amount goes as NaN, so the API refuses it on its field like any other mistake.
 */
function bodyOf(draft: Draft): PromoCodeBody {
  const tyiyn = (text: string) => parseSomText(text) ?? Number.NaN;
  return {
    code: draft.code,
    kind: draft.kind,
    value: draft.kind === 'fixed' ? tyiyn(draft.value) : Number(draft.value || Number.NaN),
    min_order: draft.minOrder.trim() ? tyiyn(draft.minOrder) : 0,
    valid_from: fromLocalInput(draft.validFrom),
    valid_until: fromLocalInput(draft.validUntil),
    usage_limit: draft.usageLimit.trim() ? Number(draft.usageLimit) : null,
    once_per_user: draft.oncePerUser,
    active: draft.active,
  };
}

export function PromoCodeForm(props: {
  code?: PromoCode;
  saving: boolean;
  error: unknown;
  onSave: (body: PromoCodeBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffPromotions');
  const fieldText = useFieldErrorText();
  const [draft, setDraft] = useState(() => draftOf(props.code));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => fieldText(fieldCodeOf(props.error, field));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(bodyOf(draft));
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-graphite-200 p-4 sm:grid-cols-2 dark:border-graphite-700"
      aria-label={props.code ? t('editTitle', { code: props.code.code }) : t('newTitle')}
    >
      <TextField
        label={t('field.code')}
        value={draft.code}
        onChange={(e) => set({ code: e.target.value.toUpperCase() })}
        error={errorOf('code')}
        hint={t('hint.code')}
        required
        autoCapitalize="characters"
      />
      <SelectField
        label={t('field.kind')}
        value={draft.kind}
        onChange={(e) => set({ kind: e.target.value as PromoKind })}
      >
        <option value="percent">{t('kind.percent')}</option>
        <option value="fixed">{t('kind.fixed')}</option>
      </SelectField>
      <TextField
        label={draft.kind === 'percent' ? t('field.percent') : t('field.amount')}
        value={draft.value}
        onChange={(e) => set({ value: e.target.value })}
        error={errorOf('value')}
        inputMode="decimal"
        required
      />
      <TextField
        label={t('field.minOrder')}
        value={draft.minOrder}
        onChange={(e) => set({ minOrder: e.target.value })}
        error={errorOf('min_order')}
        inputMode="decimal"
      />
      <TextField
        label={t('field.validFrom')}
        type="datetime-local"
        value={draft.validFrom}
        onChange={(e) => set({ validFrom: e.target.value })}
        error={errorOf('valid_from')}
      />
      <TextField
        label={t('field.validUntil')}
        type="datetime-local"
        value={draft.validUntil}
        onChange={(e) => set({ validUntil: e.target.value })}
        error={errorOf('valid_until')}
      />
      <TextField
        label={t('field.usageLimit')}
        value={draft.usageLimit}
        onChange={(e) => set({ usageLimit: e.target.value })}
        error={errorOf('usage_limit')}
        hint={t('hint.usageLimit')}
        inputMode="numeric"
      />
      <div className="flex flex-col justify-end gap-3">
        <CheckboxField
          label={t('field.oncePerUser')}
          checked={draft.oncePerUser}
          onChange={(e) => set({ oncePerUser: e.target.checked })}
        />
        <CheckboxField
          label={t('field.active')}
          checked={draft.active}
          onChange={(e) => set({ active: e.target.checked })}
        />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
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
