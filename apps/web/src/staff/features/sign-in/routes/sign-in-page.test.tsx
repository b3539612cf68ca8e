import type { StaffSession } from '@aruu/contract/staff-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staffTokens } from '@/staff/shared/api/client';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Component as SignInPage } from './sign-in-page';

const session: StaffSession = {
  access_token: 'staff-access',
  refresh_token: 'staff-refresh',
  expires_in: 900,
  token_type: 'Bearer',
  session_expires_at: '2026-11-30T06:00:00.000Z',
  staff: {
    id: 5,
    email: 'aigul@aruu.kg',
    first_name: 'Aigul',
    last_name: null,
    role: 'admin',
    language: 'en',
    permissions: ['staff.manage'],
    recovery_codes_left: 10,
  },
};

describe('the staff sign-in of an enrolled employee', () => {
  it('shows a refused code at its field in words, and a right one signs in to the page asked for', async () => {
    const api = fakeApi({
      'POST /staff/auth/sign-in': { challenge_token: 'challenge', next: 'verify', expires_in: 300 },
      // The server's answer to a wrong code and to one used already: no field, one code.
      'POST /staff/auth/verify': ({ body }) =>
        body.code === '123456' ? session : refuse(401, 'invalid_second_factor'),
    });
    renderComponent(
      <Routes>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/audit" element={<h1>The audit trail</h1>} />
      </Routes>,
      { language: 'en', app: 'staff', at: '/sign-in?next=%2Faudit' },
    );
    const user = userEvent.setup();
    const password = document.querySelector<HTMLFormElement>('[data-staff-form=password]')!;
    await user.type(within(password).getByRole('textbox', { name: 'Email' }), 'aigul@aruu.kg');
    await user.type(within(password).getByLabelText('Password', { exact: true }), 'a long passphrase');
    await user.click(within(password).getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'Verification code' });
    const code = screen.getByRole('textbox', { name: 'Code from the app' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The code is wrong or has already been used')).toBeTruthy();
    expect(staffTokens.access()).toBeNull();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'The audit trail' });
    expect(staffTokens.access()).toBe('staff-access');
    expect(api.calls('POST /staff/auth/verify').map((call) => call.body)).toEqual([
      { challenge_token: 'challenge', code: '000000' },
      { challenge_token: 'challenge', code: '123456' },
    ]);
  });
});
