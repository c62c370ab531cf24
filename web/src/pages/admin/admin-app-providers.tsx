import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '../../components/ui/toaster';
import { LanguageProvider } from '../../lib/i18n/language-provider';
import { queryClient } from '../../lib/query-client';

/** What every page outside the public site's layout needs: queries, texts and toasts (English). */
export function StaffProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = 'en';
  }, []);
  return (
    <QueryClientProvider client={queryClient()}>
      <LanguageProvider lang="en">
        {children}
        <Toaster />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
