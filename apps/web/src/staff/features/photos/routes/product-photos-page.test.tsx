import type { ProductPhotos, StaffPhoto } from '@aruu/contract/staff-photos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Component as ProductPhotosPage } from './product-photos-page';

const photo = (id: number, variationId: number | null): StaffPhoto => ({
  id,
  src: `/media/photos/${id}`,
  widths: [320],
  width: 1200,
  height: 1200,
  placeholder: 'data:image/png;base64,',
  variation_id: variationId,
  alt_ru: '',
  alt_en: '',
  alt_ky: '',
});

const jpeg = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });

/** The photos page of a product with two shades; the server keeps what was uploaded, as the real one does. */
function renderPage() {
  const stored: StaffPhoto[] = [];
  const photos = (): ProductPhotos => ({
    product_id: 7,
    title: 'Lipstick',
    variations: [
      { id: 71, name: 'Brown' },
      { id: 72, name: 'Red' },
    ],
    photos: [...stored],
  });
  let release: (() => void) | undefined;
  const api = fakeApi({
    'GET /staff/products/:id/photos': photos,
    'POST /staff/products/:id/photos': async ({ form, reportProgress }) => {
      const file = form?.get('file') as File;
      // The server reads the bytes, not the name: a text file named like a photo is refused.
      if (file.name === 'notes.jpg') return refuse(422, 'image_type_unsupported');
      reportProgress(0.5);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      const variation = form?.get('variation_id');
      const added = photo(stored.length + 1, variation === null ? null : Number(variation));
      stored.push(added);
      return added;
    },
  });
  renderComponent(
    <Routes>
      <Route path="/products/:id/photos" element={<ProductPhotosPage />} />
    </Routes>,
    { language: 'en', app: 'staff', at: '/products/7/photos' },
  );
  return { api, release: () => release?.(), user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => document.querySelector<HTMLInputElement>('[data-photo-input=files]')!;
const upload = (name: string) => document.querySelector<HTMLElement>(`[data-upload="${name}"]`)!;

describe("a product's photos page", () => {
  it('uploads a photo for the shade chosen with its progress, and shows why a file was refused beside its name', async () => {
    const { api, release, user } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Photos: Lipstick' });
    expect(screen.getByText('No photos yet: shoppers see a drawn picture.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'The photos uploaded show' }), '72');
    await user.upload(fileInput(), jpeg('red.jpg'));
    // Half sent: the file's own progress, while the answer is awaited.
    await waitFor(() => expect(upload('red.jpg').textContent).toContain('50%'));
    release();
    await waitFor(() => expect(document.querySelectorAll('[data-staff-photo]')).toHaveLength(1));
    expect(upload('red.jpg').textContent).toContain('Done');
    const [sent] = api.calls('POST /staff/products/:id/photos');
    expect(sent!.params).toEqual({ id: '7' });
    expect(sent!.form?.get('variation_id')).toBe('72');
    expect(within(document.querySelector('[data-staff-photo]')!).getByText('Main')).toBeTruthy();

    await user.upload(fileInput(), jpeg('notes.jpg'));
    await waitFor(() =>
      expect(upload('notes.jpg').textContent).toContain('This is not a JPEG, PNG, WebP or AVIF photo'),
    );
    expect(upload('notes.jpg').querySelector('progress')).toBeNull();
    expect(document.querySelectorAll('[data-staff-photo]')).toHaveLength(1);
  });
});
