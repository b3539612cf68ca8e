import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { createDiskPhotoStorage } from './photo-storage.js';
import { createPhotoStore, type PhotoStore } from './photo-store.js';
import { createStaffPhotosService } from './staff-photos.service.js';

const ctx = useTestApp();

let manager: SignedInStaff;
let productId: number;
let otherId: number;
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  const [product, other] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from products order by id limit 2`,
  );
  productId = product!.id;
  otherId = other!.id;
});

describe('uploading a picture while its last photo is deleted', () => {
  it('adds the photo, with its files, instead of failing on the released image', async () => {
    const storage = createDiskPhotoStorage(mkdtempSync(join(tmpdir(), 'aruu-race-')));
    const real = createPhotoStore({ db: ctx.database.db, storage });
    const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .toBuffer();
    const actor = { actorId: manager.userId };
    const service = createStaffPhotosService({ db: ctx.database.db, photos: real });
    const first = await service.upload(productId, bytes, {}, actor);

    // The race, made deterministic: the second upload (to another product: the same product
    // refuses the same picture twice) finds the image already stored, and the delete of its only
    // photo (which releases the image: row and files) lands right after that.
    let stores = 0;
    const racing: PhotoStore = {
      ...real,
      async store(input) {
        const image = await real.store(input);
        stores += 1;
        if (stores === 1) await racingService.remove(productId, first.id, actor);
        return image;
      },
    };
    const racingService = createStaffPhotosService({ db: ctx.database.db, photos: racing });
    const added = await racingService.upload(otherId, bytes, {}, actor);

    expect(stores).toBe(2);
    expect((await service.list(otherId)).photos.map((photo) => photo.id)).toContain(added.id);
    expect((await service.list(productId)).photos.map((photo) => photo.id)).not.toContain(first.id);
    const [image] = await queryRows<{ hash: string; widths: number[] }>(
      ctx.database,
      sql`select i.hash, i.widths from product_images p join images i on i.hash = p.image_hash where p.id = ${added.id}`,
    );
    expect(await storage.exists(`${image!.hash}-${Math.max(...image!.widths)}.jpg`)).toBe(true);
  });

  it('refuses the same picture when an upload of it to the product lands while this one is processed', async () => {
    const storage = createDiskPhotoStorage(mkdtempSync(join(tmpdir(), 'aruu-race-')));
    const real = createPhotoStore({ db: ctx.database.db, storage });
    const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#7d3a44' } })
      .jpeg()
      .toBuffer();
    const actor = { actorId: manager.userId };
    const service = createStaffPhotosService({ db: ctx.database.db, photos: real });
    // The race, made deterministic: the other upload passes its checks and commits while this
    // one is between its first check and its insert (under the product's lock).
    let first: Awaited<ReturnType<typeof service.upload>> | undefined;
    const racing: PhotoStore = {
      ...real,
      async store(input) {
        first ??= await service.upload(otherId, input, {}, actor);
        return real.store(input);
      },
    };
    const racingService = createStaffPhotosService({ db: ctx.database.db, photos: racing });
    await expect(racingService.upload(otherId, bytes, {}, actor)).rejects.toMatchObject({
      code: 'photo_already_added',
    });
    const photos = (await service.list(otherId)).photos.filter((photo) => photo.src === first!.src);
    expect(photos.map((photo) => photo.id)).toEqual([first!.id]);
  });
});
