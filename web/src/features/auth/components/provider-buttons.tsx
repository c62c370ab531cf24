import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../lib/i18n/language-context';
import { useAuthMessages } from '../../../lib/i18n/sections/auth';
import { listProviders } from '../api/list-providers';
import { providerSignInHref } from '../api/sign-in-with-provider';

/** "Continue with …" for each OpenID Connect provider the server offers; nothing when none is. */
export function ProviderButtons({ next }: { next: string | null }) {
  const lang = useLang();
  const t = useAuthMessages();
  const query = useQuery({ queryKey: ['auth', 'providers'], queryFn: listProviders, staleTime: 5 * 60_000 });
  const providers = query.data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="auth-providers">
      <p className="auth-providers__or">{t.orContinueWith}</p>
      {providers.map((provider) => (
        <a key={provider.name} className="button button--secondary auth-providers__button" href={providerSignInHref(provider.name, lang, next)}>
          {t.continueWith(provider.label)}
        </a>
      ))}
    </div>
  );
}
