import { tariffJoinSchema } from '@shared/contracts/tariff';
import { useCourseForm } from '@/lib/form';

/**
 * The join form's state, kept by the team page: the form makes way for a spinner while the code is sent,
 * and what was typed (and why it was refused) is still there when it comes back.
 */
export const useJoinForm = (initialCode: string) =>
  useCourseForm(tariffJoinSchema, { defaultValues: { code: initialCode }, mode: 'onSubmit' });

export type JoinFormState = ReturnType<typeof useJoinForm>;
