import type { Language } from '@aruu/contract/common';
import type { RequestKind } from '@aruu/contract/staff-requests';
import { type RenderedMail, renderMail } from './layout.js';

export interface RequestReplyMailInput {
  lang: Language;
  kind: RequestKind;
  name: string;
  /**
   * What the employee wrote, sent as it is: the mail adds no greeting of its own, the reply box
   * starts with `requestReplyFrame`'s greeting instead, so staff see the one the requester gets.
   */
  reply: string;
  /** The requester's own question, quoted below the answer; null for a consultation. */
  question: string | null;
}

interface Words {
  subject: Record<RequestKind, string>;
  heading: Record<RequestKind, string>;
  greeting: (name: string) => string;
  quoted: string;
  signature: string;
}

const words: Record<Language, Words> = {
  ru: {
    subject: { help: 'Aruu: ответ на ваш вопрос', consultation: 'Aruu: о вашей заявке на консультацию' },
    heading: { help: 'Ответ на ваш вопрос', consultation: 'О вашей заявке на консультацию' },
    greeting: (name) => `Здравствуйте, ${name}!`,
    quoted: 'Ваш вопрос:',
    signature: 'С уважением, команда Aruu',
  },
  en: {
    subject: { help: 'Aruu: an answer to your question', consultation: 'Aruu: about your consultation request' },
    heading: { help: 'An answer to your question', consultation: 'About your consultation request' },
    greeting: (name) => `Hello, ${name}!`,
    quoted: 'Your question:',
    signature: 'Kind regards, the Aruu team',
  },
  ky: {
    subject: { help: 'Aruu: сурооңузга жооп', consultation: 'Aruu: консультацияга өтүнмөңүз боюнча' },
    heading: { help: 'Сурооңузга жооп', consultation: 'Консультацияга өтүнмөңүз боюнча' },
    greeting: (name) => `Саламатсызбы, ${name}!`,
    quoted: 'Сиздин сурооңуз:',
    signature: 'Урмат менен, Aruu командасы',
  },
};

/**
 * What staff see around their reply before sending: the greeting the reply box starts with (in
 * the requester's language, theirs to change) and the signature the mail adds after the text.
 */
export function requestReplyFrame(lang: Language, name: string) {
  return { greeting: words[lang].greeting(name), signature: words[lang].signature };
}

/** The staff's answer to a help question or consultation request, in the requester's language. */
export function requestReplyMail(input: RequestReplyMailInput): RenderedMail {
  const text = words[input.lang];
  const paragraphs = input.reply.split(/\n{2,}/);
  return renderMail({
    lang: input.lang,
    subject: text.subject[input.kind],
    preview: paragraphs[0]!.slice(0, 120),
    heading: text.heading[input.kind],
    intro: [...paragraphs, text.signature],
    outro: input.question ? [text.quoted, ...input.question.split(/\n+/).map((line) => `> ${line}`)] : [],
  });
}
