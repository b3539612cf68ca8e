export const staffSignIn = {
  title: 'Staff sign-in',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  code: {
    title: 'Verification code',
    label: 'Code from the app',
    hint: 'The six digits your authenticator app shows.',
    submit: 'Verify',
    useRecovery: 'No phone? Sign in with a recovery code',
    useApp: 'Enter a code from the app',
    recoveryLabel: 'Recovery code',
    recoveryHint: 'Each recovery code works once.',
  },
  enrol: {
    title: 'Set up your authenticator',
    steps:
      'The staff area needs a second step to sign in. Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and the like) and enter the code it shows.',
    qr: 'QR code for the authenticator app',
    manual: 'Cannot scan it? Enter the key by hand:',
  },
  recovery: {
    title: 'Recovery codes',
    hint: 'Save them now: they will not be shown again. Each code signs you in once if your phone is lost.',
    copy: 'Copy',
    copied: 'Copied',
    download: 'Download as a file',
    done: 'I have saved the codes',
    fileHeading: 'Aruu — staff sign-in recovery codes',
    left: 'Recovery codes left: {{count}}',
    renew: 'New recovery codes',
    renewHint:
      'Enter your password and a code from the app: you get ten new codes, and the old ones left stop working.',
    renewSubmit: 'Get new codes',
  },
  back: 'Back',
};
