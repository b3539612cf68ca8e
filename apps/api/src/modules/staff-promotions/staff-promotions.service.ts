import type { PromoCode, PromoCodeInput, PromoCodeList } from '@aruu/contract/staff-promotions';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import type { PromotionsService } from '../promotions/promotions.service.js';

export type StaffPromotionsService = ReturnType<typeof createStaffPromotionsService>;

type Actor = { actorId: number; requestId?: string };
type CodeRow = NonNullable<Awaited<ReturnType<PromotionsService['lockForEdit']>>>;
type CodeWithStats = NonNullable<Awaited<ReturnType<PromotionsService['findWithStats']>>>;

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** The code's rules as the API writes them: the audit trail's before and after. */
function rulesOf(row: CodeRow) {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    min_order: row.minOrder,
    valid_from: isoOrNull(row.validFrom),
    valid_until: isoOrNull(row.validUntil),
    usage_limit: row.usageLimit,
    once_per_user: row.oncePerUser,
    active: row.active,
  };
}

function answerOf({ promo, timesUsed, revenue, discountGiven }: CodeWithStats): PromoCode {
  return {
    id: promo.id,
    ...rulesOf(promo),
    created_at: promo.createdAt.toISOString(),
    stats: { times_used: timesUsed, revenue, discount_given: discountGiven },
  };
}

function valuesOf(input: PromoCodeInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.value,
    minOrder: input.min_order,
    validFrom: input.valid_from === null ? null : new Date(input.valid_from),
    validUntil: input.valid_until === null ? null : new Date(input.valid_until),
    usageLimit: input.usage_limit,
    oncePerUser: input.once_per_user,
    active: input.active,
  };
}

const changed = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  JSON.stringify(before) !== JSON.stringify(after);

/** Promo codes in the back office; the rules and the SQL stay in the promotions module. */
export function createStaffPromotionsService(deps: { db: Db; promotions: PromotionsService }) {
  const { db, promotions } = deps;

  async function detail(tx: Db | Tx, id: number): Promise<PromoCode> {
    const found = await promotions.findWithStats(tx, id);
    if (!found) throw notFound('Promo code');
    return answerOf(found);
  }

  async function list(): Promise<PromoCodeList> {
    return { items: (await promotions.listWithStats(db)).map(answerOf) };
  }

  async function create(input: PromoCodeInput, actor: Actor): Promise<PromoCode> {
    return db.transaction(async (tx) => {
      const row = await promotions.create(tx, valuesOf(input));
      await recordAudit(tx, {
        ...actor,
        action: 'promo_code.created',
        objectType: 'promo_code',
        objectId: row.id,
        before: null,
        after: rulesOf(row),
      });
      return detail(tx, row.id);
    });
  }

  /** Applies `change` to a locked code; a change to what it already is writes nothing. */
  async function edit(
    id: number,
    actor: Actor,
    action: string,
    change: (current: CodeRow) => Partial<ReturnType<typeof valuesOf>>,
  ): Promise<PromoCode> {
    return db.transaction(async (tx) => {
      const current = await promotions.lockForEdit(tx, id);
      if (!current) throw notFound('Promo code');
      const before = rulesOf(current);
      const after = rulesOf({ ...current, ...change(current) });
      if (changed(before, after)) {
        await promotions.update(tx, id, change(current));
        await recordAudit(tx, { ...actor, action, objectType: 'promo_code', objectId: id, before, after });
      }
      return detail(tx, id);
    });
  }

  return {
    list,
    detail: (id: number) => detail(db, id),
    create,
    update: (id: number, input: PromoCodeInput, actor: Actor) =>
      edit(id, actor, 'promo_code.updated', () => valuesOf(input)),
    setActive: (id: number, active: boolean, actor: Actor) =>
      edit(id, actor, active ? 'promo_code.resumed' : 'promo_code.paused', () => ({ active })),
  };
}
