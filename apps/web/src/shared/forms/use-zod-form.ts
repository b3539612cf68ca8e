import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked in the browser by the same contract schema the server validates the request
 * with (spec §5). Error messages are the contract's field codes; `useFieldErrorText` translates them.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    // The contract's fields trim and normalise on the way out; the form shows what was typed.
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    ...options,
  });
}
