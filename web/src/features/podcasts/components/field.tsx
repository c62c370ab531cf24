import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id: its hint and message are `{id}-hint` and `{id}-error`. */
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control, given the ids that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A field's label, control, hint and message, tied together by ids. */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `podcast-field ${className}` : 'podcast-field'}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="podcast-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's message, read out when it appears. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="admin-error" role="alert">
      {error}
    </p>
  ) : null;
}
