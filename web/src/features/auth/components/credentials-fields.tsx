import { FormField, type FormFieldProps } from '../../../components/ui/form-field';
import type { FieldError } from '../lib/validate';
import { useAuthMessages } from '../../../lib/i18n/sections/auth';

interface FieldProps extends Omit<FormFieldProps, 'error'> {
  error?: FieldError;
}

/** A field of the sign-in forms, its error one of the checks in `validate`. */
export function Field({ error, ...props }: FieldProps) {
  const t = useAuthMessages();
  return <FormField {...props} error={error ? t[error] : undefined} />;
}
