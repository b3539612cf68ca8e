import type { Language } from '@aruu/contract/common';
import { photoOf } from '@aruu/contract/photo-variants';
import type { BannerChanges, NewBanner, StaffBanner, StaffBannerList } from '@aruu/contract/staff-banners';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { slugify } from '../../lib/slugify.js';
import { recordAudit } from '../audit/audit.js';
import type { PhotoStore } from '../photos/photo-store.js';
import * as repo from './staff-banners.repository.js';

type Actor = { actorId: number; requestId?: string };

const hashColumn = { ru: 'imageHashRu', en: 'imageHashEn', ky: 'imageHashKy' } as const;

function shownNow(row: repo.BannerRecord, now: number) {
  return row.active && (!row.startsAt || row.startsAt.getTime() <= now) && (!row.endsAt || row.endsAt.getTime() > now);
}

/** What the audit trail keeps of a banner. */
/** What staff edit of a banner, as both its page and its audit entries show it. */
const editedFields = (row: repo.BannerRecord) => ({
  title_ru: row.titleRu,
  title_en: row.titleEn,
  title_ky: row.titleKy,
  subtitle_ru: row.subtitleRu,
  subtitle_en: row.subtitleEn,
  subtitle_ky: row.subtitleKy,
  link: row.link,
  active: row.active,
  position: row.position,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
});

const auditView = (row: repo.BannerRecord) => ({
  ...editedFields(row),
  image_ru: row.imageHashRu,
  image_en: row.imageHashEn,
  image_ky: row.imageHashKy,
});

/** A banner's slug from its English title, unique by a random tail (banner pages go by id). */
function bannerSlug(title: string) {
  return `${slugify(title) || 'banner'}-${Math.random().toString(36).slice(2, 8)}`;
}

const toDate = (value: string | null | undefined) => (value == null ? value : new Date(value));

function columnsOf(body: BannerChanges) {
  return {
    titleRu: body.title_ru,
    titleEn: body.title_en,
    titleKy: body.title_ky,
    subtitleRu: body.subtitle_ru,
    subtitleEn: body.subtitle_en,
    subtitleKy: body.subtitle_ky,
    link: body.link,
    active: body.active,
    startsAt: toDate(body.starts_at),
    endsAt: toDate(body.ends_at),
  };
}

export type StaffBannersService = ReturnType<typeof createStaffBannersService>;

export function createStaffBannersService(deps: { db: Db; photos: PhotoStore }) {
  const { db, photos } = deps;

  async function present(rows: repo.BannerRecord[]): Promise<StaffBanner[]> {
    const hashes = rows.flatMap((row) => [row.imageHashRu, row.imageHashEn, row.imageHashKy]).filter((h) => h !== null);
    const byHash = new Map((await repo.findImages(db, [...new Set(hashes)])).map((image) => [image.hash, image]));
    const photo = (hash: string | null, alt: string) => {
      const image = hash ? byHash.get(hash) : undefined;
      return image ? photoOf(image, alt) : null;
    };
    const now = Date.now();
    return rows.map((row) => ({
      id: row.id,
      ...editedFields(row),
      shown_now: shownNow(row, now),
      generated_image: row.imageUrl,
      images: {
        ru: photo(row.imageHashRu, row.titleRu),
        en: photo(row.imageHashEn, row.titleEn || row.titleRu),
        ky: photo(row.imageHashKy, row.titleKy || row.titleRu),
      },
    }));
  }

  async function one(id: number): Promise<StaffBanner> {
    const row = await repo.findBanner(db, id);
    if (!row) throw notFound('Banner');
    return (await present([row]))[0]!;
  }

  async function list(): Promise<StaffBannerList> {
    return { items: await present(await repo.listBanners(db)) };
  }

  async function create(body: NewBanner, actor: Actor) {
    const id = await db.transaction(async (tx) => {
      const created = await repo.insertBanner(tx, {
        titleRu: body.title_ru,
        titleEn: body.title_en,
        titleKy: body.title_ky,
        subtitleRu: body.subtitle_ru,
        subtitleEn: body.subtitle_en,
        subtitleKy: body.subtitle_ky,
        link: body.link,
        active: body.active,
        startsAt: toDate(body.starts_at),
        endsAt: toDate(body.ends_at),
        slug: bannerSlug(body.title_en || body.title_ru),
        bodyRu: '',
        bodyEn: '',
        bodyKy: '',
      });
      const row = await repo.findBanner(tx, created);
      await recordAudit(tx, {
        ...actor,
        action: 'banner.created',
        objectType: 'banner',
        objectId: created,
        before: null,
        after: auditView(row!),
      });
      return created;
    });
    return one(id);
  }

  /** Applies a change to one banner in a transaction, audited with its before and after. */
  async function change(id: number, action: string, changes: Parameters<typeof repo.updateBanner>[2], actor: Actor) {
    const replaced = await db.transaction(async (tx) => {
      const before = await repo.findBanner(tx, id, true);
      if (!before) throw notFound('Banner');
      const starts = changes.startsAt === undefined ? before.startsAt : changes.startsAt;
      const ends = changes.endsAt === undefined ? before.endsAt : changes.endsAt;
      if (starts && ends && ends <= starts) {
        throw new AppError('invalid_data', 'validation_failed', 'Invalid data', {
          ends_at: { code: 'ends_before_start', message: 'The end must come after the start' },
        });
      }
      await repo.updateBanner(tx, id, changes);
      const after = await repo.findBanner(tx, id);
      await recordAudit(tx, {
        ...actor,
        action,
        objectType: 'banner',
        objectId: id,
        before: auditView(before),
        after: auditView(after!),
      });
      return imageHashes(before).filter((hash) => !imageHashes(after!).includes(hash));
    });
    // The pictures the banner no longer shows lose their files unless something else shows them.
    await photos.release(replaced);
    return one(id);
  }

  const update = (id: number, body: BannerChanges, actor: Actor) =>
    change(id, 'banner.updated', columnsOf(body), actor);

  /** Processes the picture first (slow, outside the transaction), then points the language at it. */
  async function setImage(id: number, lang: Language, bytes: Buffer, actor: Actor) {
    if (!(await repo.findBanner(db, id))) throw notFound('Banner');
    const image = await photos.store(bytes);
    return change(id, 'banner.image_set', { [hashColumn[lang]]: image.hash }, actor);
  }

  const imageHashes = (row: repo.BannerRecord) =>
    [row.imageHashRu, row.imageHashEn, row.imageHashKy].filter((hash) => hash !== null);

  const removeImage = (id: number, lang: Language, actor: Actor) =>
    change(id, 'banner.image_removed', { [hashColumn[lang]]: null }, actor);

  async function reorder(bannerIds: number[], actor: Actor) {
    await db.transaction(async (tx) => {
      const current = (await repo.lockAllBanners(tx)).map((row) => row.id);
      const known = new Set(current);
      if (
        bannerIds.length !== known.size ||
        new Set(bannerIds).size !== bannerIds.length ||
        !bannerIds.every((id) => known.has(id))
      ) {
        throw new AppError('invalid_data', 'validation_failed', 'Invalid data', {
          banner_ids: { code: 'invalid_value', message: 'List every banner exactly once' },
        });
      }
      for (const [position, id] of bannerIds.entries()) await repo.updateBanner(tx, id, { position });
      await recordAudit(tx, {
        ...actor,
        action: 'banners.reordered',
        objectType: 'banner',
        objectId: 'all',
        before: { banner_ids: current },
        after: { banner_ids: bannerIds },
      });
    });
    return list();
  }

  return { list, create, update, setImage, removeImage, reorder };
}
