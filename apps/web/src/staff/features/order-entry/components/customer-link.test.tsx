import type { SentCustomerLink } from '@aruu/contract/staff-order-entry';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { CustomerLink } from './customer-link';

describe("an order's customer link", () => {
  it('is hidden on a later visit; Send again mails a new one, shown to copy', async () => {
    const sent: SentCustomerLink = { customer_link: 'https://aruu.test/order-access/new456', sent_to: 'c1@example.kg' };
    const api = fakeApi({ 'POST /staff/orders/:order_id/send-link': sent });
    renderComponent(<CustomerLink orderId={7} />, { language: 'ky', app: 'staff' });
    const user = userEvent.setup();
    expect(screen.getByText('Шилтеме буйрутма берилгенден же кайра жөнөтүлгөндөн кийин гана көрүнөт.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Көчүрүү' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Кайра жөнөтүү' }));
    const link = await screen.findByRole('textbox', { name: 'Сатып алуучу үчүн шилтеме' });
    expect((link as HTMLInputElement).value).toBe(sent.customer_link);
    expect(await screen.findByText(/c1@example\.kg дарегине жөнөтүлдү/)).toBeTruthy();
    expect(api.calls('POST /staff/orders/:order_id/send-link')[0]!.params.order_id).toBe('7');
    await user.click(screen.getByRole('button', { name: 'Көчүрүү' }));
    expect(await navigator.clipboard.readText()).toBe(sent.customer_link);
  });
});
