import type { StaffMe } from '@aruu/contract/staff-auth';
import type { CustomerDetail } from '@aruu/contract/staff-customers';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Component as CustomerPage } from './customer-page';

const me: StaffMe = {
  id: 5,
  email: 'aigul@aruu.kg',
  first_name: 'Aigul',
  last_name: null,
  role: 'manager',
  language: 'ru',
  permissions: ['customers.read'],
  recovery_codes_left: 10,
};

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
  uds: { linked: false, customer_uid: null },
  orders: [],
};

function renderPage(language: 'ru' | 'en' | 'ky') {
  fakeApi({ 'GET /staff/me': { ...me, language }, 'GET /staff/customers/:id': customer });
  renderComponent(
    <Routes>
      <Route path="/customers/:id" element={<CustomerPage />} />
    </Routes>,
    { language, at: '/customers/9', app: 'staff' },
  );
}

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
});
