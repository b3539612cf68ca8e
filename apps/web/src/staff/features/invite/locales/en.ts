export const staffInvite = {
  title: 'Invitation to the Aruu team',
  intro: 'Set a password for the staff area. Then sign in and set up your authenticator.',
  password: 'New password',
  confirmation: 'Repeat the password',
  submit: 'Save the password',
  done: 'Password saved. Sign in with {{email}}.',
};
