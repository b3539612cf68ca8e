import { accountTypes } from '@aruu/contract/auth';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';

/** Individual or legal entity (spec §3, §6), as two radio cards. */
export function AccountTypeField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation('auth');
  const hints = { individual: t('fields.individualHint'), legal: t('fields.legalHint') };
  return (
    <fieldset aria-describedby={error ? 'account-type-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-graphite-700 dark:text-graphite-300">
        {t('fields.accountType')}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {accountTypes.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-start gap-3 rounded-2xl border border-graphite-300 bg-white p-3.5 transition-colors has-checked:border-olive-600 has-checked:bg-olive-50 has-focus-visible:outline-2 has-focus-visible:outline-olive-600 dark:border-graphite-700 dark:bg-graphite-800 dark:has-checked:border-olive-300 dark:has-checked:bg-graphite-900"
          >
            <input
              type="radio"
              value={type}
              className="mt-1 size-4 shrink-0 accent-olive-700 dark:accent-olive-300"
              {...registration}
            />
            <span className="flex flex-col">
              <span className="text-sm font-medium text-graphite-900 dark:text-graphite-100">
                {t(`fields.${type}`)}
              </span>
              <span className="text-xs text-graphite-500 dark:text-graphite-300">{hints[type]}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="account-type-error" className="mt-1.5 text-sm text-rose-700 dark:text-rose-300" data-field-error>
          {error}
        </p>
      )}
    </fieldset>
  );
}
