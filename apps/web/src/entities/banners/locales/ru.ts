export const banners = {
  carousel: {
    title: 'Акции и подборки',
    name: 'карусель',
    slide: 'слайд',
    slideOf: '{{index}} из {{count}}',
    previous: 'Предыдущие акции',
    next: 'Следующие акции',
  },
  page: {
    eyebrow: 'Акция Aruu',
    cta: 'Смотреть товары',
    toHome: 'На главную',
    more: 'Другие акции',
  },
  notFound: {
    title: 'Акция не найдена',
    text: 'Возможно, она уже закончилась. Загляните в каталог — там всегда есть что-то новое.',
    toCatalog: 'В каталог',
  },
};
