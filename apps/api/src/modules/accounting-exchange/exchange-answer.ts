/**
 * What the exchange answers: plain text whose first line is `success`, `progress` or `failure`
 * (then a reason on the next line), or a document. 1C shows the reason to its operator.
 */
export interface ExchangeAnswer {
  status: number;
  body: string;
  contentType: string;
}

const TEXT = 'text/plain; charset=utf-8';

export const success = (...lines: string[]): ExchangeAnswer => ({
  status: 200,
  body: ['success', ...lines].join('\n'),
  contentType: TEXT,
});

export const progress = (reason: string): ExchangeAnswer => ({
  status: 200,
  body: `progress\n${reason}`,
  contentType: TEXT,
});

/** A refusal: `status` 401 for a wrong account or no session, 429 over the sign-in limit, 200 for a run that failed. */
export const failure = (reason: string, status = 200): ExchangeAnswer => ({
  status,
  body: `failure\n${reason}`,
  contentType: TEXT,
});

export const lines = (...values: string[]): ExchangeAnswer => ({
  status: 200,
  body: values.join('\n'),
  contentType: TEXT,
});

export const xmlDocument = (body: string): ExchangeAnswer => ({
  status: 200,
  body,
  contentType: 'application/xml; charset=utf-8',
});
