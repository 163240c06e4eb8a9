import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-client';

/**
 * The one way to write a form: react-hook-form validated by the same zod schema the server uses.
 * Errors show per field after a submit, then follow the member's typing; `handleSubmit` only calls
 * back with parsed, valid values.
 *
 *   const form = useZodForm(programRequestBodySchema, { defaultValues: { topic: '', message: '' } });
 *   <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate>
 *     <TextField {...form.register('topic')} error={form.formState.errors.topic?.message} />
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  options: Omit<UseFormProps<In, unknown, Out>, 'resolver'> = {},
) {
  return useForm<In, unknown, Out>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}

/** What a failed submit shows: the server's message and sentences where it sent them, else the screen's own words. */
export interface FailedSubmit {
  type: 'error';
  message: string;
  errors: string[];
}

export function failedSubmit(
  error: unknown,
  fallback: string,
  { serverMessageOn = [400] }: { serverMessageOn?: number[] } = {},
): FailedSubmit {
  const api = isApiError(error) ? error : undefined;
  const useServer = api !== undefined && serverMessageOn.includes(api.status) && api.serverMessage !== undefined;
  return { type: 'error', message: useServer ? api.serverMessage : fallback, errors: api?.errors ?? [] };
}
