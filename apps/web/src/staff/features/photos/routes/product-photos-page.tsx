import type { Photo } from '@aruu/contract/photos';
import type { ProductPhotos, StaffPhoto } from '@aruu/contract/staff-photos';
import { type DragEvent, type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, buttonClass } from '@/shared/ui/button';
import { SelectField, TextField } from '@/shared/ui/form-field';
import { Picture } from '@/shared/ui/picture';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { PageHeader } from '@/staff/shared/ui/page-header';
import {
  uploadPhoto,
  useDeletePhoto,
  useProductPhotos,
  useRefreshPhotos,
  useReorderPhotos,
  useUpdatePhoto,
} from '../api/photos-api';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

/** `/staff/products/:id/photos`: upload (drop, choose or take with the camera), order, alt texts, variations. */
export function Component() {
  const { t } = useTranslation('staffPhotos');
  const productId = Number(useParams().id);
  const photos = useProductPhotos(productId);
  if (photos.isError) return <QueryError error={photos.error} onRetry={() => photos.refetch()} />;
  if (!photos.data) return <Spinner />;
  return (
    <>
      <PageHeader title={t('title', { product: photos.data.title })} />
      <UploadZone product={photos.data} />
      <PhotoList product={photos.data} />
    </>
  );
}

function UploadZone({ product }: { product: ProductPhotos }) {
  const { t } = useTranslation('staffPhotos');
  const errorText = useErrorText();
  const refresh = useRefreshPhotos(product.product_id);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [variationId, setVariationId] = useState<number | null>(null);

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  /** One file after another: each shows its own progress, and the list grows as they land. */
  async function uploadAll(files: File[]) {
    const batch = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      progress: 0,
    }));
    setUploads((current) => [...batch, ...current]);
    for (const [index, file] of files.entries()) {
      const { key } = batch[index]!;
      try {
        await uploadPhoto(product.product_id, file, variationId, (progress) => patch(key, { progress }));
        patch(key, { progress: 1 });
        await refresh();
      } catch (error) {
        patch(key, { error: errorText(error) });
      }
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void uploadAll([...event.dataTransfer.files]);
  };
  const picker = (capture: boolean) => (
    <label className={buttonClass(capture ? 'secondary' : 'primary', 'cursor-pointer')}>
      {capture ? t('takePhoto') : t('choose')}
      <input
        type="file"
        accept="image/*"
        multiple
        capture={capture ? 'environment' : undefined}
        className="sr-only"
        data-photo-input={capture ? 'camera' : 'files'}
        onChange={(event) => {
          void uploadAll([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </label>
  );

  return (
    <section aria-label={t('upload')} className="mb-8">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the buttons inside do the same by keyboard and touch. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed p-6 text-center md:p-10 ${
          dragging
            ? 'border-olive-600 bg-olive-50 dark:bg-graphite-800'
            : 'border-graphite-300 dark:border-graphite-700'
        }`}
      >
        <p className="text-graphite-700 dark:text-graphite-300">{t('dropHint')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {picker(false)}
          {picker(true)}
        </div>
        {product.variations.length > 1 && (
          <div className="w-full max-w-xs text-left">
            <SelectField
              label={t('uploadFor')}
              value={variationId ?? ''}
              onChange={(event) => setVariationId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t('wholeProduct')}</option>
              {product.variations.map((variation) => (
                <option key={variation.id} value={variation.id}>
                  {variation.name}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        <p className="text-xs text-graphite-500 dark:text-graphite-300">{t('limits')}</p>
      </div>
      {uploads.length > 0 && (
        <ul className="mt-4 flex flex-col gap-2" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key} className="flex flex-col gap-1 text-sm" data-upload={upload.name}>
              <span className="flex justify-between gap-3">
                <span className="truncate">{upload.name}</span>
                <span className={upload.error ? 'text-rose-700 dark:text-rose-300' : ''}>
                  {upload.error ?? (upload.progress >= 1 ? t('done') : `${Math.round(upload.progress * 100)}%`)}
                </span>
              </span>
              {!upload.error && (
                <progress max={1} value={upload.progress} className="h-1.5 w-full accent-olive-700">
                  {Math.round(upload.progress * 100)}%
                </progress>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PhotoList({ product }: { product: ProductPhotos }) {
  const { t } = useTranslation('staffPhotos');
  const reorder = useReorderPhotos(product.product_id);
  const ids = product.photos.map((photo) => photo.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    reorder.mutate(next);
  };
  if (product.photos.length === 0) return <p className="text-graphite-700 dark:text-graphite-300">{t('empty')}</p>;
  return (
    <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {product.photos.map((photo, index) => (
        <li key={photo.id} data-staff-photo={photo.id}>
          <PhotoCard
            product={product}
            photo={photo}
            isMain={index === 0}
            onMain={() => move(index, 0)}
            onEarlier={index > 0 ? () => move(index, index - 1) : undefined}
            onLater={index < ids.length - 1 ? () => move(index, index + 1) : undefined}
          />
        </li>
      ))}
    </ol>
  );
}

interface PhotoCardProps {
  product: ProductPhotos;
  photo: StaffPhoto;
  isMain: boolean;
  onMain: () => void;
  onEarlier?: () => void;
  onLater?: () => void;
}

function PhotoCard({ product, photo, isMain, onMain, onEarlier, onLater }: PhotoCardProps) {
  const { t } = useTranslation('staffPhotos');
  const errorText = useErrorText();
  const update = useUpdatePhoto(product.product_id);
  const remove = useDeletePhoto(product.product_id);
  const [alt, setAlt] = useState({ alt_ru: photo.alt_ru, alt_en: photo.alt_en, alt_ky: photo.alt_ky });
  const [variationId, setVariationId] = useState(photo.variation_id);
  const preview: Photo = { ...photo, alt: '' };
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ photoId: photo.id, body: { ...alt, variation_id: variationId } });
  };
  return (
    <form
      onSubmit={save}
      className="flex flex-col gap-3 rounded-3xl bg-white p-4 ring-1 ring-olive-200/60 dark:bg-graphite-800 dark:ring-graphite-700"
    >
      <div className="relative">
        <Picture
          photo={preview}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-square w-full rounded-2xl object-cover"
        />
        {isMain && (
          <span className="absolute top-2 left-2 rounded-full bg-olive-700 px-3 py-1 text-xs font-medium text-white">
            {t('main')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {!isMain && (
          <Button type="button" variant="secondary" onClick={onMain}>
            {t('makeMain')}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onEarlier} disabled={!onEarlier} aria-label={t('earlier')}>
          ←
        </Button>
        <Button type="button" variant="ghost" onClick={onLater} disabled={!onLater} aria-label={t('later')}>
          →
        </Button>
      </div>
      <TextField
        label={t('altRu')}
        value={alt.alt_ru}
        maxLength={200}
        onChange={(e) => setAlt({ ...alt, alt_ru: e.target.value })}
      />
      <TextField
        label={t('altEn')}
        value={alt.alt_en}
        maxLength={200}
        onChange={(e) => setAlt({ ...alt, alt_en: e.target.value })}
      />
      <TextField
        label={t('altKy')}
        value={alt.alt_ky}
        maxLength={200}
        onChange={(e) => setAlt({ ...alt, alt_ky: e.target.value })}
      />
      <SelectField
        label={t('variation')}
        value={variationId ?? ''}
        onChange={(event) => setVariationId(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('wholeProduct')}</option>
        {product.variations.map((variation) => (
          <option key={variation.id} value={variation.id}>
            {variation.name}
          </option>
        ))}
      </SelectField>
      {(update.error || remove.error) && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {errorText(update.error ?? remove.error)}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="submit" loading={update.isPending}>
          {t('save')}
        </Button>
        <Button type="button" variant="danger" loading={remove.isPending} onClick={() => remove.mutate(photo.id)}>
          {t('delete')}
        </Button>
      </div>
    </form>
  );
}
