import type { HTMLAttributes } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  value: string;
  /** The message shown under the field, tied to it (aria-describedby). */
  error?: string;
  /** A note under the label, tied to the field too. */
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  maxLength?: number;
  onChange: (value: string) => void;
}

/** A labelled input with its hint and error tied to it, as every form of the site shows them. */
export function FormField({ id, label, type = 'text', autoComplete, inputMode, value, error, hint, disabled, required = true, maxLength, onChange }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        required={required}
      />
      {error ? (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
