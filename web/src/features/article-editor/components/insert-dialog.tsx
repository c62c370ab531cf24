import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { Field } from './field';

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
    // React passes a submit on to the editor's own ancestors: one of them may be a form (the campaign's).
    event.stopPropagation();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  // Drawn in <body>: the editor may sit in a form (the campaign's), and a form cannot hold another.
  return createPortal(
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
        {fields.map((field, index) => (
          <Field key={field.name} id={`editor-dialog-${field.name}`} label={field.label} hint={field.hint} error={errors[field.name]}>
            {(control) => (
              <input
                {...control}
                type={field.type ?? 'text'}
                value={values[field.name] ?? ''}
                autoFocus={index === 0}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field.name]: event.target.value }));
                }}
              />
            )}
          </Field>
        ))}
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
    </dialog>,
    document.body,
  );
}
