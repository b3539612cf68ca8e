import { type Language, languages } from '@aruu/contract/languages';
import { formatSomInput, parseSomText } from '@aruu/contract/som-text';
import type { ProductTexts, StaffProduct, StaffProductOptions, UpdateProductBody } from '@aruu/contract/staff-products';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { staffPaths } from '@/staff/shared/paths';
import { useMay } from '@/staff/shared/session/use-staff-me';
import { useBulkProducts, useCreateProduct, useSaveProduct } from '../api/products-api';
import { CostField, CostHistory } from './variation-cost';

type TextKey = keyof ProductTexts;
const textKeys: TextKey[] = ['title', 'description', 'composition', 'usage', 'seo_title', 'seo_description'];
/** The texts a shopper reads: an empty one in English or Kyrgyz shows the Russian text. */
const shopperTexts: TextKey[] = ['title', 'description', 'composition', 'usage'];
const multiline = new Set<TextKey>(['description', 'composition', 'usage', 'seo_description']);

interface VariationDraft {
  id?: number;
  /** A stable key for React while rows are added and removed. */
  key: string;
  sku: string;
  barcode: string;
  name: Record<Language, string>;
  price: string;
  compareAt: string;
  /** The cost price as typed; sent only by roles holding `reports.view`, and only when changed. */
  cost: string;
  /** The cost the form was opened with (tyiyn); undefined for a variation not saved yet. */
  costAtLoad?: number | null;
  color: string;
  stock: number;
  ordered: boolean;
  hidden: boolean;
}

interface Draft {
  texts: ProductTexts;
  brandId: string;
  categoryId: string;
  valueIds: number[];
  releasedOn: string;
  recommended: boolean;
  variations: VariationDraft[];
}

const emptyTriple = () => ({ ru: '', en: '', ky: '' });

function newVariation(): VariationDraft {
  return {
    key: crypto.randomUUID(),
    sku: '',
    barcode: '',
    name: emptyTriple(),
    price: '',
    compareAt: '',
    cost: '',
    color: '',
    stock: 0,
    ordered: false,
    hidden: false,
  };
}

function draftOf(product: StaffProduct | undefined): Draft {
  if (!product) {
    return {
      texts: Object.fromEntries(textKeys.map((key) => [key, emptyTriple()])) as ProductTexts,
      brandId: '',
      categoryId: '',
      valueIds: [],
      releasedOn: new Date().toISOString().slice(0, 10),
      recommended: false,
      variations: [newVariation()],
    };
  }
  return {
    texts: structuredClone(product.texts),
    brandId: String(product.brand_id),
    categoryId: String(product.category_id),
    valueIds: product.property_value_ids,
    releasedOn: product.released_at.slice(0, 10),
    recommended: product.is_recommended,
    variations: product.variations.map((v) => ({
      id: v.id,
      key: String(v.id),
      sku: v.sku,
      barcode: v.barcode ?? '',
      name: { ...v.name },
      price: formatSomInput(v.price),
      compareAt: v.compare_at_price === null ? '' : formatSomInput(v.compare_at_price),
      cost: v.cost == null ? '' : formatSomInput(v.cost),
      costAtLoad: v.cost,
      color: v.color_hex ?? '',
      stock: v.stock,
      ordered: v.ordered,
      hidden: v.hidden,
    })),
  };
}

/**
 * Prices typed in som become integer tyiyn here; a field that is not an amount stops the save.
 * A cost goes only with `seesCosts` (the server refuses it from anyone else) and only when it
 * differs from the one the form was opened with, so a save never puts back a cost an import
 * changed meanwhile.
 */
function bodyOf(
  draft: Draft,
  seesCosts: boolean,
): { body?: Omit<UpdateProductBody, 'version'>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const variations = draft.variations.map((v, i) => {
    const price = parseSomText(v.price);
    const compareAt = v.compareAt.trim() ? parseSomText(v.compareAt) : null;
    const cost = v.cost.trim() ? parseSomText(v.cost) : null;
    if (price === null) errors[`variations.${i}.price`] = 'priceInvalid';
    if (v.compareAt.trim() && compareAt === null) errors[`variations.${i}.compare_at_price`] = 'priceInvalid';
    if (seesCosts && v.cost.trim() && cost === null) errors[`variations.${i}.cost`] = 'priceInvalid';
    return {
      ...(v.id === undefined ? {} : { id: v.id }),
      sku: v.sku,
      barcode: v.barcode || null,
      name: v.name,
      price: price ?? 0,
      compare_at_price: compareAt,
      ...(seesCosts && cost !== (v.costAtLoad ?? null) ? { cost } : {}),
      color_hex: v.color || null,
      hidden: v.hidden,
    };
  });
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    body: {
      texts: draft.texts,
      brand_id: Number(draft.brandId),
      category_id: Number(draft.categoryId),
      property_value_ids: draft.valueIds,
      released_at: new Date(`${draft.releasedOn}T00:00:00Z`).toISOString(),
      is_recommended: draft.recommended,
      variations,
    },
  };
}

