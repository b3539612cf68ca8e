/** The product page's "notify me when back in stock" form. */
export const stockAlerts = {
  title: 'Сообщить о поступлении',
  hint: 'Оставьте email — пришлём одно письмо, когда этот вариант снова появится.',
  hintSignedIn: 'Пришлём одно письмо на email вашего аккаунта, когда этот вариант снова появится.',
  email: 'Email',
  submit: 'Сообщить мне',
  done: 'Готово! Напишем, как только товар появится в наличии.',
};
