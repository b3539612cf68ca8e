import { z } from 'zod';
import { IdParam, Language } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, Id, requiredText, typedText } from './fields.js';
import { Photo } from './photos.js';

/** Where a banner leads: a page of the shop (`/catalog?…`) or an https address. */
const BannerLink = requiredText(500).refine(
  (link) => (link.startsWith('/') && !link.startsWith('//')) || /^https:\/\/[^\s/]+/.test(link),
  'invalid_value',
);
const Moment = z.iso.datetime({ offset: true, ...fieldError('invalid_value') });

const bannerFields = {
  title_ru: requiredText(120),
  title_en: typedText(120).default(''),
  title_ky: typedText(120).default(''),
  subtitle_ru: typedText(200).default(''),
  subtitle_en: typedText(200).default(''),
  subtitle_ky: typedText(200).default(''),
  link: BannerLink,
  active: z.boolean(fieldError('invalid_value')).default(true),
  /** Shown from this moment (ISO 8601 with offset); null: at once. */
  starts_at: Moment.nullable().default(null),
  /** Shown until this moment; null: until switched off. */
  ends_at: Moment.nullable().default(null),
};

const endsAfterStarts = (banner: { starts_at?: string | null; ends_at?: string | null }) =>
  !banner.starts_at || !banner.ends_at || Date.parse(banner.ends_at) > Date.parse(banner.starts_at);
const scheduleIssue = { message: 'ends_before_start', path: ['ends_at'] };

export const CreateBannerBody = z.strictObject(bannerFields).refine(endsAfterStarts, scheduleIssue);
export type CreateBannerBody = z.input<typeof CreateBannerBody>;
export type NewBanner = z.output<typeof CreateBannerBody>;

export const UpdateBannerBody = z
  .strictObject({
    title_ru: bannerFields.title_ru.optional(),
    title_en: typedText(120).optional(),
    title_ky: typedText(120).optional(),
    subtitle_ru: typedText(200).optional(),
    subtitle_en: typedText(200).optional(),
    subtitle_ky: typedText(200).optional(),
    link: BannerLink.optional(),
    active: z.boolean(fieldError('invalid_value')).optional(),
    starts_at: Moment.nullable().optional(),
    ends_at: Moment.nullable().optional(),
  })
  .refine(endsAfterStarts, scheduleIssue);
export type UpdateBannerBody = z.input<typeof UpdateBannerBody>;
export type BannerChanges = z.output<typeof UpdateBannerBody>;

export const StaffBanner = z
  .object({
    id: z.number().int(),
    title_ru: z.string(),
    title_en: z.string(),
    title_ky: z.string(),
    subtitle_ru: z.string(),
    subtitle_en: z.string(),
    subtitle_ky: z.string(),
    link: z.string(),
    position: z.number().int(),
    active: z.boolean(),
    starts_at: z.iso.datetime().nullable(),
    ends_at: z.iso.datetime().nullable(),
    /** Whether shoppers see it right now: active and within its schedule. */
    shown_now: z.boolean(),
    /** The generated picture, shown for a language without an upload. */
    generated_image: z.string(),
    /** The uploaded picture per language; a language without one falls back to Russian's. */
    images: z.object({ ru: Photo.nullable(), en: Photo.nullable(), ky: Photo.nullable() }),
  })
  .meta({ id: 'StaffBanner' });
export type StaffBanner = z.infer<typeof StaffBanner>;

export const StaffBannerList = z.object({ items: z.array(StaffBanner) }).meta({ id: 'StaffBannerList' });
export type StaffBannerList = z.infer<typeof StaffBannerList>;

export const BannerImageParams = z.object({ id: IdParam.shape.id, lang: Language });

export const ReorderBannersBody = z.strictObject({
  /** Every banner, in the new order. */
  banner_ids: z.array(Id).min(1).max(200),
});

export const staffBannerEndpoints = endpoints({
  'GET /staff/banners': {
    summary: 'Every banner in display order, with its schedule and pictures',
    response: StaffBannerList,
    errors: [401, 403],
  },
  'POST /staff/banners': {
    summary: 'Create a banner (placed last)',
    body: CreateBannerBody,
    response: StaffBanner,
    status: 201,
    errors: [400, 401, 403],
  },
  'PATCH /staff/banners/:id': {
    summary: "Change a banner's texts, link, schedule or whether it is active",
    params: IdParam,
    body: UpdateBannerBody,
    response: StaffBanner,
    errors: [400, 401, 403, 404],
  },
  'PUT /staff/banners/order': {
    summary: 'Put the banners in a new order',
    body: ReorderBannersBody,
    response: StaffBannerList,
    errors: [400, 401, 403],
  },
  'POST /staff/banners/:id/images/:lang': {
    summary: "Upload the banner's picture for one language (multipart/form-data, field `file`)",
    params: BannerImageParams,
    response: StaffBanner,
    errors: [400, 401, 403, 404, 422],
  },
  'DELETE /staff/banners/:id/images/:lang': {
    summary: "Remove one language's picture (the banner falls back to Russian's, then the generated one)",
    params: BannerImageParams,
    response: StaffBanner,
    errors: [400, 401, 403, 404],
  },
});
