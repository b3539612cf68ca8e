export const staffLayout = {
  brand: 'Aruu · staff',
  menu: { label: 'Sections', open: 'Open the menu', team: 'Staff', audit: 'Audit trail' },
  badge: '{{count}} new',
  role: { admin: 'Administrator', manager: 'Manager', warehouse: 'Warehouse' },
  signOut: 'Sign out',
  settings: 'Language and theme',
  skipToContent: 'Skip to content',
  noAccess: { title: 'No access', hint: 'Your role cannot open this section. Ask an administrator.' },
  notFound: { title: 'Page not found', toStart: 'To the start' },
  nothingAllowed: 'Your role cannot open any section yet.',
};
