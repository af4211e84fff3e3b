import { useRef, useState } from 'react';
import { classNameProblem } from '../lib/class-form';

/**
 * A class-name field's state for the start and rename dialogs: what is typed, its message, and the check
 * before sending (the shared schema's, which the server also applies).
 */
export function useClassName(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  return {
    value,
    /** The ClassNameField's props: typing clears the message. */
    field: {
      ref,
      value,
      error,
      onChange: (next: string) => {
        setValue(next);
        if (error) setError(null);
      },
    },
    /** True when the name is good; otherwise its message is shown and the field focused. */
    check: () => {
      const problem = classNameProblem(value);
      setError(problem);
      if (problem) ref.current?.focus();
      return problem === null;
    },
    clearError: () => setError(null),
    reset: () => {
      setValue(initial);
      setError(null);
    },
  };
}
