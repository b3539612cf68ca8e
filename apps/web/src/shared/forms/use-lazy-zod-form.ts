import { useState } from 'react';
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `useZodForm` for a form on a page that must be usable before its schema arrives (the
 * checkout): the schema, zod and zod's resolver are loaded when the form is first checked (a
 * field left, or a submit), not with the page. A failed load is tried again at the next check.
 */
export function useLazyZodForm<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  const [resolver] = useState(() => {
    let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
    const lazyResolver: Resolver<Input, unknown, Output> = async (values, context, resolverOptions) => {
      loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
        ([schema, { zodResolver }]) => zodResolver(schema as never) as never,
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return (await loading)(values, context, resolverOptions);
    };
    return lazyResolver;
  });
  return useForm<Input, unknown, Output>({ resolver, mode: 'onTouched', ...options });
}
