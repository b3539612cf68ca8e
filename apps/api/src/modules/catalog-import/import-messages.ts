import type { Language } from '@aruu/contract/common';

/**
 * Why a row was refused, in the staff member's language; `{value}` is the offending text or the
 * row it clashes with. Kept on the server so the report file and the dry-run table say the same.
 */
const messages: Record<string, Record<Language, string>> = {
  missing_value: { ru: 'Не заполнено', en: 'Empty', ky: 'Толтурулган эмес' },
  too_long: { ru: 'Слишком длинный текст', en: 'Text too long', ky: 'Текст өтө узун' },
  unstorable_text: {
    ru: 'В тексте символ, который нельзя сохранить (нулевой байт, NUL): «{value}»',
    en: 'The text holds a character that cannot be stored (a NUL byte): "{value}"',
    ky: 'Текстте сактоого мүмкүн болбогон белги бар (нөлдүк байт, NUL): «{value}»',
  },
  bad_slug: {
    ru: 'Ключ товара «{value}»: только латиница в нижнем регистре, цифры и дефисы',
    en: 'Product key "{value}": lower-case Latin letters, digits and hyphens only',
    ky: '«{value}» товар ачкычы: кичине латын тамгалары, сандар жана дефис гана',
  },
  product_rows_apart: {
    ru: 'Строки товара должны идти подряд; товар уже был в строке {value}',
    en: 'A product’s rows must be together; this product already appeared in row {value}',
    ky: 'Товардын саптары катар турушу керек; бул товар {value}-сапта болгон',
  },
  product_refused: {
    ru: 'Товар отклонён в строке {value}',
    en: 'The product was refused in row {value}',
    ky: 'Товар {value}-сапта четке кагылды',
  },
  product_columns_differ: {
    ru: 'Поля товара отличаются от первой строки товара: «{value}»',
    en: 'Product columns differ from the product’s first row: "{value}"',
    ky: 'Товардын талаалары анын биринчи сабынан айырмаланат: «{value}»',
  },
  unknown_brand: {
    ru: 'Нет такого бренда: «{value}»',
    en: 'No such brand: "{value}"',
    ky: '«{value}» деген бренд жок',
  },
  unknown_category: {
    ru: 'Нет такой категории: «{value}»',
    en: 'No such category: "{value}"',
    ky: '«{value}» деген категория жок',
  },
  category_not_leaf: {
    ru: 'Категория «{value}» — раздел; нужна подкатегория',
    en: 'Category "{value}" is a section; choose a subcategory',
    ky: '«{value}» категориясы — бөлүм; ички категорияны тандаңыз',
  },
  bad_flag: {
    ru: 'Ожидается yes или no: «{value}»',
    en: 'Expected yes or no: "{value}"',
    ky: 'yes же no болушу керек: «{value}»',
  },
  bad_properties: {
    ru: 'Свойства записываются так: skin_type=dry|oily; finish=matte',
    en: 'Write properties as skin_type=dry|oily; finish=matte',
    ky: 'Касиеттер мындай жазылат: skin_type=dry|oily; finish=matte',
  },
  unknown_property: {
    ru: 'Нет такого свойства: «{value}»',
    en: 'No such property: "{value}"',
    ky: '«{value}» деген касиет жок',
  },
  unknown_property_value: {
    ru: 'Нет такого значения свойства: «{value}»',
    en: 'No such property value: "{value}"',
    ky: '«{value}» деген касиеттин мааниси жок',
  },
  bad_sku: {
    ru: 'Артикул «{value}»: до 64 латинских букв, цифр и знаков . _ - /',
    en: 'SKU "{value}": up to 64 Latin letters, digits and . _ - /',
    ky: '«{value}» артикулу: 64кө чейин латын тамгасы, сан жана . _ - / белгилери',
  },
  duplicate_sku: {
    ru: 'Этот артикул уже есть в файле, в строке {value}',
    en: 'This SKU is already in the file, in row {value}',
    ky: 'Бул артикул файлда {value}-сапта бар',
  },
  sku_other_product: {
    ru: 'Артикул принадлежит другому товару: «{value}»',
    en: 'The SKU belongs to another product: "{value}"',
    ky: 'Артикул башка товарга таандык: «{value}»',
  },
  unknown_sku: {
    ru: 'Нет варианта с артикулом «{value}»',
    en: 'No variation has SKU "{value}"',
    ky: '«{value}» артикулу менен вариант жок',
  },
  bad_price: {
    ru: 'Цена в сомах, например 1250.50 или 1 250,50: «{value}»',
    en: 'A price in som, e.g. 1250.50 or 1 250,50: "{value}"',
    ky: 'Баасы сом менен, мисалы 1250.50 же 1 250,50: «{value}»',
  },
  bad_cost: {
    ru: 'Себестоимость в сомах, например 850.00 или 850,5 (пусто — не указана): «{value}»',
    en: 'A cost price in som, e.g. 850.00 or 850,5 (empty: none): "{value}"',
    ky: 'Өздүк нарк сом менен, мисалы 850.00 же 850,5 (бош — көрсөтүлгөн эмес): «{value}»',
  },
  compare_at_not_above_price: {
    ru: 'Старая цена должна быть выше цены',
    en: 'The compare-at price must be above the price',
    ky: 'Эски баа жаңы баадан жогору болушу керек',
  },
  bad_stock: {
    ru: 'Остаток — целое число не меньше нуля: «{value}»',
    en: 'Stock is a whole number, zero or more: "{value}"',
    ky: 'Калдык нөлдөн кем эмес бүтүн сан болушу керек: «{value}»',
  },
  unknown_location: {
    ru: 'Нет магазина или склада с кодом «{value}»: проверьте название столбца stock_<код>',
    en: 'No shop or warehouse has the code "{value}": check the stock_<code> column’s name',
    ky: '«{value}» коду менен дүкөн же кампа жок: stock_<код> мамычасынын атын текшериңиз',
  },
  stock_read_only: {
    ru: 'Когда в файле есть столбцы stock_<код>, столбец stock только для чтения (общий остаток): меняйте остатки в столбцах магазинов, а не «{value}»',
    en: 'When the file has stock_<code> columns, stock is read-only (the total): change the units in the shops’ columns, not "{value}"',
    ky: 'Файлда stock_<код> мамычалары болсо, stock мамычасы окуу үчүн гана (жалпы калдык): калдыкты «{value}» эмес, дүкөндөрдүн мамычаларында өзгөртүңүз',
  },
  bad_barcode: {
    ru: 'Штрихкод: 4–32 латинских букв или цифр: «{value}»',
    en: 'Barcode: 4–32 Latin letters or digits: "{value}"',
    ky: 'Штрихкод: 4–32 латын тамгасы же сан: «{value}»',
  },
  duplicate_barcode: {
    ru: 'Этот штрихкод уже есть в файле, в строке {value}',
    en: 'This barcode is already in the file, in row {value}',
    ky: 'Бул штрихкод файлда {value}-сапта бар',
  },
  barcode_other_product: {
    ru: 'Штрихкод уже у другого варианта: «{value}»',
    en: 'The barcode belongs to another variation: "{value}"',
    ky: 'Штрихкод башка вариантка таандык: «{value}»',
  },
  bad_color: {
    ru: 'Цвет в виде #rrggbb: «{value}»',
    en: 'A colour as #rrggbb: "{value}"',
    ky: 'Түс #rrggbb түрүндө: «{value}»',
  },
  too_many_photos: { ru: 'Не больше 10 фото', en: 'At most 10 photos', ky: '10дон ашык эмес сүрөт' },
  bad_photo_url: {
    ru: 'Адрес фото не подходит (только http/https, не внутренняя сеть): «{value}»',
    en: 'Unusable photo address (http/https only, not a private network): "{value}"',
    ky: 'Сүрөттүн дареги жарабайт (http/https гана, ички тармак эмес): «{value}»',
  },
  // CommerceML (an accounting system's exchange): `{value}` is the accounting system's text.
  unknown_good: {
    ru: 'Предложение для товара, которого нет в каталоге сайта и нет в обмене (Ид «{value}»): выгрузите каталог (import.xml) вместе с предложениями',
    en: 'An offer for a good the shop’s catalogue does not have and the exchange did not send (Ид "{value}"): export the catalogue (import.xml) with the offers',
    ky: 'Сайттын каталогунда да, алмашууда да жок товарга сунуш (Ид «{value}»): каталогду (import.xml) сунуштар менен кошо чыгарыңыз',
  },
  bad_currency: {
    ru: 'Цена не в сомах (валюта «{value}»): выберите в учётной системе тип цен в сомах',
    en: 'The price is not in som (currency "{value}"): map a price type in som in the accounting system',
    ky: 'Баа сом менен эмес («{value}» валютасы): эсеп системасында сом менен берилген баанын түрүн тандаңыз',
  },
  unmapped_warehouse: {
    ru: 'Склад учётной системы не сопоставлен с магазином сайта, его остатки не прочитаны: «{value}» (Ид склада и число предложений)',
    en: 'The accounting system’s warehouse is not mapped to a shop location, its stock was not read: "{value}" (warehouse Ид and number of offers)',
    ky: 'Эсеп системасынын кампасы сайттын дүкөнүнө байланышкан эмес, анын калдыктары окулган жок: «{value}» (кампанын Ид жана сунуштардын саны)',
  },
  // The photo stage after the run: `{value}` is the photo's URL.
  photo_bad_url: {
    ru: 'Адрес фото не подходит: «{value}»',
    en: 'Unusable photo address: "{value}"',
    ky: 'Сүрөттүн дареги жарабайт: «{value}»',
  },
  photo_private_address: {
    ru: 'Фото во внутренней сети, его нельзя загрузить: «{value}»',
    en: 'The photo is on a private network and cannot be fetched: "{value}"',
    ky: 'Сүрөт ички тармакта, аны жүктөөгө болбойт: «{value}»',
  },
  photo_bad_redirect: {
    ru: 'Сервер фото перенаправил на адрес не http/https: «{value}»',
    en: 'The photo’s server redirected to a non-http(s) address: "{value}"',
    ky: 'Сүрөттүн сервери http/https эмес дарекке багыттады: «{value}»',
  },
  photo_too_many_redirects: {
    ru: 'Сервер фото перенаправляет слишком много раз: «{value}»',
    en: 'The photo’s server redirects too many times: "{value}"',
    ky: 'Сүрөттүн сервери өтө көп жолу башка дарекке багыттайт: «{value}»',
  },
  photo_http_status: {
    ru: 'Сервер не отдал фото (код ответа в причине): «{value}»',
    en: 'The server did not return the photo (status code in the reason): "{value}"',
    ky: 'Сервер сүрөттү берген жок (жооп коду себепте): «{value}»',
  },
  photo_too_large: {
    ru: 'Фото больше 15 МБ: «{value}»',
    en: 'The photo is larger than 15 MB: "{value}"',
    ky: 'Сүрөт 15 МБдан чоң: «{value}»',
  },
  photo_timeout: {
    ru: 'Фото не загрузилось вовремя: «{value}»',
    en: 'The photo did not download in time: "{value}"',
    ky: 'Сүрөт убагында жүктөлгөн жок: «{value}»',
  },
  photo_unreachable: {
    ru: 'Сервер фото недоступен: «{value}»',
    en: 'The photo’s server cannot be reached: "{value}"',
    ky: 'Сүрөттүн серверине жетүүгө болбойт: «{value}»',
  },
  photo_type_unsupported: {
    ru: 'По адресу не фото JPEG, PNG, WebP или AVIF: «{value}»',
    en: 'The address does not hold a JPEG, PNG, WebP or AVIF photo: "{value}"',
    ky: 'Даректе JPEG, PNG, WebP же AVIF сүрөтү жок: «{value}»',
  },
  photo_too_many_pixels: {
    ru: 'Фото больше 40 мегапикселей: «{value}»',
    en: 'The photo has more than 40 megapixels: "{value}"',
    ky: 'Сүрөт 40 мегапикселден чоң: «{value}»',
  },
  photo_too_elongated: {
    ru: 'Фото слишком вытянутое (одна сторона больше другой более чем в 5 раз): «{value}»',
    en: 'The photo is too long and narrow (one side over 5 times the other): "{value}"',
    ky: 'Сүрөт өтө узунча (бир тарабы экинчисинен 5 эседен ашык): «{value}»',
  },
  photo_corrupt: {
    ru: 'Фото повреждено и не читается: «{value}»',
    en: 'The photo is damaged and cannot be read: "{value}"',
    ky: 'Сүрөт бузулган, окулбайт: «{value}»',
  },
  // An exchange's picture (`Картинка`): `{value}` is its path among the exchange's files.
  photo_missing: {
    ru: 'Картинки нет среди файлов обмена: «{value}»',
    en: 'The picture is not among the exchange’s files: "{value}"',
    ky: 'Сүрөт алмашуунун файлдарынын арасында жок: «{value}»',
  },
  photo_outside_directory: {
    ru: 'Путь картинки ведёт за пределы файлов обмена, она не прочитана: «{value}»',
    en: 'The picture’s path leads outside the exchange’s files; it was not read: "{value}"',
    ky: 'Сүрөттүн жолу алмашуунун файлдарынан сыртка алып барат, ал окулган жок: «{value}»',
  },
};

