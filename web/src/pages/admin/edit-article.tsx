import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AdminPage, EmptyState } from '../../components/admin/admin-page';
import { parseArticleId } from '../../config/paths';
import { ArticleEditor } from '../../features/article-editor/components/article-editor';
import { ImagePickerContext, type PickedImage } from '../../features/article-editor/lib/image-picker';
import { categoriesQueryOptions } from '../../features/categories/api/get-categories';
import { ArticleFigures } from '../../features/dashboard/components/article-figures';
import { MediaPicker } from '../../features/media/components/media-picker';
import '../../styles/admin-editor.css';
import { ArticlePreview } from './article-preview';

/** What the editor puts in the history when its first save gives the article an address. */
interface EditorState {
  /** The editing session that continues at the new address. */
  session: string;
}

/**
 * `/admin/edit/{id}` and `/admin/edit/new` (`?language=ro` for a Romanian one). Each visit is
 * an editing session of its own, which carries on when a new article's first save moves it to
 * its own address.
 */
export function EditArticlePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const categories = useQuery(categoriesQueryOptions('en'));
  const session = (location.state as EditorState | null)?.session ?? location.key;
  const articleId = id === 'new' ? null : parseArticleId(id);
  if (id !== 'new' && articleId === null) {
    return (
      <AdminPage title="Edit article">
        <EmptyState>Article Not Found: “{id}” is not an article number.</EmptyState>
      </AdminPage>
    );
  }
  return (
    <MediaLibraryPicker>
      <ArticleEditor
        key={session}
        articleId={articleId}
        language={params.get('language') === 'ro' ? 'ro' : 'en'}
        categories={categories.data ?? []}
        renderPreview={(article) => <ArticlePreview article={article} />}
        renderFigures={(id) => <ArticleFigures articleId={id} />}
        onCreated={(article) => {
          const state: EditorState = { session };
          navigate(`/admin/edit/${String(article.id)}`, { replace: true, state });
        }}
      />
    </MediaLibraryPicker>
  );
}

/** Gives the editor the media library to choose images from. */
function MediaLibraryPicker({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<((image: PickedImage | null) => void) | null>(null);
  const pick = useCallback(
    () =>
      new Promise<PickedImage | null>((resolve) => {
        setAnswer(() => resolve);
      }),
    [],
  );
  const finish = (image: PickedImage | null) => {
    answer?.(image);
    setAnswer(null);
  };
  return (
    <ImagePickerContext.Provider value={pick}>
      {children}
      <MediaPicker
        open={answer !== null}
        onClose={() => {
          finish(null);
        }}
        onPick={(item) => {
          finish({ url: item.url, alt: item.alt });
        }}
      />
    </ImagePickerContext.Provider>
  );
}
