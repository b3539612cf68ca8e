import type { AuditEntry } from '@aruu/contract/staff-audit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render';
import { AuditEntryRow } from './audit-entry';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-28T08:00:00.000Z',
  actor: { id: 2, email: 'manager@aruu.kg', name: 'Айбек Осмонов' },
  action: 'order.status_changed',
  object_type: 'order',
  object_id: '12',
  before: { status: 'assembly' },
  after: { status: 'delivery', note: null },
  request_id: null,
  ...fields,
});

const row = (fields: Partial<AuditEntry>, language: 'ru' | 'en' | 'ky' = 'ru') =>
  renderComponent(
    <ol>
      <AuditEntryRow entry={entry(fields)} />
    </ol>,
    { app: 'staff', language },
  ).container.querySelector('li')!;

/** What a reader sees before opening the raw data. */
const visibleText = (li: HTMLElement) => {
  const copy = li.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('details, .sr-only')) hidden.remove();
  return copy.textContent?.replace(/\s/g, ' ') ?? '';
};

describe('an audit entry', () => {
  it('reads as a sentence in the staff language, statuses by name, no codes', () => {
    const li = row({});
    const text = visibleText(li);
    expect(text).toContain('Заказ №12: статус изменён');
    expect(text).toContain('Статус');
    expect(text).toContain('Сборка → Доставка');
    expect(text).not.toContain('order.status_changed');
    expect(text).not.toContain('delivery');
    expect(text).not.toContain('Заметка');
  });

  it('shows prices in som, the raw diff in tyiyn only behind the toggle', async () => {
    const li = row(
      {
        action: 'product.updated',
        object_type: 'product',
        object_id: '7',
        before: { variations: [{ id: 70, sku: 'LIP-ROSE', price: 129000, compare_at_price: null }] },
        after: { variations: [{ id: 70, sku: 'LIP-ROSE', price: 119000, compare_at_price: null }] },
      },
      'en',
    );
    const text = visibleText(li);
    expect(text).toContain('Product #7: edited');
    expect(text).toMatch(/LIP-ROSE: Price.*1,290.*som → .*1,190.*som/);
    expect(text).not.toContain('129000');
    const raw = screen.getByText('Raw data');
    expect(raw.closest('details')!.open).toBe(false);
    await userEvent.setup().click(raw);
    expect(raw.closest('details')!.open).toBe(true);
    expect(raw.closest('details')!.textContent).toContain('129000');
    expect(raw.closest('details')!.textContent).toContain('product.updated');
  });

  it('keeps refunds, already in som, as they are, and names an unknown action without its code', () => {
    const li = row(
      { action: 'refund.created', object_type: 'refund', object_id: '3', before: null, after: { amount: 1190 } },
      'ky',
    );
    expect(visibleText(li)).toContain('Акча кайтаруу №3: акча кайтарылды');
    expect(visibleText(li)).toMatch(/Сумма.*1 190 сом/);
    const unknown = row({
      action: 'banner.archived',
      object_type: 'banner',
      object_id: '5',
      before: null,
      after: null,
    });
    expect(visibleText(unknown)).toContain('Баннер №5: изменения');
    expect(visibleText(unknown)).not.toContain('archived');
  });

  it('names roles and languages, not their codes', () => {
    const li = row({
      action: 'staff.invited',
      object_type: 'staff_invite',
      object_id: '4',
      before: null,
      after: { email: 'new@aruu.kg', role: 'warehouse', language: 'ky' },
    });
    const text = visibleText(li);
    expect(text).toContain('Приглашение №4: приглашение отправлено');
    expect(text).toContain('new@aruu.kg');
    expect(text).toContain('Склад');
    expect(text).toContain('кыргызский');
    expect(text).not.toMatch(/warehouse|: ky|→ ky/);
  });
});
