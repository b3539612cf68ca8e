import { type ComponentProps, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { IconButton } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { EyeIcon, EyeOffIcon } from '@/shared/ui/icons';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle (a pressed button, so its state is announced). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <IconButton label={t('action.showPassword')} aria-pressed={visible} onClick={() => setVisible((on) => !on)}>
          {visible ? <EyeOffIcon size={22} /> : <EyeIcon size={22} />}
        </IconButton>
      }
    />
  );
}
