import type { ConsultationRequest } from '@aruu/contract/help';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/client';

/** Asks the shop for a free consultation (`POST consultations`); the shop is told at once. */
export function useRequestConsultation() {
  return useMutation({
    mutationFn: (body: ConsultationRequest) => call('POST /consultations', { body }),
  });
}
