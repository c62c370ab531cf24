import { useQuery } from '@tanstack/react-query';
import type { PreviewArticle } from '../../features/article-editor/lib/preview';
import { ArticleView } from '../../features/articles/components/article-view';
import { categoriesQueryOptions } from '../../features/categories/api/get-categories';
import { resolveCategory } from '../../features/categories/lib/resolve-category';
import { LanguageProvider } from '../../lib/i18n/language-provider';
import { loadMessages } from '../../lib/i18n/messages';

/** The article as readers of its language would see it, with the public page's own component. */
export function ArticlePreview({ article }: { article: PreviewArticle }) {
  const lang = article.language;
  // The admin area loads only the English texts; a Romanian preview needs its own.
  const texts = useQuery({ queryKey: ['messages', lang], queryFn: () => loadMessages(lang).then(() => lang), staleTime: Infinity });
  const categories = useQuery(categoriesQueryOptions(lang));
  if (texts.data !== lang) return <p role="status">Loading the preview…</p>;
  return (
    <LanguageProvider lang={lang}>
      <div className="article-page">
        <ArticleView article={article} category={resolveCategory(article.category, lang, categories.data ?? [])} previous={null} next={null} />
      </div>
    </LanguageProvider>
  );
}
