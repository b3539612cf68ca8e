export const staffInvite = {
  title: 'Invitation to the Aruu team',
  intro: 'Set a password for the staff area ({{email}}). Then sign in and set up your authenticator.',
  password: 'New password',
  confirmation: 'Repeat the password',
  submit: 'Save the password',
  done: 'Password saved. Sign in with {{email}}.',
  closed: {
    accepted: 'This invitation has already been accepted. Sign in with your email and password.',
    revoked: 'This invitation was withdrawn by an administrator. Ask them for a new one if you still need access.',
    expired: 'This invitation has expired. Ask an administrator to send a new one.',
    unknown:
      'This invitation link is not valid. Check that it was copied whole, or ask an administrator for a new one.',
  },
  toSignIn: 'Go to sign-in',
};
