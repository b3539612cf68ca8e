import type { StockVariation } from '@aruu/contract/staff-stock';
import { TransferBody } from '@aruu/contract/staff-transfers';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { SelectField, TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { call } from '@/staff/shared/api/client';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useCreateTransfer, useTransferPlaces } from '../api/transfers-api';

interface Line {
  variation: StockVariation;
  quantity: string;
}

type Errors = Partial<Record<'from_location_id' | 'to_location_id' | 'lines' | 'note', string>> & {
  quantities?: Record<number, string>;
};

/**
 * A new transfer, made on a phone: the two places, then the goods by scanning or typing a SKU or
 * barcode (an exact match is added at once, so a scanner can go box by box), then the quantities.
 */
export function Component() {
  const { t } = useTranslation('staffTransfers');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const places = useTransferPlaces();
  const create = useCreateTransfer();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [note, setNote] = useState('');
  const [q, setQ] = useState('');
  const [found, setFound] = useState<StockVariation[] | undefined>();
  const [searching, setSearching] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const search = useRef<HTMLInputElement>(null);
  // One key per intended transfer: a retry of the same form is made once; any change makes a new one.
  const key = useRef<string | undefined>(undefined);
  const changed = () => {
    key.current = undefined;
  };

  const add = (variation: StockVariation) => {
    changed();
    setLines((all) =>
      all.some((line) => line.variation.variation_id === variation.variation_id)
        ? all.map((line) =>
            line.variation.variation_id === variation.variation_id
              ? { ...line, quantity: String((Number(line.quantity) || 0) + 1) }
              : line,
          )
        : [...all, { variation, quantity: '1' }],
    );
    setQ('');
    setFound(undefined);
    search.current?.focus();
  };

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const code = q.trim();
    if (!code) return;
    setSearching(true);
    try {
      const { items } = await call('GET /staff/stock', { query: { q: code, page_size: '10' } });
      const exact = items.filter((item) => item.sku.toLowerCase() === code.toLowerCase() || item.barcode === code);
      if (exact.length === 1) add(exact[0]!);
      else setFound(items);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSearching(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TransferBody.safeParse({
      from_location_id: Number(from) || 0,
      to_location_id: Number(to) || 0,
      lines: lines.map((line) => ({
        variation_id: line.variation.variation_id,
        quantity: /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : Number.NaN,
      })),
      note,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        if (field === 'lines' && typeof index === 'number') {
          found.quantities = { ...found.quantities, [index]: issue.message };
        } else if (field === 'lines') found.lines = 'noLines';
        else if ((field === 'from_location_id' || field === 'to_location_id') && !found[field])
          // An unchosen place is missing, not wrong.
          found[field] = (field === 'from_location_id' ? from : to) ? issue.message : 'required';
        else if (field === 'note' && !found.note) found.note = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    key.current ??= crypto.randomUUID();
    create.mutate(
      { body: parsed.data, key: key.current },
      {
        onSuccess: (transfer) => {
          key.current = undefined;
          toast.success(t('form.created', { id: transfer.id }));
          void navigate(staffPaths.transfer(transfer.id));
        },
        onError: (error) => {
          if (isApiError(error, 'validation_failed')) {
            setErrors({
              from_location_id: error.fields.from_location_id?.code,
              to_location_id: error.fields.to_location_id?.code,
              lines: error.fields.lines ? 'noLines' : undefined,
            });
          } else toast.error(errorText(error));
        },
      },
    );
  };

  const placeOptions = (
    <>
      <option value="">{t('form.choose')}</option>
      {(places.data ?? []).map((place) => (
        <option key={place.id} value={place.id}>
          {place.name}
        </option>
      ))}
    </>
  );

  return (
    <>
      <PageHeader title={t('new')} />
      <p className="mb-4">
        <Link to={staffPaths.transfers} className="underline">
          {t('back')}
        </Link>
      </p>
      <div className="flex max-w-xl flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('form.from')}
            value={from}
            onChange={(event) => {
              changed();
              setFrom(event.target.value);
            }}
            error={fieldText(errors.from_location_id)}
          >
            {placeOptions}
          </SelectField>
          <SelectField
            label={t('form.to')}
            value={to}
            onChange={(event) => {
              changed();
              setTo(event.target.value);
            }}
            error={fieldText(errors.to_location_id)}
          >
            {placeOptions}
          </SelectField>
        </div>
        <section aria-labelledby="transfer-goods" className="flex flex-col gap-3">
          <h2 id="transfer-goods" className="font-display text-lg">
            {t('form.goods')}
          </h2>
          <search>
            <form onSubmit={find} className="flex items-end gap-2">
              <TextField
                ref={search}
                label={t('form.search')}
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('form.searchHint')}
                value={q}
                onChange={(event) => setQ(event.target.value)}
                className="min-w-0 flex-1"
              />
              <Button type="submit" variant="secondary" loading={searching}>
                {t('form.find')}
              </Button>
            </form>
          </search>
          {found && found.length === 0 && <p className="text-sm">{t('form.notFound')}</p>}
          {found && found.length > 0 && (
            <ul className="flex flex-col gap-1">
              {found.map((variation) => (
                <li key={variation.variation_id} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 text-sm break-words">
                    <span className="font-mono">{variation.sku}</span> · {variation.title} ({variation.variation_name})
                    · {t('form.free', { count: variation.stock })}
                  </span>
                  <Button variant="secondary" onClick={() => add(variation)}>
                    {t('form.add')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="new-transfer">
            {errors.lines && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {t('form.noLines')}
              </p>
            )}
            <ul className="flex flex-col gap-2">
              {lines.map((line, index) => (
                <li
                  key={line.variation.variation_id}
                  className="flex items-end gap-2 rounded-xl border border-graphite-300 p-3 dark:border-graphite-700"
                >
                  <div className="min-w-0 flex-1">
                    <p className="text-sm break-words">
                      <span className="font-mono">{line.variation.sku}</span> · {line.variation.title} (
                      {line.variation.variation_name})
                    </p>
                    <TextField
                      label={t('form.quantity')}
                      inputMode="numeric"
                      autoComplete="off"
                      value={line.quantity}
                      onChange={(event) => {
                        changed();
                        const quantity = event.target.value;
                        setLines((all) => all.map((other, at) => (at === index ? { ...other, quantity } : other)));
                      }}
                      error={fieldText(errors.quantities?.[index])}
                      className="mt-1"
                    />
                  </div>
                  <Button
                    variant="ghost"
                    aria-label={t('form.remove', { sku: line.variation.sku })}
                    onClick={() => {
                      changed();
                      setLines((all) => all.filter((_, at) => at !== index));
                    }}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
            <TextField
              label={t('form.note')}
              autoComplete="off"
              value={note}
              onChange={(event) => {
                changed();
                setNote(event.target.value);
              }}
              error={fieldText(errors.note)}
            />
            <Button type="submit" loading={create.isPending} className="w-full">
              {t('form.submit')}
            </Button>
          </form>
        </section>
      </div>
    </>
  );
}
