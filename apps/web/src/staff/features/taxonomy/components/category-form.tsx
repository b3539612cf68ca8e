import type { CategoryBody, StaffCategory } from '@aruu/contract/staff-taxonomy';
import { type FormEvent, useState } from 'react';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { SelectField, TextField } from '@/shared/ui/form-field';
import { fieldCodeOf } from '@/staff/shared/lib/field-error';

type Editable = Pick<StaffCategory, 'name_ru' | 'name_en' | 'name_ky' | 'slug' | 'parent_id'>;

/** Names in the three languages side by side, the address name and the level. */
export function CategoryForm(props: {
  category?: Editable;
  tops: Array<Pick<StaffCategory, 'id' | 'name_ru'>>;
  saving: boolean;
  error: unknown;
  onSave: (body: CategoryBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffTaxonomy');
  const fieldText = useFieldErrorText();
  // Only the fields the API takes: the row the form opens from carries counts and old slugs too.
  const [draft, setDraft] = useState<Editable>(() => {
    const { name_ru = '', name_en = '', name_ky = '', slug = '', parent_id = null } = props.category ?? {};
    return { name_ru, name_en, name_ky, slug, parent_id };
  });
  const set = (patch: Partial<Editable>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => fieldText(fieldCodeOf(props.error, field));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={props.category ? t('category.edit') : t('category.new')}
      className="grid gap-3 rounded-lg border border-graphite-200 p-4 md:grid-cols-3 dark:border-graphite-700"
    >
      <TextField
        label={t('field.nameRu')}
        value={draft.name_ru}
        onChange={(e) => set({ name_ru: e.target.value })}
        error={errorOf('name_ru')}
        required
      />
      <TextField
        label={t('field.nameKy')}
        value={draft.name_ky}
        onChange={(e) => set({ name_ky: e.target.value })}
        error={errorOf('name_ky')}
        required
      />
      <TextField
        label={t('field.nameEn')}
        value={draft.name_en}
        onChange={(e) => set({ name_en: e.target.value })}
        error={errorOf('name_en')}
        required
      />
      <TextField
        label={t('field.slug')}
        value={draft.slug}
        onChange={(e) => set({ slug: e.target.value })}
        error={errorOf('slug')}
        hint={t('hint.slug')}
        required
      />
      <SelectField
        label={t('field.parent')}
        value={draft.parent_id ?? ''}
        onChange={(e) => set({ parent_id: e.target.value ? Number(e.target.value) : null })}
        error={errorOf('parent_id')}
      >
        <option value="">{t('topLevel')}</option>
        {props.tops.map((top) => (
          <option key={top.id} value={top.id}>
            {top.name_ru}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit" loading={props.saving}>
          {t('save')}
        </Button>
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
