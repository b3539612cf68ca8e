import type { UdsAccount } from '@aruu/contract/payments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { UdsCard } from './uds-card';

// Issue 29, item 11b: the UDS balance in the account once the shopper links their UDS code.

const linked: UdsAccount = { uds: { customer_name: 'Айгерим', balance: 1500 } };
const text = (selector: string) => document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ');

describe('the account’s UDS card', () => {
  it('links by the code from the UDS app and then shows the balance; unlinking asks for a code again', async () => {
    signIn();
    const api = fakeApi({
      'GET /users/uds': { uds: null },
      'POST /users/uds/link': ({ body }) => (body.uds_code === '111111' ? linked : refuse(400, 'uds_code_invalid', {})),
      'POST /users/uds/unlink': { uds: null },
      'GET /carts/uds_points': { uds: null },
    });
    renderComponent(<UdsCard />, { language: 'en', at: '/my-acc' });
    const code = await screen.findByRole('textbox', { name: 'Code from the UDS app' });
    const user = userEvent.setup();

    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(text('[data-uds-balance]')).toBeUndefined();

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(text('[data-uds-balance]')).toBe('1,500 points'));
    expect(screen.getByText('Айгерим')).toBeTruthy();
    expect(api.calls('POST /users/uds/link').map((call) => call.body)).toEqual([
      { uds_code: '999999' },
      { uds_code: '111111' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    await screen.findByRole('textbox', { name: 'Code from the UDS app' });
    expect(api.calls('POST /users/uds/unlink')).toHaveLength(1);
  });

  it('shows the balance UDS gives in Russian', async () => {
    signIn();
    fakeApi({ 'GET /users/uds': { uds: { customer_name: 'Бакыт', balance: 302 } } });
    renderComponent(<UdsCard />, { language: 'ru', at: '/my-acc' });
    await waitFor(() => expect(text('[data-uds-balance]')).toBe('302 балла'));
  });

  it('offers a retry when UDS is down', async () => {
    signIn();
    fakeApi({ 'GET /users/uds': refuse(503, 'loyalty_unavailable') });
    renderComponent(<UdsCard />, { language: 'en', at: '/my-acc' });
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toMatch(/temporarily unavailable/);
  });
});