export function refusalMessage(reason: string, value: string | undefined, lang: Language): string {
  const texts = messages[reason.split(':')[0]!] ?? messages.missing_value!;
  return texts[lang].replace('{value}', value ?? '');
}

/** Why a whole file cannot be imported (`problem` of the import), in the staff member's language. */
export function problemMessage(problem: string, lang: Language): string {
  const [code, detail = ''] = problem.split(/:(.*)/s);
  const texts: Record<string, Record<Language, string>> = {
    unknown_columns: {
      ru: `Неизвестные столбцы: ${detail}`,
      en: `Unknown columns: ${detail}`,
      ky: `Белгисиз мамычалар: ${detail}`,
    },
    missing_column: {
      ru: `Нет столбцов: ${detail}`,
      en: `Missing columns: ${detail}`,
      ky: `Мамычалар жок: ${detail}`,
    },
    cost_not_allowed: {
      ru: 'В файле есть столбец cost (себестоимость), а вашей роли себестоимость недоступна: удалите этот столбец и загрузите файл ещё раз.',
      en: 'The file has a cost column (cost price), which your role may not see: remove that column and upload the file again.',
      ky: 'Файлда cost (өздүк нарк) мамычасы бар, ал эми сиздин ролуңузга өздүк нарк көрүнбөйт: ошол мамычаны өчүрүп, файлды кайра жүктөңүз.',
    },
    // Never the error's own text (catalog-import.service's `problemOf`): an older import's detail is dropped too.
    unreadable: {
      ru: 'Файл не читается: сохраните его заново как CSV (UTF-8) или XLSX и загрузите ещё раз.',
      en: 'The file cannot be read: save it again as CSV (UTF-8) or XLSX and upload it again.',
      ky: 'Файл окулбай жатат: аны CSV (UTF-8) же XLSX катары кайра сактап, кайра жүктөңүз.',
    },
    too_many_rows: {
      ru: `В файле больше ${detail} строк: разделите его на несколько файлов.`,
      en: `The file has more than ${detail} rows: split it into several files.`,
      ky: `Файлда ${detail} саптан ашык: аны бир нече файлга бөлүңүз.`,
    },
    unpacked_too_large: {
      ru: `Файл XLSX в распакованном виде больше ${detail} МБ: разделите его на несколько файлов.`,
      en: `The XLSX file unpacks to more than ${detail} MB: split it into several files.`,
      ky: `XLSX файлы ачылганда ${detail} МБдан ашат: аны бир нече файлга бөлүңүз.`,
    },
    unpack_ratio: {
      ru: 'Распакованный файл XLSX больше самого файла более чем в 100 раз, чего с таблицами не бывает: сохраните его заново в табличной программе',
      en: 'The XLSX file unpacks to over 100 times its own size, which a spreadsheet never does: save it again from the spreadsheet program',
      ky: 'XLSX файлы ачылганда өз көлөмүнөн 100 эседен ашык чоңоёт, таблицалар мындай болбойт: аны таблица программасында кайра сактаңыз',
    },
    catalogue_changed: {
      ru: `Каталог изменился после проверки (со строки ${detail}); начиная с неё ничего не записано. Проверьте файл ещё раз.`,
      en: `The catalogue changed after the dry run (at row ${detail}); nothing from there on was written. Check the file again.`,
      ky: `Текшерүүдөн кийин каталог өзгөрдү (${detail}-саптан); андан аркысы жазылган жок. Файлды кайра текшериңиз.`,
    },
    bad_xml: {
      ru: `Файл CommerceML повреждён: это не правильный XML (строка ${detail}). Ничего не записано; выгрузите его заново.`,
      en: `The CommerceML file is damaged: it is not well-formed XML (line ${detail}). Nothing was written; export it again.`,
      ky: `CommerceML файлы бузулган: ал туура XML эмес (${detail}-сап). Эч нерсе жазылган жок; аны кайра чыгарыңыз.`,
    },
    xml_encoding: {
      ru: `Файл CommerceML в кодировке ${detail}: читаются только UTF-8 и windows-1251.`,
      en: `The CommerceML file is in the ${detail} encoding: only UTF-8 and windows-1251 are read.`,
      ky: `CommerceML файлы ${detail} коддоосунда: UTF-8 жана windows-1251 гана окулат.`,
    },
    no_commerceml_files: {
      ru: 'В обмене нет файлов import*.xml или offers*.xml.',
      en: 'The exchange holds no import*.xml or offers*.xml files.',
      ky: 'Алмашууда import*.xml же offers*.xml файлдары жок.',
    },
    expired: {
      ru: `Файл удалён: импорт не запускали ${detail} дн. после проверки. Загрузите его ещё раз.`,
      en: `The file was deleted: the import was not started within ${detail} days of the check. Upload it again.`,
      ky: `Файл өчүрүлдү: импорт текшерүүдөн кийин ${detail} күн ичинде башталган жок. Аны кайра жүктөңүз.`,
    },
    failed: {
      ru: 'Импорт прервался из-за ошибки на сервере; записанное до неё осталось. Загрузите файл ещё раз; если повторится, сообщите администратору.',
      en: 'The import stopped because of an error on the server; what was written before it stays. Upload the file again; if it happens again, tell the administrator.',
      ky: 'Импорт сервердеги ката себептүү токтоду; ага чейин жазылгандар калды. Файлды кайра жүктөңүз; кайталанса, администраторго кабарлаңыз.',
    },
  };
  return (texts[code!] ?? texts.failed!)[lang];
}
