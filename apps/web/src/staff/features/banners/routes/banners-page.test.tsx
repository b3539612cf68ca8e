import type { CreateBannerBody, StaffBanner } from '@aruu/contract/staff-banners';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Component as BannersPage } from './banners-page';

// The journey that creates a banner, gives it a picture and sees it on the home page is
// photos.e2e.test.ts; here, what the form sends and what it says of the server's refusal.

function created(body: CreateBannerBody): StaffBanner {
  return {
    id: 9,
    title_ru: body.title_ru,
    title_en: body.title_en ?? '',
    title_ky: body.title_ky ?? '',
    subtitle_ru: body.subtitle_ru ?? '',
    subtitle_en: body.subtitle_en ?? '',
    subtitle_ky: body.subtitle_ky ?? '',
    link: body.link,
    position: 1,
    active: body.active ?? true,
    starts_at: body.starts_at ?? null,
    ends_at: body.ends_at ?? null,
    shown_now: true,
    generated_image: '/media/banners/9.svg',
    images: { ru: null, en: null, ky: null },
  };
}

describe('a new banner', () => {
  it('sends its schedule as instants, says under "Show until" when the server finds the end before the start, and is listed once saved', async () => {
    let list: StaffBanner[] = [];
    const api = fakeApi({
      'GET /staff/banners': () => ({ items: list }),
      'POST /staff/banners': ({ body }) => {
        if (body.ends_at)
          return refuse(400, 'validation_failed', {
            ends_at: { code: 'ends_before_start', message: 'The end must come after the start' },
          });
        list = [created(body)];
        return list[0]!;
      },
    });
    renderComponent(<BannersPage />, { app: 'staff', language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    await user.type(screen.getByLabelText('Title (Russian)'), 'Неделя солнцезащиты');
    await user.type(screen.getByLabelText('Title (English)'), 'Sunscreen week');
    const link = screen.getByLabelText('Link (a page of the shop, e.g. /catalog?on_sale=true)');
    await user.clear(link);
    await user.type(link, '/catalog?on_sale=true');
    await user.type(screen.getByLabelText('Show from'), '2020-01-01T10:00');
    await user.type(screen.getByLabelText('Show until'), '2019-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('The end must come after the start');
    const until = screen.getByLabelText('Show until');
    expect(until.getAttribute('aria-invalid')).toBe('true');
    const [refused] = api.calls('POST /staff/banners');
    // The form's local times, sent as the instants they name here.
    expect(refused!.body).toMatchObject({
      title_ru: 'Неделя солнцезащиты',
      title_en: 'Sunscreen week',
      link: '/catalog?on_sale=true',
      starts_at: new Date('2020-01-01T10:00').toISOString(),
      ends_at: new Date('2019-01-01T10:00').toISOString(),
    });

    await user.clear(until);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /staff/banners')).toHaveLength(2));
    expect(api.calls('POST /staff/banners')[1]!.body).toMatchObject({ ends_at: null });
    await screen.findByText('Shown now', { exact: false });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
