import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';

/**
 * The recovery codes, shown once right after enrolment: the server keeps only their hashes. The
 * employee copies or downloads them before going on.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('staffSignIn');
  const [copied, setCopied] = useState(false);
  const text = `${t('recovery.fileHeading')}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'aruu-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-title" className="flex flex-col gap-4">
      <h2 id="recovery-title" className="font-display text-xl">
        {t('recovery.title')}
      </h2>
      <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('recovery.hint')}</p>
      <ol
        className="grid grid-cols-2 gap-2 rounded-2xl bg-white p-4 font-mono text-sm dark:bg-graphite-800"
        data-recovery-codes
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => navigator.clipboard.writeText(codes.join('\n')).then(() => setCopied(true))}
        >
          {copied ? t('recovery.copied') : t('recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('recovery.download')}
        </Button>
      </div>
      <Button onClick={onDone}>{t('recovery.done')}</Button>
    </section>
  );
}
