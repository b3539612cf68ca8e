export const staffLayout = {
  brand: 'Aruu · кызматкерлер',
  menu: { label: 'Бөлүмдөр', open: 'Менюну ачуу', team: 'Кызматкерлер', audit: 'Аракеттер журналы' },
  badge: '{{count}} жаңы',
  role: { admin: 'Администратор', manager: 'Менеджер', warehouse: 'Кампа' },
  signOut: 'Чыгуу',
  settings: 'Тил жана тема',
  skipToContent: 'Негизги мазмунга өтүү',
  noAccess: {
    title: 'Кирүүгө уруксат жок',
    hint: 'Бул бөлүм сиздин ролуңуз үчүн жабык. Администраторго кайрылыңыз.',
  },
  notFound: { title: 'Барак табылган жок', toStart: 'Башына' },
  nothingAllowed: 'Сиздин ролуңуз үчүн азырынча бир да бөлүм ачык эмес.',
};
