import type { Language } from '@aruu/contract/languages';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';
import type { Namespace, TextValues } from './text-keys';
import { TextsContext } from './texts-context';
import { givenTexts } from './texts-store';
import { useLanguage } from './use-language';
import { useTranslation } from './use-translation';

/** This test's own texts, under two of the app's namespace names. */
const texts: Record<Language, object> = {
  ru: {
    common: { hello: 'Привет, {{name}}' },
    cart: { items_few: '{{count}} товара', terms: 'Я принимаю <offer>оферту</offer> и <rules>правила</rules>' },
  },
  en: {
    common: { hello: 'Hello, {{name}}' },
    cart: { items_other: '{{count}} items', terms: 'I accept the <offer>offer</offer> and the <rules>rules</rules>' },
  },
  ky: {
    common: { hello: 'Салам, {{name}}' },
    cart: {
      items_other: '{{count}} товар',
      terms: '<offer>Офертаны</offer> жана <rules>эрежелерди</rules> кабыл алам',
    },
  },
};

/** `t` of `namespaces`, for keys of this test's own texts rather than the app's typed ones. */
function useLooseTranslation(namespaces: Namespace | readonly Namespace[]) {
  return useTranslation(namespaces).t as unknown as (key: string, values?: TextValues) => string;
}

function render(language: Language, component: () => React.ReactNode): string {
  return renderToStaticMarkup(
    createElement(TextsContext, { value: givenTexts(language, texts[language]) }, createElement(component)),
  );
}

describe('useTranslation', () => {
  it('translates in the language of the texts given to the render', () => {
    const Greeting = () => useLooseTranslation('common')('hello', { name: 'Aruu' });
    expect(render('ru', Greeting)).toBe('Привет, Aruu');
    expect(render('ky', Greeting)).toBe('Салам, Aruu');
    expect(render('en', Greeting)).toBe('Hello, Aruu');
  });

  it('reads the first namespace as is and the others with their prefix', () => {
    const Mixed = () => {
      const t = useLooseTranslation(['cart', 'common']);
      return `${t('items', { count: 3 })} / ${t('common:hello', { name: 'Aruu' })}`;
    };
    expect(render('ru', Mixed)).toBe('3 товара / Привет, Aruu');
    expect(render('en', Mixed)).toBe('3 items / Hello, Aruu');
  });

  it('gives the language in use', () => {
    const Language = () => useLanguage();
    expect(render('ky', Language)).toBe('ky');
  });

  it('needs the texts of a render above it', () => {
    const Orphan = () => useLooseTranslation('common')('hello');
    expect(() => renderToStaticMarkup(createElement(Orphan))).toThrow(/TextsContext/);
  });
});

describe('TaggedText', () => {
  const Terms = () => {
    const t = useLooseTranslation('cart');
    return createElement(TaggedText, {
      text: t('terms'),
      tags: {
        offer: createElement('a', { href: '/offer' }),
        rules: createElement('a', { href: '/rules', className: 'link' }),
      },
    });
  };

  it('draws each tag with its element around its words, and the text around them as it is', () => {
    expect(render('ru', Terms)).toBe(
      'Я принимаю <a href="/offer">оферту</a> и <a href="/rules" class="link">правила</a>',
    );
    expect(render('ky', Terms)).toBe(
      '<a href="/offer">Офертаны</a> жана <a href="/rules" class="link">эрежелерди</a> кабыл алам',
    );
  });

  it('keeps the words of a tag it was given no element for', () => {
    expect(renderToStaticMarkup(createElement(TaggedText, { text: 'a <b>bold</b> c', tags: {} }))).toBe('a bold c');
  });
});
