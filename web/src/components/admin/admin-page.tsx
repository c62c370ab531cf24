import { useEffect, type ReactNode } from 'react';

interface AdminPageProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** Use the whole width (the article editor), not the readable one of lists. */
  wide?: boolean;
  children: ReactNode;
}

/** An admin page: its heading, a sentence on what it is for, its main actions, its content. */
export function AdminPage({ title, description, actions, wide = false, children }: AdminPageProps) {
  useEffect(() => {
    document.title = `${title} · Admin`;
  }, [title]);
  return (
    <section className={wide ? 'admin-page admin-page--wide' : 'admin-page'} aria-labelledby="admin-page-title">
      <header className="admin-page__header">
        <div>
          <h1 id="admin-page-title">{title}</h1>
          {description ? <p className="admin-page__description">{description}</p> : null}
        </div>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** The state of a list that has nothing to show, or could not load. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="admin-empty">{children}</p>;
}
