import type { RequestDetail } from '@aruu/contract/staff-requests';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staffMember } from '@/testing/builders';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Component as RequestPage } from './request-page';

const me = staffMember({ language: 'ru', permissions: ['requests.manage'] });

const request: RequestDetail = {
  kind: 'help',
  id: 12,
  name: 'Айгүл',
  phone: '+996 700 123 456',
  email: 'aigul@example.kg',
  language: 'ky',
  status: 'new',
  assignee: null,
  preview: 'Бул крем кургак териге ылайыктуубу?',
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  message: 'Бул крем кургак териге ылайыктуубу?',
  thread: [],
  reply_frame: { greeting: 'Саламатсызбы, Айгүл!', signature: 'Урмат менен, Aruu командасы' },
};

describe('the request page’s reply', () => {
  it('starts with the greeting the mail will carry, shows the signature it adds, and sends the box as it is', async () => {
    const api = fakeApi({
      'GET /staff/me': me,
      'GET /staff/requests/:kind/:id': request,
      'GET /staff/requests/assignees': [],
      'POST /staff/requests/:kind/:id/replies': { ...request, status: 'in_progress' },
    });
    renderComponent(
      <Routes>
        <Route path="/requests/:kind/:id" element={<RequestPage />} />
      </Routes>,
      { language: 'ru', at: '/requests/help/12', app: 'staff' },
    );
    const box = (await screen.findByLabelText('Ответ по email')) as HTMLTextAreaElement;
    expect(box.value).toBe('Саламатсызбы, Айгүл!\n\n');
    expect(screen.getByText(/добавит подпись «Урмат менен, Aruu командасы»/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Отправить ответ' });
    // The greeting alone is not a reply.
    expect(send.hasAttribute('disabled')).toBe(true);

    const user = userEvent.setup();
    await user.type(box, 'Ооба, ылайыктуу.');
    await user.click(send);
    await waitFor(() => expect(api.calls('POST /staff/requests/:kind/:id/replies')).toHaveLength(1));
    expect(api.calls('POST /staff/requests/:kind/:id/replies')[0]!.body).toEqual({
      text: 'Саламатсызбы, Айгүл!\n\nОоба, ылайыктуу.',
    });
    await waitFor(() => expect(box.value).toBe('Саламатсызбы, Айгүл!\n\n'));
  });
});
