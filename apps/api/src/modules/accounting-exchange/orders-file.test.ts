import { describe, expect, it } from 'vitest';
import { windows1251 } from '../../../test/support/commerceml.js';
import { OrdersFileError, readOrderStatuses } from './orders-file.js';

const CANCELLED = 'Отменен';

const requisite = (name: string, value: string) =>
  `<ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${value}</Значение></ЗначениеРеквизита>`;
const document = (id: string, number: string, requisites: string) =>
  `<Документ><Ид>${id}</Ид><Номер>${number}</Номер><ЗначенияРеквизитов>${requisites}</ЗначенияРеквизитов></Документ>`;
const file = (body: string, declaration = '<?xml version="1.0" encoding="UTF-8"?>') =>
  `${declaration}\n<КоммерческаяИнформация ВерсияСхемы="2.08">${body}</КоммерческаяИнформация>`;

describe('an orders file from the accounting system', () => {
  it('reads each document’s status; a cancelled one is cancelled whatever its status says', () => {
    const text = file(
      document('12', '12', requisite('Статус заказа', 'Собирается')) +
        document('13', '13', requisite('Статус заказа', 'Собирается') + requisite('Отменен', 'true')) +
        document('14', '14', requisite('Проведен', 'true')),
    );
    expect(readOrderStatuses(Buffer.from(text), CANCELLED)).toEqual([
      { id: '12', number: '12', status: 'Собирается' },
      { id: '13', number: '13', status: CANCELLED },
    ]);
  });

  it('reads UTF-8 with a byte order mark, windows-1251 as declared, and 3.x containers', () => {
    const body = document('a1b2', '15', requisite('Статус заказа', 'Готов к выдаче'));
    const expected = [{ id: 'a1b2', number: '15', status: 'Готов к выдаче' }];
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(file(body))]);
    expect(readOrderStatuses(bom, CANCELLED)).toEqual(expected);
    const cp1251 = windows1251(file(body, '<?xml version="1.0" encoding="windows-1251"?>'));
    expect(readOrderStatuses(cp1251, CANCELLED)).toEqual(expected);
    expect(readOrderStatuses(Buffer.from(file(`<Контейнер>${body}</Контейнер>`)), CANCELLED)).toEqual(expected);
  });

  it('refuses what it cannot read, with a reason', () => {
    const refusal = (bytes: Buffer) => {
      try {
        readOrderStatuses(bytes, CANCELLED);
      } catch (error) {
        expect(error).toBeInstanceOf(OrdersFileError);
        return (error as Error).message;
      }
      throw new Error('read');
    };
    // windows-1251 bytes declared as UTF-8.
    expect(refusal(windows1251(file(document('1', '1', ''))))).toContain('UTF-8');
    expect(refusal(Buffer.from(file(document('1', '1', '')).slice(0, -10)))).toContain('XML');
    expect(refusal(Buffer.from('<?xml version="1.0"?><orders/>'))).toContain('CommerceML');
    expect(refusal(Buffer.from(file('', '<?xml version="1.0" encoding="x-unknown"?>')))).toContain('x-unknown');
    // An entity the document declares is never expanded.
    expect(
      refusal(Buffer.from('<!DOCTYPE a [<!ENTITY x "y">]><КоммерческаяИнформация>&x;</КоммерческаяИнформация>')),
    ).toContain('XML');
  });
});
