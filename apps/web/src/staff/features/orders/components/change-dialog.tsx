import {
  type OrderChangeBody,
  type OrderChangeKind,
  type OrderChangeReason,
  orderChangeReasons,
} from '@aruu/contract/order-changes';
import type { StaffOrderItem } from '@aruu/contract/staff-orders';
import { type FormEvent, useRef, useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/shared/ui/form-field';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { useChangePreview, useMakeChange } from '../api/order-changes-api';
import { ChangePreview } from './change-preview';
import { type PickedVariation, VariationPicker } from './variation-picker';

/** What the dialog changes: a line (remove, reduce, replace) or the order (add). */
export type ChangeTarget = { kind: Exclude<OrderChangeKind, 'add'>; item: StaffOrderItem } | { kind: 'add' };

/** Units that are not there to sell stay off the shelf unless staff say otherwise (the contract's default). */
const restocksByDefault = (reason: OrderChangeReason) => reason !== 'out_of_stock' && reason !== 'damaged';

/** A reduction starts one below the line, a replacement at the line's quantity, an addition at one. */
const initialQuantity = (target: ChangeTarget) =>
  target.kind === 'add' ? 1 : target.kind === 'reduce' ? target.item.quantity - 1 : target.item.quantity;

/** The change as the API takes it, or undefined while the form is incomplete. */
function bodyOf(
  target: ChangeTarget,
  fields: { quantity: number; variation?: PickedVariation; reason: OrderChangeReason; restock: boolean },
): OrderChangeBody | undefined {
  const { quantity, variation, reason, restock } = fields;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) return undefined;
  if (target.kind === 'add') {
    return variation ? { kind: 'add', variation_id: variation.variation_id, quantity, reason } : undefined;
  }
  const line = { order_item_id: target.item.order_item_id, reason, restock };
  if (target.kind === 'remove') return { kind: 'remove', ...line };
  if (target.kind === 'reduce')
    return quantity < target.item.quantity ? { kind: 'reduce', ...line, quantity } : undefined;
  return variation ? { kind: 'replace', ...line, variation_id: variation.variation_id, quantity } : undefined;
}

/**
 * One change to an order: what it is, why, a note for the buyer and whether the units go back on
 * the shelf, then the server's preview (lines, totals, money, whether the buyer decides) before
 * it is made. One Idempotency-Key per dialog, and one request at a time, so a double click or a
 * retry after a lost answer changes the order once.
 */
export function ChangeDialog({
  orderId,
  target,
  onClose,
}: {
  orderId: number;
  target: ChangeTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('staffOrders');
  const errorText = useErrorText();
  const [key] = useState(() => crypto.randomUUID());
  const sending = useRef(false);
  const item = target.kind === 'add' ? undefined : target.item;
  const [quantity, setQuantity] = useState(() => String(initialQuantity(target)));
  const [variation, setVariation] = useState<PickedVariation>();
  const [reason, setReason] = useState<OrderChangeReason>('out_of_stock');
  const [restock, setRestock] = useState<boolean>();
  const [note, setNote] = useState('');
  const make = useMakeChange(orderId);

  const restocking = restock ?? restocksByDefault(reason);
  const body = bodyOf(target, { quantity: Number(quantity), variation, reason, restock: restocking });
  // The note does not change the price: the preview is not asked again while it is typed.
  const preview = useChangePreview(orderId, body);
  const ready = body !== undefined && preview.data !== undefined && !preview.isPlaceholderData;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sending.current) return;
    sending.current = true;
    make.mutate(
      { key, body: { ...body, ...(note.trim() ? { note } : {}) } },
      {
        onSuccess: (change) => {
          toast.success(change.state === 'proposed' ? t('changes.proposed') : t('changes.applied'));
          onClose();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t(`changes.dialog.${target.kind}`)}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="order-change">
        {item && (
          <p className="text-sm">
            {t('changes.lineNow', { title: item.title, shade: item.variation_name, count: item.quantity })}
          </p>
        )}
        {(target.kind === 'replace' || target.kind === 'add') && (
          <VariationPicker
            productId={item?.product_id}
            exclude={item?.variation_id}
            picked={variation?.variation_id}
            onPick={setVariation}
          />
        )}
        {variation && <p className="font-medium text-sm">{t('changes.picked', { name: variation.label })}</p>}
        {target.kind !== 'remove' && (
          <TextField
            label={target.kind === 'reduce' ? t('changes.newQuantity') : t('changes.quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={target.kind === 'reduce' ? target.item.quantity - 1 : 99}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        )}
        <SelectField
          label={t('changes.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as OrderChangeReason)}
        >
          {orderChangeReasons.map((each) => (
            <option key={each} value={each}>
              {t(`changes.reasons.${each}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('changes.note')}
          placeholder={t('changes.noteHint')}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {target.kind !== 'add' && (
          <CheckboxField
            label={t('changes.restock')}
            checked={restocking}
            onChange={(event) => setRestock(event.target.checked)}
          />
        )}
        {preview.data && body && <ChangePreview preview={preview.data} />}
        {preview.isFetching && <Spinner inline />}
        {preview.error && (
          <p role="alert" className="text-rose-700 text-sm dark:text-rose-300">
            {errorText(preview.error)}
          </p>
        )}
        {make.error && (
          <p role="alert" className="text-rose-700 text-sm dark:text-rose-300">
            {errorText(make.error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('changes.keep')}
          </Button>
          <Button type="submit" loading={make.isPending} disabled={!ready}>
            {preview.data?.needs_consent ? t('changes.propose') : t('changes.apply')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
