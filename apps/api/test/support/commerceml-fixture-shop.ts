import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../test-app.js';
import type { TestDatabase } from '../test-database.js';

/** A file of test/fixtures/commerceml (written after the CommerceML 2.05 examples). */
export const commerceMlFixture = (name: string) => join(import.meta.dirname, '../fixtures/commerceml', name);

/**
 * What the fixtures' goods need of the shop: their brand ("CML Test Brand"), the category their
 * group "Кремы CML" names, and the filter property "Тип кожи CML" with its values. The soap's
 * group ("Бытовая химия") is left without a category on purpose.
 */
export async function addFixtureTaxonomy(database: TestDatabase) {
  await queryRows(
    database,
    sql`insert into brands (slug, name, country) values ('cml-test-brand', 'CML Test Brand', 'KG')`,
  );
  const [face] = await queryRows<{ id: number }>(
    database,
    sql`insert into categories (slug, name_ru, name_en, name_ky) values ('cml-face', 'Уход CML', 'Care CML', 'Кам көрүү CML')
        returning id`,
  );
  await queryRows(
    database,
    sql`insert into categories (parent_id, slug, name_ru, name_en, name_ky)
        values (${face!.id}, 'cml-creams', 'Кремы CML', 'Creams CML', 'Кремдер CML')`,
  );
  const [skin] = await queryRows<{ id: number }>(
    database,
    sql`insert into properties (slug, name_ru, name_en, name_ky) values ('cml-skin', 'Тип кожи CML', 'Skin CML', 'Тери CML')
        returning id`,
  );
  await queryRows(
    database,
    sql`insert into property_values (property_id, slug, value_ru, value_en, value_ky)
        values (${skin!.id}, 'dry', 'Сухая', 'Dry', 'Кургак'), (${skin!.id}, 'oily', 'Жирная', 'Oily', 'Майлуу')`,
  );
}
