import type { Language } from '@aruu/contract/common';
import { type RenderedMail, renderMail } from './layout.js';

// Mail to the shop itself, so in Russian only: the shop's working language. The subject carries
// the request's number, never the sender's words.

const languageNames: Record<Language, string> = { ru: 'русский', en: 'английский', ky: 'кыргызский' };

interface Sender {
  id: number;
  name: string;
  phone: string;
  email?: string | null;
  language: Language;
}

const senderLines = (sender: Sender) => [
  `Имя: ${sender.name}`,
  `Телефон: ${sender.phone}`,
  `Email: ${sender.email ?? 'не указан'}`,
  `Язык ответа: ${languageNames[sender.language]}`,
];

export function helpRequestMail(request: Sender & { message: string }): RenderedMail {
  return renderMail({
    lang: 'ru',
    subject: `Вопрос с сайта №${request.id}`,
    preview: 'Покупатель написал через форму на странице «Контакты».',
    heading: 'Вопрос с сайта',
    intro: senderLines(request),
    outro: ['Сообщение:', ...request.message.split(/\n+/)],
  });
}

export function consultationRequestMail(request: Sender): RenderedMail {
  return renderMail({
    lang: 'ru',
    subject: `Заявка на консультацию №${request.id}`,
    preview: 'Покупатель просит бесплатную консультацию.',
    heading: 'Заявка на консультацию',
    intro: [...senderLines(request), 'Свяжитесь с покупателем, чтобы договориться о консультации.'],
    outro: [],
  });
}
