import { useEffect, type ReactNode } from 'react';

interface AdminPageProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin page: its heading, a sentence on what it is for, its main actions, its content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  useEffect(() => {
    document.title = `${title} · Admin`;
  }, [title]);
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
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
