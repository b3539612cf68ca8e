import { describe, expect, it } from 'vitest';
import { buildXmlMessage, nestedFields, parseXmlMessage, textFields } from './xml-message.js';

describe('XML messages', () => {
  it('reads a provider response', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<response><pg_status>ok</pg_status><pg_payment_id>4567788</pg_payment_id>
 <pg_redirect_url>https://api.paybox.money/pay.html?customer=49833&amp;x=1</pg_redirect_url>
 <pg_redirect_url_type>need data</pg_redirect_url_type><pg_salt>bdwLavL9lg6It91b</pg_salt><pg_sig>709633e9</pg_sig></response>`;
    expect(textFields(parseXmlMessage(xml)!)).toEqual({
      pg_status: 'ok',
      pg_payment_id: '4567788',
      pg_redirect_url: 'https://api.paybox.money/pay.html?customer=49833&x=1',
      pg_redirect_url_type: 'need data',
      pg_salt: 'bdwLavL9lg6It91b',
      pg_sig: '709633e9',
    });
  });

  it('keeps nested tags as fields, repeated names in their order', () => {
    const xml = `<response><a>1</a><list><item><id>1</id></item><item><id>2</id></item></list><a>2</a></response>`;
    const fields = parseXmlMessage(xml)!;
    expect(fields).toEqual([
      ['a', '1'],
      [
        'list',
        [
          ['item', [['id', '1']]],
          ['item', [['id', '2']]],
        ],
      ],
      ['a', '2'],
    ]);
    expect(textFields(fields)).toEqual({ a: '1' });
    expect(nestedFields(fields, 'list')).toHaveLength(2);
    expect(nestedFields(fields, 'missing')).toEqual([]);
  });

  it('reads CDATA, numeric entities, empty and self-closing elements, comments and a BOM', () => {
    const xml =
      '\uFEFF<response><!-- c --><a><![CDATA[<b>&amp;</b>]]></a><b>&#1053;&#x435;&quot;</b><c></c><d/></response>';
    expect(textFields(parseXmlMessage(xml)!)).toEqual({ a: '<b>&amp;</b>', b: 'Не"', c: '', d: '' });
  });

  it('answers undefined for what is not an XML response, and expands no entity a DTD declares', () => {
    expect(parseXmlMessage('')).toBeUndefined();
    expect(parseXmlMessage('{"pg_status":"ok"}')).toBeUndefined();
    expect(parseXmlMessage('<html><body>Bad gateway</body')).toBeUndefined();
    expect(parseXmlMessage('<response>ok</response>')).toBeUndefined();
    const withEntity = '<!DOCTYPE r [<!ENTITY x "boom">]><response><a>&x;</a></response>';
    expect(parseXmlMessage(withEntity)).toBeUndefined();
  });

  it('writes escaped, nested XML that reads back the same', () => {
    const fields = [
      ['pg_status', 'ok'],
      ['pg_description', 'Tom & "Jerry" <3 \'x\''],
      ['pg_list', [['pg_item', [['pg_id', '1']]]]],
    ] as const;
    const xml = buildXmlMessage(fields);
    expect(xml).toContain('<pg_description>Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos;</pg_description>');
    expect(xml).toContain('<pg_list><pg_item><pg_id>1</pg_id></pg_item></pg_list>');
    expect(parseXmlMessage(xml)).toEqual(fields);
  });
});
