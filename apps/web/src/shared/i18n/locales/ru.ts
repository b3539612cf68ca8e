export const common = {
  brand: { tagline: 'Косметика из Кореи, Европы и Америки в Бишкеке' },
  nav: {
    home: 'Главная',
    catalog: 'Каталог',
    about: 'О нас',
    contacts: 'Контакты',
    favorites: 'Избранное',
    cart: 'Корзина',
    profile: 'Профиль',
  },
  language: { label: 'Язык', en: 'English', ky: 'Кыргызча', ru: 'Русский' },
  theme: { light: 'Светлая тема', dark: 'Тёмная тема' },
  toast: {
    close: 'Закрыть',
    updated: 'Успешно обновлено',
    saved: 'Успешно сохранено',
    deleted: 'Успешно удалено',
    addedToCart: 'Товар добавлен в корзину.',
    underDevelopment: 'Эта функция в разработке',
  },
  state: {
    loading: 'Загрузка…',
    error: 'Что-то пошло не так',
    retry: 'Попробовать снова',
    notFound: 'Страница не найдена',
  },
};
