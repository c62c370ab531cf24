import type { FieldError } from '../lib/validate';
import { useMessages } from '../../../lib/i18n/language-context';

interface FieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  error?: FieldError;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** A labelled input with its error message tied to it (aria-describedby). */
export function Field({ id, label, type, autoComplete, value, error, disabled, onChange }: FieldProps) {
  const t = useMessages().auth;
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        required
      />
      {error ? (
        <p id={errorId} className="auth-field__error">
          {t[error]}
        </p>
      ) : null}
    </div>
  );
}
