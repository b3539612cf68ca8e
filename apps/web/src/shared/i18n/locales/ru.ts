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
  footer: {
    hours: 'Ежедневно с {{opens}} до {{closes}}',
    legal: {
      'privacy-policy': 'Политика конфиденциальности',
      return: 'Возврат товара',
      'rules-of-offer': 'Правила оформления заказа',
      'rules-of-sale': 'Правила продажи',
      'public-offer': 'Публичная оферта',
      refund: 'Оплата и возврат средств',
    },
  },
  state: {
    loading: 'Загрузка…',
    error: 'Что-то пошло не так',
    retry: 'Попробовать снова',
    notFound: 'Страница не найдена',
  },
};
