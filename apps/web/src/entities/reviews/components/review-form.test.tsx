import type { MyReview } from '@aruu/contract/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { ReviewForm } from './review-form';

const PRODUCT_ID = 7;

const saved = (photoIds: number[] = []): MyReview => ({
  id: 41,
  product_id: PRODUCT_ID,
  rating: 4,
  text: 'Soft texture, no scent, my skin is calmer after a week.',
  author: 'Aigerim K.',
  verified_purchase: true,
  helpful_count: 0,
  photos: photoIds.map((id) => ({
    id,
    src: `/photos/${id}`,
    widths: [320],
    width: 320,
    height: 320,
    placeholder: 'data:image/png;base64,',
    alt: '',
  })),
  status: 'pending',
  rejection_reason: null,
  published_at: null,
  updated_at: '2026-11-29T04:00:00.000Z',
});

const jpeg = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

// jsdom has no object URLs: these stand in for the browser's, so the test sees each made and let go.
let made: string[] = [];
const revoked = vi.fn();
beforeEach(() => {
  made = [];
  URL.createObjectURL = (file: Blob) => {
    const url = `blob:store.test/${(file as File).name}`;
    made.push(url);
    return url;
  };
  URL.revokeObjectURL = revoked;
  revoked.mockClear();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function renderForm(language: 'en' | 'ky' = 'en') {
  const onDone = vi.fn();
  const view = renderComponent(<ReviewForm productId={PRODUCT_ID} onSending={() => undefined} onDone={onDone} />, {
    language,
  });
  // The browser's own input is hidden behind the button; a shopper's chosen files arrive through it.
  const input = view.container.querySelector<HTMLInputElement>('[data-photo-input]');
  if (!input) throw new Error('no file input');
  // `applyAccept: false`: a browser's picker lets a shopper choose "all files" and pass the filter.
  return { onDone, input, unmount: view.unmount, user: userEvent.setup({ applyAccept: false }) };
}

describe('the review’s photo picker', () => {
  it('checks the contract’s limits before anything is sent, in the page’s language', async () => {
    fakeApi();
    const { input, user } = renderForm();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeTruthy();

    const animation = new File(['GIF89a'], 'party.gif', { type: 'image/gif' });
    const huge = jpeg('huge.jpg', 15 * 1024 * 1024 + 1);
    await user.upload(input, [animation, huge]);
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['party.gif is not a JPEG, PNG, WebP or AVIF photo', 'huge.jpg is larger than 15 MB']);
    expect(screen.queryAllByRole('img')).toEqual([]);

    await user.upload(
      input,
      ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map((name) => jpeg(name)),
    );
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(screen.getByRole('alert').textContent).toBe('A review holds at most 3 photos; the rest were not added');
    // Full: nothing more can be added.
    expect(screen.queryByRole('button', { name: 'Add a photo' })).toBeNull();
  });

  it('speaks Kyrgyz on a Kyrgyz page', async () => {
    fakeApi();
    const { input, user } = renderForm('ky');
    expect(screen.getByRole('button', { name: 'Сүрөт кошуу' })).toBeTruthy();
    await user.upload(input, [jpeg('чоң.jpg', 15 * 1024 * 1024 + 1)]);
    expect(screen.getByRole('alert').textContent).toBe('чоң.jpg 15 МБдан чоң');
  });

  it('shows each chosen photo, removes one, and lets go of the previews when removed and when the form closes', async () => {
    fakeApi();
    const { input, unmount, user } = renderForm();
    await user.upload(input, [jpeg('face.jpg'), jpeg('jar.jpg')]);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      'blob:store.test/face.jpg',
      'blob:store.test/jar.jpg',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove face.jpg' }));
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['jar.jpg']);
    expect(revoked.mock.calls).toEqual([['blob:store.test/face.jpg']]);

    // The same file chosen again after its removal is shown again.
    await user.upload(input, [jpeg('face.jpg')]);
    expect(screen.getAllByRole('img')).toHaveLength(2);

    unmount();
    expect(revoked.mock.calls.map(([url]) => url).sort()).toEqual([...made].sort());
  });
});

/** A rating and a text, as a shopper fills them in. */
async function fillReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  await user.type(screen.getByRole('textbox', { name: 'Your review' }), saved().text);
}

describe('sending the review’s photos', () => {
  it('uploads each photo after the review is saved, showing how much of it has been sent', async () => {
    let finish: () => void = () => undefined;
    const api = fakeApi({
      'POST /products/:id/reviews': saved(),
      'POST /reviews/:review_id/photos': ({ reportProgress }) => {
        reportProgress(0.4);
        return new Promise((resolve) => {
          finish = () => resolve(saved([501]));
        });
      },
    });
    const { input, onDone, user } = renderForm();
    await fillReview(user);
    await user.upload(input, [jpeg('face.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    const progress = await screen.findByRole('progressbar', { name: 'Uploading face.jpg' });
    expect(progress.getAttribute('value')).toBe('40');
    // Nothing can be removed while it is being sent.
    expect(screen.queryByRole('button', { name: 'Remove face.jpg' })).toBeNull();
    finish();

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [upload] = api.calls('POST /reviews/:review_id/photos');
    expect(upload?.params.review_id).toBe('41');
    expect((upload?.form?.get('file') as File | undefined)?.name).toBe('face.jpg');
    expect(revoked.mock.calls).toEqual([['blob:store.test/face.jpg']]);
  });

  it('says in words why the server refused a photo, keeps it to try again, and does not close the form', async () => {
    fakeApi({
      'POST /products/:id/reviews': saved(),
      'POST /reviews/:review_id/photos': refuse(422, 'image_type_unsupported'),
    });
    const { input, onDone, user } = renderForm();
    await fillReview(user);
    await user.upload(input, [jpeg('scan.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    const item = (await screen.findByRole('img', { name: 'scan.jpg' })).closest('li') as HTMLElement;
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'scan.jpg was not uploaded: This is not a JPEG, PNG, WebP or AVIF photo',
    );
    expect(within(item).getByRole('button', { name: 'Remove scan.jpg' })).toBeTruthy();
    expect(await screen.findByText('The review is saved, but not every photo was uploaded')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
