import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';

export interface CatalogueCommerceMlOptions {
  goods: number;
  /** The group `Ид` the goods are in (a category that has taken it: `categories.external_id`). */
  groupId: string;
  /** A brand's name, as `Изготовитель`. */
  brand: string;
  /** Warehouse `Ид`s, each holding some units of every good. */
  warehouses: string[];
  /** Prefix of ids and articles, so that files made for different runs do not collide. */
  prefix: string;
}

async function write(file: WriteStream, text: string) {
  if (!file.write(text)) await once(file, 'drain');
}

async function close(file: WriteStream) {
  file.end();
  await once(file, 'finish');
  return file.bytesWritten;
}

const description = 'Лёгкий крем с церамидами и пантенолом: восстанавливает защитный барьер кожи и надолго увлажняет.';

/**
 * A big exchange as 1C writes it (CommerceML 2.05): import.xml with `goods` goods, offers.xml with
 * an offer each, two price types and units in every warehouse. Written as streams; answers the
 * files' sizes in bytes.
 */
export async function writeCatalogueCommerceMl(
  paths: { catalogue: string; offers: string },
  options: CatalogueCommerceMlOptions,
): Promise<number> {
  const { prefix } = options;
  const catalogue = createWriteStream(paths.catalogue);
  await write(
    catalogue,
    `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="2026-11-20T10:00:00">
<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование>
<Группы><Группа><Ид>${options.groupId}</Ид><Наименование>Кремы</Наименование></Группа></Группы>
<Свойства><Свойство><Ид>weight</Ид><Наименование>Вес</Наименование><ТипЗначений>Число</ТипЗначений></Свойство></Свойства>
</Классификатор>
<Каталог СодержитТолькоИзменения="false"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>
`,
  );
  for (let good = 1; good <= options.goods; good++)
    await write(
      catalogue,
      `<Товар><Ид>${prefix}-good-${good}</Ид><Штрихкод>${String(2_000_000_000_000 + good)}</Штрихкод><Артикул>${prefix}-${good}</Артикул>
<Наименование>Крем для лица ${prefix} ${good}</Наименование><БазоваяЕдиница Код="796">шт</БазоваяЕдиница>
<Группы><Ид>${options.groupId}</Ид></Группы><Описание>${description}</Описание>
<Изготовитель><Ид>maker</Ид><Наименование>${options.brand}</Наименование></Изготовитель>
<ЗначенияСвойств><ЗначенияСвойства><Ид>weight</Ид><Значение>50</Значение></ЗначенияСвойства></ЗначенияСвойств>
<СтавкиНалогов><СтавкаНалога><Наименование>НДС</Наименование><Ставка>12</Ставка></СтавкаНалога></СтавкиНалогов></Товар>
`,
    );
  await write(catalogue, '</Товары></Каталог></КоммерческаяИнформация>\n');
  const offers = createWriteStream(paths.offers);
  await write(
    offers,
    `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="2026-11-20T10:00:05">
<ПакетПредложений СодержитТолькоИзменения="false"><Ид>cat#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>cat</ИдКаталога>
<ТипыЦен><ТипЦены><Ид>retail</Ид><Наименование>Розничная</Наименование><Валюта>KGS</Валюта></ТипЦены>
<ТипЦены><Ид>old</Ид><Наименование>Старая цена</Наименование><Валюта>KGS</Валюта></ТипЦены></ТипыЦен>
<Склады>${options.warehouses.map((id) => `<Склад><Ид>${id}</Ид><Наименование>${id}</Наименование></Склад>`).join('')}</Склады>
<Предложения>
`,
  );
  for (let good = 1; good <= options.goods; good++) {
    const price = 500 + (good % 2000);
    const stores = options.warehouses
      .map((id, index) => `<Склад ИдСклада="${id}" КоличествоНаСкладе="${(good + index) % 20}"/>`)
      .join('');
    await write(
      offers,
      `<Предложение><Ид>${prefix}-good-${good}</Ид><Артикул>${prefix}-${good}</Артикул><Наименование>Крем для лица ${prefix} ${good}</Наименование>
<Цены><Цена><Представление>${price} сом за шт</Представление><ИдТипаЦены>retail</ИдТипаЦены><ЦенаЗаЕдиницу>${price}.50</ЦенаЗаЕдиницу><Валюта>KGS</Валюта><Единица>шт</Единица><Коэффициент>1</Коэффициент></Цена>
<Цена><ИдТипаЦены>old</ИдТипаЦены><ЦенаЗаЕдиницу>${price + 100}</ЦенаЗаЕдиницу><Валюта>KGS</Валюта></Цена></Цены>
<Количество>${options.warehouses.length * 10}</Количество>${stores}</Предложение>
`,
    );
  }
  await write(offers, '</Предложения></ПакетПредложений></КоммерческаяИнформация>\n');
  return (await close(catalogue)) + (await close(offers));
}
