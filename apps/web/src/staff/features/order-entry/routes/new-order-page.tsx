import { TakenChannel } from '@aruu/contract/staff-order-entry';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLeaveGuard } from '@/shared/hooks/use-leave-guard';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useTakeOrder } from '../api/order-entry-api';
import type { CustomerLinkState } from '../components/customer-link';
import { CustomerPicker } from '../components/customer-picker';
import { DeliveryFields } from '../components/delivery-fields';
import { OrderLines } from '../components/order-lines';
import { blankForm, type FieldErrors, isFilledIn, type OrderForm, refusalFields, requestOf } from '../order-form';

const paymentMethods = ['card', 'cash', 'bank_transfer'] as const;

/**
 * An order taken for a customer on the phone, Instagram, WhatsApp or in a shop (issue 27 item 4):
 * who, what, how it reaches them and how they pay. It is placed once however often the button is
 * pressed, and opens on its own page with the customer's link.
 */
export function Component() {
  const { t } = useTranslation('staffOrderEntry');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const take = useTakeOrder();
  const [form, setForm] = useState<OrderForm>(blankForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [taken, setTaken] = useState(false);
  // One key per intended order: a double click or a retry of the same form is placed once; a change makes a new one.
  const key = useRef<string | undefined>(undefined);
  const guard = useLeaveGuard(!taken && isFilledIn(form));

  const change = (patch: Partial<OrderForm>) => {
    key.current = undefined;
    setForm((current) => ({ ...current, ...patch }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { request, errors: found } = requestOf(form);
    if (!request) {
      setErrors(found);
      return;
    }
    setErrors({});
    key.current ??= crypto.randomUUID();
    take.mutate(
      { body: request, key: key.current },
      {
        onSuccess: (order) => {
          setTaken(true);
          toast.success(t('created', { id: order.order_id }));
          const state: CustomerLinkState = { customerLink: order.customer_link };
          void navigate(staffPaths.order(order.order_id), { state });
        },
        onError: (error) => {
          const fields = refusalFields(error);
          if (fields) setErrors(fields);
          else toast.error(errorText(error));
        },
      },
    );
  };

  return (
    <>
      <Link to={staffPaths.orders} className="mb-2 inline-block text-sm underline">
        {t('back')}
      </Link>
      <PageHeader title={t('title')} />
      <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6" data-staff-form="new-order">
        <SelectField
          label={t('channel.label')}
          value={form.channel}
          onChange={(event) => change({ channel: event.target.value as TakenChannel })}
          error={fieldText(errors.channel)}
          className="sm:max-w-xs"
        >
          {TakenChannel.options.map((channel) => (
            <option key={channel} value={channel}>
              {t(`channel.${channel}`)}
            </option>
          ))}
        </SelectField>
        <CustomerPicker
          value={form.customer}
          onChange={(customer) => change({ customer })}
          channel={form.channel}
          errors={errors}
        />
        <OrderLines lines={form.lines} onChange={(lines) => change({ lines })} error={errors.lines} />
        <DeliveryFields value={form.delivery} onChange={(delivery) => change({ delivery })} errors={errors} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-display text-lg">{t('payment.title')}</legend>
          <SelectField
            label={t('payment.method')}
            value={form.paymentMethod}
            onChange={(event) => change({ paymentMethod: event.target.value as OrderForm['paymentMethod'] })}
            error={fieldText(errors.payment_method)}
            className="sm:max-w-xs"
          >
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {t(`payment.${method}`)}
              </option>
            ))}
          </SelectField>
          {form.paymentMethod === 'card' && <p className="text-sm">{t('payment.cardHint')}</p>}
          <TextField
            label={`${t('promo')} (${t('optional')})`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={form.promoCode}
            onChange={(event) => change({ promoCode: event.target.value })}
            error={fieldText(errors.promo_code)}
            className="sm:max-w-xs"
          />
        </fieldset>
        <TextAreaField
          label={`${t('comment')} (${t('optional')})`}
          value={form.comment}
          onChange={(event) => change({ comment: event.target.value })}
          error={fieldText(errors.comment)}
        />
        <Button type="submit" loading={take.isPending} className="w-full sm:w-auto sm:self-start">
          {t('submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={guard.pending !== null}
        title={t('leave.title')}
        message={t('leave.text')}
        confirmLabel={t('leave.confirm')}
        onConfirm={guard.leave}
        onCancel={guard.stay}
        danger
      />
    </>
  );
}
