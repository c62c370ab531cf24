import { useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/ui/page-head';
import { useLang } from '../../lib/i18n/language-context';
import { usePasswordResetMessages } from '../../lib/i18n/sections/password-reset';
import { resetPassword } from '../../features/auth/api/reset-password';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** `/{lang}/reset-password?token=…`, rendered in the browser only (its link holds a secret). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHead lang={useLang()} title={usePasswordResetMessages().resetTitle} />
      <ResetPasswordForm token={params.get('token')} reset={resetPassword} />
    </>
  );
}
