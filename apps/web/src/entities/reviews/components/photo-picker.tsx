import { MAX_REVIEW_PHOTO_BYTES, MAX_REVIEW_PHOTOS, REVIEW_PHOTO_TYPES } from '@aruu/contract/review-limits';
import { type ChangeEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { buttonClass } from '@/shared/ui/button';
import { CloseIcon, PlusIcon } from '@/shared/ui/icons';

/** A photo chosen for the review, shown from the shopper's own file until it is uploaded. */
export interface PickedPhoto {
  key: number;
  file: File;
  preview: string;
  /** While it uploads: how much of it has been sent (0…1). */
  progress?: number;
  /** Why the server refused it, in words. */
  error?: string;
}

const MAX_MEGABYTES = MAX_REVIEW_PHOTO_BYTES / 1024 / 1024;

/** What the contract's limits say of a file before it is sent: nothing, or why it cannot be. */
export function photoProblem(file: File): 'type' | 'size' | undefined {
  if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_REVIEW_PHOTO_BYTES) return 'size';
  return undefined;
}

/** The chosen photos; each preview's object URL is let go when it is removed and when the form goes. */
export function usePickedPhotos() {
  const [picked, setPicked] = useState<PickedPhoto[]>([]);
  const previews = useRef(new Map<number, string>());
  const nextKey = useRef(1);

  useEffect(() => {
    const open = previews.current;
    return () => {
      for (const url of open.values()) URL.revokeObjectURL(url);
      open.clear();
    };
  }, []);

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => {
      const key = nextKey.current++;
      const preview = URL.createObjectURL(file);
      previews.current.set(key, preview);
      return { key, file, preview };
    });
    setPicked((list) => [...list, ...added]);
  }, []);

  const remove = useCallback((key: number) => {
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
    setPicked((list) => list.filter((photo) => photo.key !== key));
  }, []);

  const update = useCallback((key: number, change: Partial<Pick<PickedPhoto, 'progress' | 'error'>>) => {
    setPicked((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }, []);

  return { picked, add, remove, update };
}

/** The round × on a photo's corner. */
export function RemovePhotoButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-white text-graphite-800 shadow ring-1 ring-olive-200 hover:bg-olive-100 dark:bg-graphite-700 dark:text-graphite-100 dark:ring-graphite-600"
    >
      <CloseIcon size={14} />
    </button>
  );
}

interface PhotoPickerProps {
  picked: PickedPhoto[];
  /** How many more photos the review can take. */
  room: number;
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
  /** While the review and its photos are sent, nothing is added or removed. */
  busy: boolean;
  /** The review's photos already uploaded (when it is edited), shown before the new ones. */
  children?: ReactNode;
}

/**
 * The review's photos: a button in the page's language over the browser's own file input (which
 * would speak the browser's language), a preview of each photo with its remove button, the
 * contract's limits checked before anything is sent, and each upload's progress and refusal.
 */
export function PhotoPicker({ picked, room, onAdd, onRemove, busy, children }: PhotoPickerProps) {
  const { t } = useTranslation('reviews');
  const input = useRef<HTMLInputElement>(null);
  const problemsId = useId();
  const [problems, setProblems] = useState<string[]>([]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Emptied, so that choosing the same file again (after removing it) is a change too.
    event.target.value = '';
    const found: string[] = [];
    const fitting = files.filter((file) => {
      const problem = photoProblem(file);
      if (problem === 'type') found.push(t('form.photoType', { name: file.name }));
      if (problem === 'size') found.push(t('form.photoSize', { name: file.name, size: MAX_MEGABYTES }));
      return problem === undefined;
    });
    if (fitting.length > room) found.push(t('form.photoCount', { count: MAX_REVIEW_PHOTOS }));
    setProblems([...new Set(found)]);
    onAdd(fitting.slice(0, room));
  };

  return (
    <div className="flex flex-col gap-2" data-photo-picker>
      <span className="text-sm font-medium text-graphite-700 dark:text-graphite-300">{t('form.photos')}</span>
      <ul className="flex flex-wrap gap-3">
        {children}
        {picked.map((photo) => (
          <li key={photo.key} className="flex w-20 flex-col gap-1" data-picked-photo>
            <div className="relative">
              <img
                src={photo.preview}
                alt={photo.file.name}
                width={80}
                height={80}
                className="size-20 rounded-xl object-cover"
              />
              {!busy && (
                <RemovePhotoButton
                  label={t('form.removeFile', { name: photo.file.name })}
                  onClick={() => {
                    setProblems([]);
                    onRemove(photo.key);
                  }}
                />
              )}
            </div>
            {photo.progress !== undefined && (
              <progress
                max={100}
                value={Math.round(photo.progress * 100)}
                aria-label={t('form.uploading', { name: photo.file.name })}
                className="h-1.5 w-full overflow-hidden rounded-full accent-olive-700"
              />
            )}
            {photo.error && (
              <p role="alert" className="text-xs text-rose-700 dark:text-rose-300">
                {t('form.uploadFailed', { name: photo.file.name, reason: photo.error })}
              </p>
            )}
          </li>
        ))}
      </ul>
      {room > 0 && (
        <div>
          <button
            type="button"
            disabled={busy}
            aria-describedby={problems.length ? problemsId : undefined}
            onClick={() => input.current?.click()}
            className={buttonClass('secondary')}
          >
            <PlusIcon size={18} />
            {t('form.addPhoto')}
          </button>
          {/* The browser's input, out of sight and out of the tab order: the button above opens it. */}
          <input
            ref={input}
            type="file"
            accept={REVIEW_PHOTO_TYPES.join(',')}
            multiple={room > 1}
            tabIndex={-1}
            aria-hidden
            onChange={choose}
            className="sr-only"
            data-photo-input
          />
        </div>
      )}
      {problems.length > 0 && (
        <ul id={problemsId} role="alert" className="flex flex-col gap-1 text-sm text-rose-700 dark:text-rose-300">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
