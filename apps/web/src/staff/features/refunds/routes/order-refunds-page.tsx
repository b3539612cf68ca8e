import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { RefundsPanel } from '../components/refunds-panel';

/** An order's refunds and returns on a page of their own (`/staff/orders/{id}/refunds`). */
export function Component() {
  const { t } = useTranslation('staffRefunds');
  const orderId = Number(useParams().orderId);
  return (
    <>
      <PageHeader title={t('title', { id: orderId })} />
      <RefundsPanel orderId={orderId} />
    </>
  );
}
