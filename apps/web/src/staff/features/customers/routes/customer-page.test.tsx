import type { CustomerDetail } from '@aruu/contract/staff-customers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staffMember } from '@/testing/builders';
import { type FakeAnswers, fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Component as CustomerPage } from './customer-page';

const me = staffMember({ language: 'ru', permissions: ['customers.read'] });

const customer: CustomerDetail = {
  id: 9,
  name: 'Нурлан Асанов',
  email: 'nurlan@example.kg',
  phone: null,
  account_type: 'individual',
  registered_at: '2026-10-01T08:00:00.000Z',
  orders_count: 0,
  total_spent: 0,
  blocked: false,
  returns_count: 0,
  returns_flagged: false,
  language: 'ky',
  blocked_at: null,
  block: null,
  cancelled_orders: { total: 0, by_buyer: 0, by_staff: 0, by_system: 0 },
  uds: { linked: false, customer_uid: null },
  orders: [],
};

function renderPage(language: 'ru' | 'en' | 'ky', answers: FakeAnswers = {}, permissions = me.permissions) {
  const api = fakeApi({
    'GET /staff/me': { ...me, language, permissions },
    'GET /staff/customers/:id': customer,
    ...answers,
  });
  renderComponent(
    <Routes>
      <Route path="/customers/:id" element={<CustomerPage />} />
    </Routes>,
    { language, at: '/customers/9', app: 'staff' },
  );
  return { api, user: userEvent.setup() };
}

const blockedCustomer: CustomerDetail = {
  ...customer,
  blocked: true,
  blocked_at: '2026-11-20T09:30:00.000Z',
  block: { reason: 'Три неоплаченных заказа подряд', by: { id: 5, name: 'Aigul Sadykova' } },
};

describe('the customer page', () => {
  it('names the mail language in words, in the staff member’s language', async () => {
    renderPage('ru');
    expect(await screen.findByText('Язык писем: кыргызский')).toBeTruthy();
    expect(screen.queryByText(/: ky$/)).toBeNull();
  });

  it('in English', async () => {
    renderPage('en');
    expect(await screen.findByText('Email language: Kyrgyz')).toBeTruthy();
  });

  it('in Kyrgyz', async () => {
    renderPage('ky');
    expect(await screen.findByText('Каттардын тили: кыргыз тили')).toBeTruthy();
  });

  it('shows the count of cancelled orders and who cancelled them', async () => {
    renderPage('ru', {
      'GET /staff/customers/:id': {
        ...customer,
        cancelled_orders: { total: 4, by_buyer: 2, by_staff: 1, by_system: 1 },
      },
    });
    expect(await screen.findByText('Отменённых заказов: 4 (покупатель — 2, сотрудники — 1, система — 1)')).toBeTruthy();
  });

  it('shows why a blocked customer was blocked, by whom and when', async () => {
    renderPage('en', { 'GET /staff/customers/:id': blockedCustomer });
    expect(await screen.findByText('Reason: Три неоплаченных заказа подряд')).toBeTruthy();
    expect(screen.getByText(/^Blocked .* by Aigul Sadykova$/)).toBeTruthy();
  });

  it('blocks only with a reason, and sends the reason', async () => {
    const { api, user } = renderPage('ru', { 'POST /staff/customers/:id/block': blockedCustomer }, [
      'customers.read',
      'customers.manage',
    ]);
    const button = await screen.findByRole('button', { name: 'Заблокировать' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/Причина блокировки/), '   ');
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.clear(screen.getByLabelText(/Причина блокировки/));
    await user.type(screen.getByLabelText(/Причина блокировки/), 'Три неоплаченных заказа подряд');
    await user.click(button);
    await waitFor(() => expect(api.calls('POST /staff/customers/:id/block')).toHaveLength(1));
    expect(api.calls('POST /staff/customers/:id/block')[0]!.body).toEqual({
      reason: 'Три неоплаченных заказа подряд',
    });
    expect(await screen.findByText('Причина: Три неоплаченных заказа подряд')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Разблокировать' })).toBeTruthy();
  });
});
