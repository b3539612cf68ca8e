import { type FormEvent, type ReactNode, useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { Button } from '@/shared/ui/button';
import { TextAreaField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';

interface TextFormProps {
  label: string;
  hint: ReactNode;
  submit: string;
  done: string;
  maxLength: number;
  /** What the box starts with (a reply's greeting); sending it unchanged is not allowed. */
  initialText?: string;
  send: (text: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  pending: boolean;
}

/** A note or a reply: one text, kept until the server has it, so a refusal loses nothing typed. */
export function TextForm({ label, hint, submit, done, maxLength, initialText = '', send, pending }: TextFormProps) {
  const errorText = useErrorText();
  const [text, setText] = useState(initialText);
  const empty = text.trim() === initialText.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || pending) return;
    send(text, {
      onSuccess: () => {
        setText(initialText);
        toast.success(done);
      },
      onError: (error) => toast.error(errorText(error)),
    });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <TextAreaField
        label={label}
        value={text}
        rows={initialText ? 6 : undefined}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
      />
      <p className="text-sm text-graphite-700 dark:text-graphite-300">{hint}</p>
      <div>
        <Button type="submit" loading={pending} disabled={empty}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
