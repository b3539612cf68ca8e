export const staffLayout = {
  brand: 'Aruu · персонал',
  menu: { label: 'Разделы', open: 'Открыть меню', team: 'Сотрудники', audit: 'Журнал действий' },
  badge: '{{count}} новых',
  role: { admin: 'Администратор', manager: 'Менеджер', warehouse: 'Склад' },
  signOut: 'Выйти',
  settings: 'Язык и тема',
  skipToContent: 'Перейти к содержимому',
  noAccess: { title: 'Нет доступа', hint: 'Вашей роли этот раздел не открыт. Обратитесь к администратору.' },
  notFound: { title: 'Страница не найдена', toStart: 'К началу' },
  nothingAllowed: 'Вашей роли пока не открыт ни один раздел.',
};
