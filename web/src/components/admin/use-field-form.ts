import { useState, type Dispatch, type SetStateAction } from 'react';

/** A form's messages by field; `form` is the form's own (a refusal no field explains). */
export type FieldErrors<F extends string> = Partial<Record<F | 'form', string>>;

interface FieldForm<V, F extends string> {
  value: V;
  setValue: Dispatch<SetStateAction<V>>;
  errors: FieldErrors<F>;
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  /** Changes fields, and drops their messages (and the form's). */
  change: (next: Partial<V>, ...fields: F[]) => void;
  /** Shows the messages and takes the keyboard to the first field concerned; false when there are none. */
  flag: (found: FieldErrors<F>) => boolean;
}

/**
 * A form's value and its messages, a field's message tied to its control: `order` is the order
 * the fields are read in (the first with a message takes the focus), `ids` their controls' ids.
 */
export function useFieldForm<V extends object, F extends string>(initial: V | (() => V), order: readonly (F | 'form')[], ids: Record<Exclude<F, 'form'>, string>): FieldForm<V, F> {
  const [value, setValue] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  function change(next: Partial<V>, ...fields: F[]) {
    setValue((current) => ({ ...current, ...next }));
    if (fields.some((field) => errors[field]) || errors.form) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== 'form' && !fields.includes(field as F))) as FieldErrors<F>);
    }
  }

  function flag(found: FieldErrors<F>): boolean {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first !== undefined && first !== 'form') document.getElementById(ids[first as Exclude<F, 'form'>])?.focus();
    return first !== undefined;
  }

  return { value, setValue, errors, setErrors, change, flag };
}
