import { describe, expect, it } from 'vitest';
import { buildFlatXml, parseFlatXml } from './flat-xml.js';

describe('flat XML', () => {
  it('reads a provider response', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<response><pg_status>ok</pg_status><pg_payment_id>4567788</pg_payment_id>
 <pg_redirect_url>https://api.paybox.money/pay.html?customer=49833&amp;x=1</pg_redirect_url>
 <pg_redirect_url_type>need data</pg_redirect_url_type><pg_salt>bdwLavL9lg6It91b</pg_salt><pg_sig>709633e9</pg_sig></response>`;
    expect(parseFlatXml(xml)).toEqual({
      pg_status: 'ok',
      pg_payment_id: '4567788',
      pg_redirect_url: 'https://api.paybox.money/pay.html?customer=49833&x=1',
      pg_redirect_url_type: 'need data',
      pg_salt: 'bdwLavL9lg6It91b',
      pg_sig: '709633e9',
    });
  });

  it('tolerates CDATA, numeric entities, empty and self-closing elements, comments and a BOM', () => {
    const xml =
      '\uFEFF<response><!-- c --><a><![CDATA[<b>&amp;</b>]]></a><b>&#1053;&#x435;&quot;</b><c></c><d/></response>';
    expect(parseFlatXml(xml)).toEqual({ a: '<b>&amp;</b>', b: 'Не"', c: '', d: '' });
  });

  it('answers undefined for what is not an XML response', () => {
    expect(parseFlatXml('')).toBeUndefined();
    expect(parseFlatXml('{"pg_status":"ok"}')).toBeUndefined();
    expect(parseFlatXml('<html><body>Bad gateway</body')).toBeUndefined();
    expect(parseFlatXml('<response>ok</response>')).toBeUndefined();
  });

  it('writes escaped XML that reads back the same', () => {
    const fields = { pg_status: 'ok', pg_description: 'Tom & "Jerry" <3 \'x\'' };
    const xml = buildFlatXml(fields);
    expect(xml).toContain('<pg_description>Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos;</pg_description>');
    expect(parseFlatXml(xml)).toEqual(fields);
  });
});
