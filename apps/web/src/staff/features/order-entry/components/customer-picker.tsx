import type { Language } from '@aruu/contract/common';
import type { OrderEntryCustomer, TakenChannel } from '@aruu/contract/staff-order-entry';
import { useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { CheckboxField, SelectField, TextField } from '@/shared/ui/form-field';
import { useCustomerMatches } from '../api/order-entry-api';
import type { CustomerChoice, FieldErrors, NewCustomerFields } from '../order-form';

interface CustomerPickerProps {
  value: CustomerChoice;
  onChange: (value: CustomerChoice) => void;
  channel: TakenChannel;
  errors: FieldErrors;
}

function Matches({ onPick }: { onPick: (customer: OrderEntryCustomer) => void }) {
  const { t } = useTranslation('staffOrderEntry');
  const [text, setText] = useState('');
  const matches = useCustomerMatches(useDebouncedValue(text, 300));
  return (
    <search className="flex flex-col gap-2">
      <TextField
        label={t('customer.search')}
        hint={t('customer.searchHint')}
        type="search"
        enterKeyHint="search"
        // The search lives inside the order's form: Enter searches, it does not place the order.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {text.trim().length >= 2 && matches.data?.items.length === 0 && <p className="text-sm">{t('customer.none')}</p>}
      {text.trim().length >= 2 && matches.data && matches.data.items.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('customer.title')}>
          {matches.data.items.map((customer) => (
            <li
              key={customer.user_id}
              data-customer={customer.user_id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-graphite-200 p-3 dark:border-graphite-700"
            >
              <div className="min-w-0 text-sm break-words">
                <p className="font-medium">{customer.name}</p>
                <p>
                  {customer.phone ?? '—'} · {customer.email} · {t('customer.orders', { count: customer.orders_count })}
                </p>
                {customer.blocked && <p className="text-rose-700 dark:text-rose-300">{t('customer.blocked')}</p>}
              </div>
              <Button
                variant="secondary"
                disabled={customer.blocked}
                aria-label={`${t('customer.choose')}: ${customer.name}`}
                onClick={() => onPick(customer)}
              >
                {t('customer.choose')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}

function NewCustomer({
  fields,
  onChange,
  channel,
  errors,
}: {
  fields: NewCustomerFields;
  onChange: (fields: NewCustomerFields) => void;
  channel: TakenChannel;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('staffOrderEntry');
  const fieldText = useFieldErrorText();
  const text = (key: 'name' | 'phone' | 'email') => ({
    label: t(`customer.${key}`),
    value: fields[key],
    onChange: (event: { target: { value: string } }) => onChange({ ...fields, [key]: event.target.value }),
    error: fieldText(errors[`customer.new.${key}`]),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField {...text('name')} autoComplete="off" />
      <TextField {...text('phone')} type="tel" inputMode="tel" autoComplete="off" />
      <TextField {...text('email')} type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} />
      <SelectField
        label={t('customer.language')}
        value={fields.language}
        onChange={(event) => onChange({ ...fields, language: event.target.value as Language })}
      >
        {(['ru', 'ky', 'en'] as const).map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <CheckboxField
          label={t('customer.consent', { channel: t(`channelIn.${channel}`) })}
          checked={fields.consent}
          onChange={(event) => onChange({ ...fields, consent: event.target.checked })}
          error={fieldText(errors['customer.new.consent'])}
        />
      </div>
    </div>
  );
}

const emptyNewCustomer: NewCustomerFields = { name: '', phone: '', email: '', language: 'ru', consent: false };

export function CustomerPicker({ value, onChange, channel, errors }: CustomerPickerProps) {
  const { t } = useTranslation('staffOrderEntry');
  const fieldText = useFieldErrorText();
  const tab = (mode: CustomerChoice['mode']) => (
    <Button
      variant={value.mode === mode ? 'primary' : 'secondary'}
      aria-pressed={value.mode === mode}
      onClick={() =>
        value.mode !== mode && onChange(mode === 'find' ? { mode, picked: null } : { mode, fields: emptyNewCustomer })
      }
    >
      {t(mode === 'find' ? 'customer.find' : 'customer.new')}
    </Button>
  );
  const picked = value.mode === 'find' ? value.picked : null;
  return (
    <section aria-labelledby="entry-customer" className="flex flex-col gap-3">
      <h2 id="entry-customer" className="font-display text-lg">
        {t('customer.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {tab('find')}
        {tab('new')}
      </div>
      {errors.customer && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300" data-field-error>
          {errors.customer === 'required' ? t('customer.required') : fieldText(errors.customer)}
        </p>
      )}
      {value.mode === 'new' ? (
        <NewCustomer
          fields={value.fields}
          onChange={(fields) => onChange({ mode: 'new', fields })}
          channel={channel}
          errors={errors}
        />
      ) : picked ? (
        <div
          data-picked-customer={picked.user_id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-olive-600 p-3"
        >
          <p className="min-w-0 text-sm break-words">
            <span className="font-medium">{picked.name}</span>
            <br />
            {picked.phone ?? '—'} · {picked.email}
          </p>
          <Button variant="ghost" onClick={() => onChange({ mode: 'find', picked: null })}>
            {t('customer.change')}
          </Button>
        </div>
      ) : (
        <Matches onPick={(customer) => onChange({ mode: 'find', picked: customer })} />
      )}
    </section>
  );
}
