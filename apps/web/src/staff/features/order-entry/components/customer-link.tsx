import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { useSendLink } from '../api/order-entry-api';

/** What the new-order page hands the order page: the link exists only in the answer that made it. */
export interface CustomerLinkState {
  customerLink: string;
}

const linkOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'customerLink' in state && typeof state.customerLink === 'string'
    ? state.customerLink
    : undefined;

/**
 * The link a customer opens their order with, without an account. Only its hash is kept, so it
 * shows right after the order was taken or a new one was sent; "Send again" mails a new one.
 */
export function CustomerLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation('staffOrderEntry');
  const errorText = useErrorText();
  const location = useLocation();
  const send = useSendLink(orderId);
  const [link, setLink] = useState(() => linkOf(location.state));
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('link.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected for copying by hand.
      field.current?.select();
    }
  };
  const sendAgain = () =>
    send.mutate(undefined, {
      onSuccess: (sent) => {
        setLink(sent.customer_link);
        toast.success(t('link.sent', { to: sent.sent_to }));
      },
      onError: (error) => toast.error(errorText(error)),
    });
  return (
    <section
      aria-labelledby="customer-link"
      className="flex flex-col gap-2 rounded-lg border border-graphite-200 p-4 dark:border-graphite-700"
    >
      <h2 id="customer-link" className="font-display text-lg">
        {t('link.title')}
      </h2>
      <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('link.hint')}</p>
      {link ? (
        <input
          ref={field}
          readOnly
          aria-label={t('link.title')}
          value={link}
          onFocus={(event) => event.target.select()}
          className="w-full min-w-0 rounded-xl border border-graphite-300 bg-graphite-50 px-3 py-2 font-mono text-sm dark:border-graphite-700 dark:bg-graphite-800"
          data-customer-link
        />
      ) : (
        <p className="text-sm">{t('link.hidden')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {link && (
          <Button variant="secondary" onClick={() => void copy()}>
            {t('link.copy')}
          </Button>
        )}
        <Button variant="secondary" loading={send.isPending} onClick={sendAgain}>
          {t('link.sendAgain')}
        </Button>
      </div>
    </section>
  );
}
