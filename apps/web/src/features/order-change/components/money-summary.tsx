import type { BuyerOrderChange } from '@aruu/contract/order-changes';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

/** What the change does to the buyer's money, in plain words: a refund, a payment on top, or the new price. */
export function useMoneyWords() {
  const { t } = useTranslation('orderChange');
  const formatSom = useFormatSom();
  return (change: BuyerOrderChange): string => {
    const { difference, refund, to_pay } = change.money;
    // The points UDS gives back, as the refund names them (`uds_points`). `refund.points` is the
    // part of the UDS purchase refunded, in som: never a number of points. Unnamed (a change
    // proposed before decision 086, or a part cut to what is left of the purchase): said without one.
    const count = refund?.points_back ?? 0;
    const unnamed = refund !== null && count === 0 && refund.points > 0;
    if (refund && refund.card > 0) {
      const card = formatSom(refund.card);
      if (count > 0) return t('money.refundBoth', { card, count });
      return t(unnamed ? 'money.refundCardUnnamedPoints' : 'money.refundCard', { card });
    }
    if (count > 0) return t('money.refundPoints', { count });
    if (unnamed) return t('money.refundUnnamedPoints');
    if (to_pay > 0 && change.payment_method === 'card') return t('money.pay', { amount: formatSom(to_pay) });
    if (difference > 0) return t('money.dearer', { amount: formatSom(difference) });
    if (difference < 0) return t('money.cheaper', { amount: formatSom(-difference) });
    return t('money.same');
  };
}

export function MoneySummary({ change }: { change: BuyerOrderChange }) {
  const { t } = useTranslation('orderChange');
  const words = useMoneyWords();
  return (
    <div className="rounded-2xl bg-olive-100 p-4 dark:bg-graphite-800" data-change-money>
      <p className="font-medium">{words(change)}</p>
      {change.money.promo_note && <p className="mt-1 text-sm">{t(`promo.${change.money.promo_note}`)}</p>}
    </div>
  );
}
