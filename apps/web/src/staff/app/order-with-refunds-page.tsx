import { CustomerLink } from '@/staff/features/order-entry/components/customer-link';
import { OrderPage } from '@/staff/features/orders/routes/order-page';
import { RefundsPanel } from '@/staff/features/refunds/components/refunds-panel';
import { useMay } from '@/staff/shared/session/use-staff-me';

/** The order's refunds, for those who may refund: their outcomes and the refund and return buttons. */
function OrderMoney({ orderId }: { orderId: number }) {
  const mayRefund = useMay('payments.refund');
  if (!mayRefund) return null;
  return (
    <div className="rounded-lg border border-graphite-200 p-4 dark:border-graphite-700">
      <RefundsPanel orderId={orderId} />
    </div>
  );
}

/** The link of an order staff took for a customer, for those who may take orders. */
function OrderCustomerLink({ orderId }: { orderId: number }) {
  const mayManage = useMay('orders.manage');
  return mayManage ? <CustomerLink orderId={orderId} /> : null;
}

/**
 * The order page with its refunds and its customer's link: features composed here, since a
 * feature does not import another (docs/areas/web.md, "The staff app").
 */
export function Component() {
  return (
    <OrderPage
      money={(orderId) => <OrderMoney orderId={orderId} />}
      customerLink={(orderId) => <OrderCustomerLink orderId={orderId} />}
    />
  );
}
