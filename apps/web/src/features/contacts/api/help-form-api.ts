import type { HelpFormRequest } from '@aruu/contract/help';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/client';

/** Sends the shop a question from the contacts page (spec §7 `POST help-form`). */
export function useSendHelpForm() {
  return useMutation({
    mutationFn: (body: HelpFormRequest) => call('POST /help-form', { body }),
  });
}
