import type { Language } from '@aruu/contract/common';
import type { Location, LocationBody, LocationPatch, OrderShop, StaffLocation } from '@aruu/contract/locations';
import type { StaffLocationList } from '@aruu/contract/staff-locations';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import * as repo from './locations.repository.js';

type Actor = { actorId: number; requestId?: string };
type NewLocation = z.output<typeof LocationBody>;
type LocationChanges = z.output<typeof LocationPatch>;

/** Units a location still holds; see inventory's `unitsHeldAt` (app.ts hands it in). */
export type UnitsHeldAt = (
  tx: DbOrTx,
  locationId: number,
) => Promise<{ free: number; reserved: number; moving: number }>;

/** For inventory, which picks where units go by these (modules talk through services). */
export const { allLocations, sells } = repo;
export type LocationRow = repo.LocationRow;

/** A location's name in `lang`, Russian where that one is empty (as `localized` reads it in SQL). */
export const locationName = (location: LocationRow, lang: Language) =>
  (lang === 'ru' ? '' : location[lang === 'en' ? 'nameEn' : 'nameKy']) || location.nameRu;

function staffView(row: repo.LocationRow): StaffLocation {
  return {
    id: row.id,
    code: row.code,
    name: { ru: row.nameRu, ky: row.nameKy, en: row.nameEn },
    address: { ru: row.addressRu, ky: row.addressKy, en: row.addressEn },
    phone: row.phone,
    opens: row.opens,
    closes: row.closes,
    closed_weekdays: row.closedWeekdays,
    is_pickup_point: row.isPickupPoint,
    ships_courier: row.shipsCourier,
    active: row.active,
    is_default: row.isDefault,
    transfer_days: row.transferDays,
    position: row.position,
  };
}

/** What the audit trail keeps of a location: its staff view without the id. */
const auditView = ({ id: _id, ...rest }: StaffLocation) => rest;

const inLanguage = (texts: { ru: string; ky: string; en: string }, lang: Language) => texts[lang] || texts.ru;

/**
 * The active pickup point with this code, or undefined: a pickup order may only name one of
 * these (an unknown, closed or non-pickup location is refused by the caller).
 */
export async function activePickupPoint(db: DbOrTx, code: string): Promise<repo.LocationRow | undefined> {
  const [row] = await repo.locationsByCode(db, [code]);
  return row?.active && row.isPickupPoint ? row : undefined;
}

/**
 * The shops orders name, by code, with name and address in `lang` (Russian where empty). A
 * closed shop is still found: an old order keeps naming where it was collected.
 */
export async function orderShops(db: DbOrTx, codes: string[], lang: Language): Promise<Map<string, OrderShop>> {
  const rows = await repo.locationsByCode(db, [...new Set(codes)]);
  return new Map(
    rows.map((row) => {
      const view = staffView(row);
      const shop: OrderShop = {
        code: row.code,
        name: inLanguage(view.name, lang),
        address: inLanguage(view.address, lang),
        opens: row.opens,
        closes: row.closes,
      };
      return [row.code, shop];
    }),
  );
}

/**
 * Where courier orders leave from, for the delivery estimate: the active location that ships
 * courier orders (the default first, then in the shop's order) — its closing hour and closed
 * weekdays. Null when none ships.
 */
export async function courierDispatch(db: DbOrTx): Promise<{ closes: string | null; closedWeekdays: number[] } | null> {
  const shipping = (await repo.allLocations(db)).filter((row) => row.active && row.shipsCourier);
  const chosen = shipping.find((row) => row.isDefault) ?? shipping[0];
  return chosen ? { closes: chosen.closes, closedWeekdays: chosen.closedWeekdays } : null;
}

/** One order's pickup shop, or null for a courier order or a code no location has. */
export async function orderShop(db: DbOrTx, code: string | null, lang: Language): Promise<OrderShop | null> {
  if (!code) return null;
  return (await orderShops(db, [code], lang)).get(code) ?? null;
}

function columnsOf(body: Partial<NewLocation> & LocationChanges): repo.LocationChanges {
  return {
    nameRu: body.name?.ru,
    nameKy: body.name?.ky,
    nameEn: body.name?.en,
    addressRu: body.address?.ru,
    addressKy: body.address?.ky,
    addressEn: body.address?.en,
    phone: body.phone,
    opens: body.opens,
    closes: body.closes,
    closedWeekdays: body.closed_weekdays,
    isPickupPoint: body.is_pickup_point,
    shipsCourier: body.ships_courier,
    active: body.active,
    transferDays: body.transfer_days,
    position: body.position,
  };
}

const withoutUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const field = (code: string, message: string) => ({ code, message });

export type LocationsService = ReturnType<typeof createLocationsService>;

export function createLocationsService(deps: { db: Db; unitsHeldAt: UnitsHeldAt }) {
  const { db, unitsHeldAt } = deps;

  /** The storefront's pickup points: where shoppers collect orders, with address and hours. */
  async function pickupPoints(lang: Language): Promise<Location[]> {
    return repo.pickupPoints(db, lang);
  }

  async function list(): Promise<StaffLocationList> {
    return { items: (await repo.allLocations(db)).map(staffView) };
  }

  const codeTaken = () =>
    new AppError('conflict', 'value_taken', 'Another location has this code', {
      code: field('value_taken', 'Another location has this code'),
    });

  async function create(body: NewLocation, actor: Actor): Promise<StaffLocation> {
    try {
      return await db.transaction(async (tx) => {
        if (await repo.codeTaken(tx, body.code)) throw codeTaken();
        const id = await repo.insertLocation(tx, {
          code: body.code,
          ...withoutUndefined(columnsOf(body)),
          phone: body.phone ?? null,
          opens: body.opens ?? null,
          closes: body.closes ?? null,
        } as repo.LocationInsert);
        const created = staffView((await repo.findLocation(tx, id))!);
        await recordAudit(tx, {
          ...actor,
          action: 'location.created',
          objectType: 'location',
          objectId: id,
          before: null,
          after: auditView(created),
        });
        return created;
      });
    } catch (error) {
      // Two saves of one code at once: the unique index answers for the second.
      if (violatedUniqueConstraint(error) === 'locations_code_idx') throw codeTaken();
      throw error;
    }
  }

  /** The default stays active and selling; a location still holding units does not close. */
  async function checkChange(tx: Tx, before: repo.LocationRow, after: repo.LocationRow) {
    if (after.isDefault && !repo.sells(after)) {
      const name = after.active ? 'is_pickup_point' : 'active';
      throw new AppError(
        'conflict',
        'default_location_required',
        'The default location must stay active and selling: make another one the default first',
        { [name]: field('default_location_required', 'The default location must stay active and selling') },
      );
    }
    if (before.active && !after.active) {
      const held = await unitsHeldAt(tx, before.id);
      const units = held.free + held.reserved + held.moving;
      if (units > 0) {
        const message = `The location holds ${units} units (${held.free} free, ${held.reserved} for open orders, ${held.moving} on the way): move them first`;
        throw new AppError('conflict', 'location_holds_stock', message, {
          active: field('location_holds_stock', message),
        });
      }
    }
  }

  async function update(id: number, patch: LocationChanges, actor: Actor): Promise<StaffLocation> {
    return db.transaction(async (tx) => {
      // Two moves of the default at once would each see the old one and leave two: the second
      // waits for the first, then reads who has it now (locks in id order, so never a deadlock).
      if (patch.is_default) await repo.lockAllLocations(tx);
      const before = await repo.findLocation(tx, id, true);
      if (!before) throw notFound('Location');
      const changes = withoutUndefined(columnsOf(patch));
      const opens = patch.opens === undefined ? before.opens : patch.opens;
      const closes = patch.closes === undefined ? before.closes : patch.closes;
      if ((opens == null) !== (closes == null)) {
        throw new AppError('invalid_data', 'validation_failed', 'Invalid data', {
          closes: field('invalid_value', 'Give both the opening and the closing time, or neither'),
        });
      }
      const after: repo.LocationRow = {
        ...before,
        ...changes,
        isDefault: before.isDefault || patch.is_default === true,
      };
      await checkChange(tx, before, after);
      let previousDefault: number | undefined;
      if (patch.is_default && !before.isDefault) previousDefault = await repo.dropOtherDefault(tx, id);
      await repo.updateLocation(tx, id, { ...changes, isDefault: after.isDefault });
      if (previousDefault !== undefined) {
        await recordAudit(tx, {
          ...actor,
          action: 'location.default_moved',
          objectType: 'location',
          objectId: previousDefault,
          before: { is_default: true },
          after: { is_default: false, default_location_id: id },
        });
      }
      const saved = staffView((await repo.findLocation(tx, id))!);
      await recordAudit(tx, {
        ...actor,
        action: previousDefault === undefined ? 'location.updated' : 'location.made_default',
        objectType: 'location',
        objectId: id,
        before: {
          ...auditView(staffView(before)),
          ...(previousDefault ? { previous_default_id: previousDefault } : {}),
        },
        after: auditView(saved),
      });
      return saved;
    });
  }

  return { pickupPoints, list, create, update };
}
