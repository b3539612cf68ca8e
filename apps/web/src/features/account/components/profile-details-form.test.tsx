import type { User } from '@aruu/contract/auth';
import type { Language } from '@aruu/contract/languages';
import type { UpdateProfileBody } from '@aruu/contract/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/testing/builders';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { ProfileDetailsForm } from './profile-details-form';

// Issue 27, item 5: the account turns WhatsApp order updates on and off.

function renderForm(language: Language, user: User) {
  signIn();
  const api = fakeApi({
    'PATCH /users/me': ({ body }) => ({ ...user, ...(body as UpdateProfileBody) }) as User,
  });
  renderComponent(<ProfileDetailsForm user={user} />, { language, at: '/profile' });
  return api;
}

describe('the profile’s WhatsApp toggle', () => {
  it.each([
    ['en', 'Send me order updates on WhatsApp, to the phone given with each order', 'Save changes'],
    ['ru', 'Присылать новости о заказах в WhatsApp — на номер, указанный в заказе', 'Сохранить изменения'],
    [
      'ky',
      'Буйрутмалар тууралуу кабарларды WhatsApp аркылуу жибергиле — буйрутмада көрсөтүлгөн номерге',
      'Өзгөртүүлөрдү сактоо',
    ],
  ] as const)('in %s, shows the account’s choice and saves it turned on', async (language, label, save) => {
    const api = renderForm(language, signedIn({ phone: '+996555123456' }).user);
    const toggle = screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    const user = userEvent.setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(api.calls('PATCH /users/me')).toHaveLength(1));
    expect(api.calls('PATCH /users/me')[0]!.body).toMatchObject({ whatsapp_opt_in: true });
  });

  it('turns it off for an account that opted in', async () => {
    const api = renderForm('en', signedIn({ phone: '+996555123456', whatsapp_opt_in: true }).user);
    const toggle = screen.getByRole('checkbox', { name: /WhatsApp/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    const user = userEvent.setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PATCH /users/me')).toHaveLength(1));
    expect(api.calls('PATCH /users/me')[0]!.body).toMatchObject({ whatsapp_opt_in: false });
  });
});
