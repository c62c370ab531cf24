import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id: its hint and message are `{id}-hint` and `{id}-error`. */
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** A modifier beside `admin-field` (a feature's width or spacing). */
  className?: string;
  /** The control, given the ids that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A form field's label, control, hint and message, tied together by ids (styles/admin.css). */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `admin-field ${className}` : 'admin-field'}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's message (`{id}-error`), read out when it appears. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="admin-error" role="alert">
      {error}
    </p>
  ) : null;
}
