import { MAX_REVIEW_PHOTOS } from '@aruu/contract/review-limits';
import type { MyReview } from '@aruu/contract/reviews';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextAreaField } from '@/shared/ui/form-field';
import { StarIcon } from '@/shared/ui/icons';
import { Picture } from '@/shared/ui/picture';
import { toast } from '@/shared/ui/toast';
import { useSaveReview, useUploadReviewPhoto } from '../api/reviews-api';
import { PhotoPicker, RemovePhotoButton, usePickedPhotos } from './photo-picker';

interface ReviewFormProps {
  productId: number;
  /** The shopper's review to edit; undefined to write one. */
  review?: MyReview;
  /** The review is being sent: the form stays open while its photos upload after it is saved. */
  onSending: () => void;
  onDone: () => void;
}

/** Rating, text and up to three photos; a saved review (new or edited) waits for moderation. */
export function ReviewForm({ productId, review, onSending, onDone }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const save = useSaveReview(productId);
  const upload = useUploadReviewPhoto(productId);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [keptPhotoIds, setKeptPhotoIds] = useState(review?.photos.map((photo) => photo.id) ?? []);
  const photos = usePickedPhotos();
  const [ratingError, setRatingError] = useState<string>();
  const ratingLabel = useId();
  const room = MAX_REVIEW_PHOTOS - keptPhotoIds.length - photos.picked.length;
  const fields = isApiError(save.error) ? save.error.fields : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) return setRatingError(t('form.chooseRating'));
    setRatingError(undefined);
    onSending();
    const body = { rating, text, ...(review ? { photo_ids: keptPhotoIds } : {}) };
    try {
      const saved = await save.mutateAsync({ reviewId: review?.id, body });
      if (await uploadPhotos(saved.id)) {
        toast.success(t('form.sent'));
        onDone();
      } else toast.error(t('form.photosFailed'));
    } catch (error) {
      if (!isApiError(error, 'validation_failed')) toast.error(errorText(error));
    }
  }

  /** Sends the chosen photos one by one; a refused one stays with its reason. True when all went. */
  async function uploadPhotos(reviewId: number): Promise<boolean> {
    let allSent = true;
    for (const { key, file } of photos.picked) {
      photos.update(key, { progress: 0, error: undefined });
      try {
        const withPhoto = await upload.mutateAsync({
          reviewId,
          file,
          onProgress: (share) => photos.update(key, { progress: share }),
        });
        // Kept from now on: saving the review again (after another photo failed) keeps it.
        setKeptPhotoIds(withPhoto.photos.map((photo) => photo.id));
        photos.remove(key);
      } catch (error) {
        // The same picture twice (the API knows it by its content hash): the review has it already.
        if (isApiError(error, 'photo_already_added')) {
          toast.info(errorText(error));
          photos.remove(key);
        } else {
          photos.update(key, { progress: undefined, error: errorText(error) });
          allSent = false;
        }
      }
    }
    return allSent;
  }

  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-5" data-review-form noValidate>
      <fieldset aria-labelledby={ratingLabel} className="flex flex-col gap-1.5">
        <legend id={ratingLabel} className="text-sm font-medium text-graphite-700 dark:text-graphite-300">
          {t('form.rating')}
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="relative p-1.5 text-amber-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-olive-600"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                // Over the whole star: the star is what a shopper taps.
                className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
              />
              <span className="sr-only">{t('form.star', { count: value })}</span>
              <StarIcon size={32} fill={value <= rating ? 'currentColor' : 'none'} />
            </label>
          ))}
        </div>
        {ratingError && <p className="text-sm text-rose-700 dark:text-rose-300">{ratingError}</p>}
      </fieldset>
      <TextAreaField
        label={t('form.text')}
        placeholder={t('form.textHint')}
        rows={5}
        maxLength={3000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={fieldText(fields.text?.code)}
        name="text"
      />
      <PhotoPicker
        picked={photos.picked}
        room={room}
        onAdd={photos.add}
        onRemove={photos.remove}
        busy={save.isPending || upload.isPending}
      >
        {review?.photos
          .filter((photo) => keptPhotoIds.includes(photo.id))
          .map((photo) => (
            <li key={photo.id} className="relative">
              <Picture photo={photo} alt="" sizes="80px" className="size-20 rounded-xl object-cover" />
              <RemovePhotoButton
                label={t('form.removePhoto')}
                onClick={() => setKeptPhotoIds((ids) => ids.filter((id) => id !== photo.id))}
              />
            </li>
          ))}
      </PhotoPicker>
      <div>
        <Button type="submit" loading={save.isPending || upload.isPending}>
          {review ? t('form.save') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
