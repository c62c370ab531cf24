import { useEffect, useRef, useState, type SyntheticEvent } from 'react';

interface DialogField {
  name: string;
  label: string;
  hint?: string;
  initial?: string;
  type?: 'text' | 'url';
}

interface InsertDialogProps {
  title: string;
  fields: DialogField[];
  submitLabel: string;
  /** Each field's mistake by name; empty when the values can be used. */
  validate: (values: Record<string, string>) => Record<string, string>;
  onSubmit: (values: Record<string, string>) => void;
  onClose: () => void;
  /** A second way out, e.g. Remove link. */
  extra?: { label: string; onClick: () => void };
}

/** A small modal form the toolbar asks an address (and alt text) with; Escape cancels. */
export function InsertDialog({ title, fields, submitLabel, validate, onSubmit, onClose, extra }: InsertDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <dialog
      ref={ref}
      className="admin-dialog editor-dialog"
      aria-labelledby="editor-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="editor-dialog-title">{title}</h2>
        {fields.map((field, index) => {
          const id = `editor-dialog-${field.name}`;
          const error = errors[field.name];
          const described = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
          return (
            <div key={field.name} className="editor-field">
              <label htmlFor={id}>{field.label}</label>
              <input
                id={id}
                type={field.type ?? 'text'}
                value={values[field.name] ?? ''}
                autoFocus={index === 0}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field.name]: event.target.value }));
                }}
              />
              {field.hint ? (
                <p id={`${id}-hint`} className="editor-field__hint">
                  {field.hint}
                </p>
              ) : null}
              {error ? (
                <p id={`${id}-error`} className="editor-field__error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="admin-dialog__actions">
          {extra ? (
            <button type="button" className="admin-button admin-button--danger editor-dialog__extra" onClick={extra.onClick}>
              {extra.label}
            </button>
          ) : null}
          <button type="button" className="admin-button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--primary">
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