/**
 * What other features show inside the editor of a saved product, given through `app/` since a
 * feature does not import another (docs/areas/web.md, "The staff app").
 */
export interface ProductEditorSlots {
  /** The product's main photo, beside the link to its photos. */
  mainPhoto?: (productId: number) => ReactNode;
  /** A saved variation's own photo, beside the link to attach one. */
  variationPhoto?: (productId: number, variationId: number) => ReactNode;
  /**
   * The product's stock with its adjustments, below the form (it has forms of its own, which may
   * not sit inside this one); without it each variation shows its stock read-only.
   */
  stock?: (productId: number) => ReactNode;
}

interface ProductFormProps {
  product?: StaffProduct;
  options: StaffProductOptions;
  onCreated: (product: StaffProduct) => void;
  slots?: ProductEditorSlots;
}

/**
 * The product editor: texts in three languages side by side with a completeness mark per
 * language, the product's details, and its variations. Stock is changed only through the `stock`
 * slot (the stock feature's adjustments with their reasons), never as a field here.
 */
export function ProductForm({ product, options, onCreated, slots = {} }: ProductFormProps) {
  const { t } = useTranslation('staffProducts');
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const seesCosts = useMay('reports.view');
  const [draft, setDraft] = useState(() => draftOf(product));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const create = useCreateProduct();
  const save = useSaveProduct(product?.id ?? 0);
  const bulk = useBulkProducts();
  const pending = create.isPending || save.isPending;
  const failure = create.error ?? save.error;
  const serverErrors = isApiError(failure) ? failure.fields : {};
  const errorAt = (path: string) =>
    localErrors[path] ? t(`editor.${localErrors[path]}` as 'editor.priceInvalid') : fieldText(serverErrors[path]?.code);

  const setText = (key: TextKey, lang: Language, value: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [key]: { ...d.texts[key], [lang]: value } } }));
  const setVariation = (index: number, change: Partial<VariationDraft>) =>
    setDraft((d) => ({ ...d, variations: d.variations.map((v, i) => (i === index ? { ...v, ...change } : v)) }));
  const complete = (lang: Language) =>
    shopperTexts.every((key) => draft.texts[key][lang].trim()) && draft.variations.every((v) => v.name[lang].trim());

  const submit = (publish: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    const { body, errors } = bodyOf(draft, seesCosts);
    setLocalErrors(errors);
    if (!body) return;
    const onError = (error: unknown) => {
      if (!(isApiError(error) && Object.keys(error.fields).length > 0)) toast.error(errorText(error));
    };
    if (!product) {
      create.mutate(
        { ...body, published: publish },
        {
          onSuccess: (created) => {
            toast.success(t('editor.created'));
            onCreated(created);
          },
          onError,
        },
      );
    } else {
      save.mutate(
        { ...body, version: product.version },
        { onSuccess: () => toast.success(t('editor.saved')), onError },
      );
    }
  };

  const togglePublished = () => {
    if (!product) return;
    const action = product.published ? 'unpublish' : 'publish';
    bulk.mutate(
      { action, product_ids: [product.id] },
      {
        onSuccess: () => toast.success(t(product.published ? 'editor.unpublishedNow' : 'editor.publishedNow')),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  return (
    <>
      <form noValidate onSubmit={submit(false)} className="flex flex-col gap-8" data-staff-form="product">
        {product && (
          <div className="flex flex-wrap items-center gap-3">
            <p data-product-status={product.published ? 'published' : 'draft'}>
              {t('editor.status', { status: product.published ? t('live') : t('draft') })}
            </p>
            <Button type="button" variant="secondary" loading={bulk.isPending} onClick={togglePublished}>
              {product.published ? t('editor.unpublish') : t('editor.publish')}
            </Button>
            <Link to={staffPaths.productPhotos(product.id)} className="text-sm underline underline-offset-2">
              {t('editor.photos')}
            </Link>
            {slots.mainPhoto?.(product.id)}
          </div>
        )}

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-display text-xl">{t('editor.texts')}</legend>
          <div className="grid gap-2 lg:grid-cols-3">
            {languages.map((lang) => (
              <p key={lang} className="text-sm" data-completeness={lang}>
                <strong>{t(`languages.${lang}`)}</strong>
                {' — '}
                {lang === 'ru' ? t('editor.required') : complete(lang) ? t('editor.complete') : t('editor.incomplete')}
              </p>
            ))}
          </div>
          {textKeys.map((key) => (
            <div key={key} className="grid gap-3 lg:grid-cols-3">
              {languages.map((lang) => {
                const props = {
                  label: `${t(`editor.fields.${key}`)} (${lang.toUpperCase()})`,
                  value: draft.texts[key][lang],
                  error: errorAt(`texts.${key}.${lang}`),
                  lang,
                };
                return multiline.has(key) ? (
                  <TextAreaField
                    key={lang}
                    {...props}
                    rows={key === 'seo_description' ? 2 : 4}
                    onChange={(event) => setText(key, lang, event.target.value)}
                  />
                ) : (
                  <TextField key={lang} {...props} onChange={(event) => setText(key, lang, event.target.value)} />
                );
              })}
            </div>
          ))}
          <p className="text-xs text-graphite-700 dark:text-graphite-300">{t('editor.seoHint')}</p>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-display text-xl">{t('editor.details')}</legend>
          <SelectField
            label={t('editor.brand')}
            value={draft.brandId}
            error={errorAt('brand_id')}
            onChange={(event) => setDraft((d) => ({ ...d, brandId: event.target.value }))}
          >
            <option value="">{t('editor.choose')}</option>
            {options.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('editor.category')}
            value={draft.categoryId}
            error={errorAt('category_id')}
            onChange={(event) => setDraft((d) => ({ ...d, categoryId: event.target.value }))}
          >
            <option value="">{t('editor.choose')}</option>
            {options.categories
              .filter((category) => category.leaf)
              .map((category) => (
                <option key={category.id} value={category.id}>
                  {category.parent_name} / {category.name}
                </option>
              ))}
          </SelectField>
          <TextField
            type="date"
            label={t('editor.releasedAt')}
            value={draft.releasedOn}
            error={errorAt('released_at')}
            onChange={(event) => setDraft((d) => ({ ...d, releasedOn: event.target.value }))}
          />
          <div className="flex items-end">
            <CheckboxField
              label={t('editor.recommended')}
              checked={draft.recommended}
              onChange={(event) => setDraft((d) => ({ ...d, recommended: event.target.checked }))}
            />
          </div>
          <details className="sm:col-span-2">
            <summary className="cursor-pointer font-medium">
              {t('editor.properties')} ({draft.valueIds.length})
            </summary>
            <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {options.properties.map((property) => (
                <fieldset key={property.id} className="flex flex-col gap-2">
                  <legend className="text-sm font-medium">{property.name}</legend>
                  {property.values.map((value) => (
                    <CheckboxField
                      key={value.id}
                      label={value.name}
                      checked={draft.valueIds.includes(value.id)}
                      onChange={(event) =>
                        setDraft((d) => ({
                          ...d,
                          valueIds: event.target.checked
                            ? [...d.valueIds, value.id]
                            : d.valueIds.filter((id) => id !== value.id),
                        }))
                      }
                    />
                  ))}
                </fieldset>
              ))}
            </div>
          </details>
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-display text-xl">{t('editor.variationsTitle')}</legend>
          {errorAt('variations') && (
            <p className="text-sm text-rose-700 dark:text-rose-300" data-field-error>
              {errorAt('variations')}
            </p>
          )}
          {draft.variations.map((variation, index) => (
            <VariationFields
              key={variation.key}
              index={index}
              variation={variation}
              errorAt={errorAt}
              productId={product?.id}
              slots={slots}
              seesCosts={seesCosts}
              canRemove={draft.variations.length > 1 && !variation.ordered}
              onChange={(change) => setVariation(index, change)}
              onRemove={() => setDraft((d) => ({ ...d, variations: d.variations.filter((_, i) => i !== index) }))}
            />
          ))}
          <div>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setDraft((d) => ({ ...d, variations: [...d.variations, newVariation()] }))}
            >
              {t('editor.addVariation')}
            </Button>
          </div>
        </fieldset>

        {failure && isApiError(failure, 'edited_elsewhere') && (
          <p role="alert" className="text-rose-700 dark:text-rose-300">
            {errorText(failure)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={pending}>
            {product ? t('editor.save') : t('editor.create')}
          </Button>
          {!product && (
            <Button type="button" variant="secondary" loading={pending} onClick={() => submit(true)()}>
              {t('editor.createPublished')}
            </Button>
          )}
        </div>
      </form>
      {product && seesCosts && (
        <div className="mt-10">
          <CostHistory productId={product.id} />
        </div>
      )}
      {product && slots.stock && <div className="mt-10">{slots.stock(product.id)}</div>}
    </>
  );
}

interface VariationFieldsProps {
  index: number;
  variation: VariationDraft;
  productId?: number;
  slots: ProductEditorSlots;
  /** The role holds `reports.view`: the cost field and the margin show. */
  seesCosts: boolean;
  canRemove: boolean;
  errorAt: (path: string) => string | undefined;
  onChange: (change: Partial<VariationDraft>) => void;
  onRemove: () => void;
}

function VariationFields({
  index,
  variation,
  productId,
  slots,
  seesCosts,
  canRemove,
  errorAt,
  onChange,
  onRemove,
}: VariationFieldsProps) {
  const { t } = useTranslation('staffProducts');
  const at = (field: string) => errorAt(`variations.${index}.${field}`);
  const number = index + 1;
  const saved =
    productId !== undefined && variation.id !== undefined ? { productId, variationId: variation.id } : undefined;
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-graphite-200 p-3 sm:grid-cols-2 lg:grid-cols-4 dark:border-graphite-700"
      data-variation={index}
    >
      <legend className="px-1 font-medium">{t('editor.variation', { number })}</legend>
      <TextField
        label={`${t('editor.sku')} ${number}`}
        value={variation.sku}
        error={at('sku')}
        onChange={(event) => onChange({ sku: event.target.value })}
      />
      <TextField
        label={`${t('editor.barcode')} ${number}`}
        inputMode="numeric"
        value={variation.barcode}
        error={at('barcode')}
        onChange={(event) => onChange({ barcode: event.target.value })}
      />
      <TextField
        label={`${t('editor.price')} ${number}`}
        inputMode="decimal"
        value={variation.price}
        error={at('price')}
        onChange={(event) => onChange({ price: event.target.value })}
      />
      <TextField
        label={`${t('editor.compareAt')} ${number}`}
        inputMode="decimal"
        hint={t('editor.compareAtHint')}
        value={variation.compareAt}
        error={at('compare_at_price')}
        onChange={(event) => onChange({ compareAt: event.target.value })}
      />
      {seesCosts && (
        <CostField
          number={number}
          price={variation.price}
          cost={variation.cost}
          error={at('cost')}
          onChange={(cost) => onChange({ cost })}
        />
      )}
      {languages.map((lang) => (
        <TextField
          key={lang}
          lang={lang}
          label={`${t('editor.name', { language: lang.toUpperCase() })} ${number}`}
          value={variation.name[lang]}
          error={at(`name.${lang}`)}
          onChange={(event) => onChange({ name: { ...variation.name, [lang]: event.target.value } })}
        />
      ))}
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-graphite-700 dark:text-graphite-300">
          {t('editor.color')} {number}
        </span>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${t('editor.color')} ${number}`}
            className="h-11 w-14 cursor-pointer rounded-lg border border-graphite-300"
            value={variation.color || '#000000'}
            onChange={(event) => onChange({ color: event.target.value })}
          />
          <span className="font-mono text-sm">{variation.color || t('editor.noColor')}</span>
          {variation.color && (
            <Button type="button" variant="ghost" onClick={() => onChange({ color: '' })}>
              {t('editor.noColor')}
            </Button>
          )}
        </div>
        {at('color_hex') && <p className="text-sm text-rose-700 dark:text-rose-300">{at('color_hex')}</p>}
      </div>
      <div className="flex flex-col justify-center gap-2 text-sm sm:col-span-2 lg:col-span-3">
        {!slots.stock && <p>{t('editor.stockReadOnly', { count: variation.stock })}</p>}
        {variation.ordered && <p>{t('editor.ordered')}</p>}
        <CheckboxField
          label={
            <>
              {t('editor.hidden')} {number}
              <span className="block text-graphite-600 dark:text-graphite-400">{t('editor.hiddenHint')}</span>
            </>
          }
          checked={variation.hidden}
          onChange={(event) => onChange({ hidden: event.target.checked })}
        />
        {saved && (
          <div className="flex flex-wrap items-center gap-3">
            {slots.variationPhoto?.(saved.productId, saved.variationId)}
            <Link
              to={`${staffPaths.productPhotos(saved.productId)}?variation=${saved.variationId}`}
              className="underline underline-offset-2"
            >
              {t('editor.photo')}
            </Link>
          </div>
        )}
      </div>
      {canRemove && (
        <div className="flex items-end">
          <Button type="button" variant="danger" onClick={onRemove}>
            {t('editor.removeVariation')} {number}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
