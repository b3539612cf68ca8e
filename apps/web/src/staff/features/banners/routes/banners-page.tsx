import type { Language } from '@aruu/contract/common';
import type { CreateBannerBody, StaffBanner } from '@aruu/contract/staff-banners';
import { type FormEvent, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, buttonClass } from '@/shared/ui/button';
import { CheckboxField, TextField } from '@/shared/ui/form-field';
import { Picture } from '@/shared/ui/picture';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { PageHeader } from '@/staff/shared/ui/page-header';
import {
  useCreateBanner,
  useRemoveBannerImage,
  useReorderBanners,
  useStaffBanners,
  useUpdateBanner,
  useUploadBannerImage,
} from '../api/banners-api';

const languages: Language[] = ['ru', 'en', 'ky'];
type Form = Required<Omit<CreateBannerBody, 'starts_at' | 'ends_at'>> & { starts_at: string; ends_at: string };

/** `datetime-local` speaks local time without a zone; the API takes ISO 8601 instants. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

const emptyForm: Form = {
  title_ru: '',
  title_en: '',
  title_ky: '',
  subtitle_ru: '',
  subtitle_en: '',
  subtitle_ky: '',
  link: '/catalog',
  active: true,
  starts_at: '',
  ends_at: '',
};

const formOf = (banner: StaffBanner): Form => ({
  title_ru: banner.title_ru,
  title_en: banner.title_en,
  title_ky: banner.title_ky,
  subtitle_ru: banner.subtitle_ru,
  subtitle_en: banner.subtitle_en,
  subtitle_ky: banner.subtitle_ky,
  link: banner.link,
  active: banner.active,
  starts_at: toLocalInput(banner.starts_at),
  ends_at: toLocalInput(banner.ends_at),
});

/** `/staff/banners`: the home page's banners, their texts, pictures per language, schedule and order. */
export function Component() {
  const { t } = useTranslation('staffBanners');
  const banners = useStaffBanners();
  const reorder = useReorderBanners();
  const [creating, setCreating] = useState(false);
  if (banners.isError) return <QueryError error={banners.error} onRetry={() => banners.refetch()} />;
  if (!banners.data) return <Spinner />;
  const ids = banners.data.items.map((banner) => banner.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    reorder.mutate(next);
  };
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          !creating && (
            <Button type="button" onClick={() => setCreating(true)}>
              {t('create')}
            </Button>
          )
        }
      />
      {creating && <BannerForm onDone={() => setCreating(false)} />}
      <ol className="flex flex-col gap-6">
        {banners.data.items.map((banner, index) => (
          <li key={banner.id} data-staff-banner={banner.id}>
            <BannerCard
              banner={banner}
              onEarlier={index > 0 ? () => move(index, index - 1) : undefined}
              onLater={index < ids.length - 1 ? () => move(index, index + 1) : undefined}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

function BannerCard({
  banner,
  onEarlier,
  onLater,
}: {
  banner: StaffBanner;
  onEarlier?: () => void;
  onLater?: () => void;
}) {
  const { t } = useTranslation('staffBanners');
  const [editing, setEditing] = useState(false);
  return (
    <article className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-olive-200/60 md:p-6 dark:bg-graphite-800 dark:ring-graphite-700">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-display text-xl">{banner.title_ru}</h2>
          <p className="text-sm text-graphite-700 dark:text-graphite-300">
            {banner.shown_now ? t('shownNow') : t('notShown')} · {banner.link}
          </p>
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="ghost" onClick={onEarlier} disabled={!onEarlier} aria-label={t('earlier')}>
            ↑
          </Button>
          <Button type="button" variant="ghost" onClick={onLater} disabled={!onLater} aria-label={t('later')}>
            ↓
          </Button>
          <Button type="button" variant="secondary" onClick={() => setEditing(!editing)}>
            {editing ? t('close') : t('edit')}
          </Button>
        </div>
      </div>
      {editing && <BannerForm banner={banner} onDone={() => setEditing(false)} />}
      <div className="grid gap-4 md:grid-cols-3">
        {languages.map((lang) => (
          <BannerImage key={lang} banner={banner} lang={lang} />
        ))}
      </div>
    </article>
  );
}

function BannerImage({ banner, lang }: { banner: StaffBanner; lang: Language }) {
  const { t } = useTranslation('staffBanners');
  const errorText = useErrorText();
  const upload = useUploadBannerImage();
  const remove = useRemoveBannerImage();
  const photo = banner.images[lang];
  return (
    <figure className="flex flex-col gap-2">
      {photo ? (
        <Picture
          photo={photo}
          alt=""
          sizes="(min-width: 768px) 33vw, 100vw"
          className="aspect-[8/3] w-full rounded-2xl object-cover"
        />
      ) : (
        <img
          src={`${banner.generated_image}?lang=${lang}`}
          alt=""
          width={1600}
          height={600}
          loading="lazy"
          className="aspect-[8/3] w-full rounded-2xl object-cover"
        />
      )}
      <figcaption className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{t(`language.${lang}`)}</span>
        <label className={buttonClass('secondary', 'cursor-pointer')}>
          {upload.isPending ? t('uploading') : t('upload')}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            data-banner-image={lang}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate({ id: banner.id, lang, file });
              event.target.value = '';
            }}
          />
        </label>
        {photo && (
          <Button
            type="button"
            variant="ghost"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: banner.id, lang })}
          >
            {t('removeImage')}
          </Button>
        )}
      </figcaption>
      {upload.error && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {errorText(upload.error)}
        </p>
      )}
    </figure>
  );
}

function BannerForm({ banner, onDone }: { banner?: StaffBanner; onDone: () => void }) {
  const { t } = useTranslation('staffBanners');
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const [form, setForm] = useState<Form>(banner ? formOf(banner) : emptyForm);
  const saving = banner ? update : create;
  const fields = isApiError(saving.error) ? saving.error.fields : {};
  const fieldError = (name: string) => fieldErrorText(fields[name]?.code);
  const text = (name: keyof Form, label: string) => (
    <TextField
      label={label}
      value={String(form[name])}
      error={fieldError(name)}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...form, starts_at: fromLocalInput(form.starts_at), ends_at: fromLocalInput(form.ends_at) };
    if (banner) update.mutate({ id: banner.id, body }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  };
  return (
    <form
      onSubmit={submit}
      className="mb-6 flex flex-col gap-4 rounded-3xl bg-olive-50 p-4 md:p-6 dark:bg-graphite-900"
    >
      <div className="grid gap-4 md:grid-cols-3">
        {text('title_ru', t('titleIn.ru'))}
        {text('title_en', t('titleIn.en'))}
        {text('title_ky', t('titleIn.ky'))}
        {text('subtitle_ru', t('subtitleIn.ru'))}
        {text('subtitle_en', t('subtitleIn.en'))}
        {text('subtitle_ky', t('subtitleIn.ky'))}
      </div>
      {text('link', t('link'))}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          type="datetime-local"
          label={t('startsAt')}
          value={form.starts_at}
          error={fieldError('starts_at')}
          onChange={(event) => setForm({ ...form, starts_at: event.target.value })}
        />
        <TextField
          type="datetime-local"
          label={t('endsAt')}
          value={form.ends_at}
          error={fieldError('ends_at')}
          onChange={(event) => setForm({ ...form, ends_at: event.target.value })}
        />
      </div>
      <CheckboxField
        label={t('active')}
        checked={form.active}
        onChange={(event) => setForm({ ...form, active: event.target.checked })}
      />
      {saving.error && Object.keys(fields).length === 0 && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {errorText(saving.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={saving.isPending}>
          {t('save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
