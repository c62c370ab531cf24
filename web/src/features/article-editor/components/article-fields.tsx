import type { CategoryMenuItem } from '../../../lib/api/types';
import { GEOGRAPHIC_SCOPES, MAX_TITLE_LENGTH } from '../lib/draft';
import { useImagePicker } from '../lib/image-picker';
import { countWords, readingMinutes } from '../lib/reading-time';
import type { EditorSession } from '../lib/use-editor-session';
import { Field } from './field';
import { RichTextEditor } from './rich-text-editor';
import { SlugField } from './slug-field';
import { TagsField } from './tags-field';

const LANGUAGES = [
  ['en', 'English'],
  ['ro', 'Romanian'],
] as const;

/** The writing column: title, excerpt and the body, with its length. */
export function MainFields({ session }: { session: EditorSession }) {
  const { form, errors, set, contentKey } = session;
  const words = countWords(form.content);
  return (
    <div className="editor__main">
      <Field id="article-title" label="Title" error={errors.title} hint={`${String(form.title.trim().length)} of ${String(MAX_TITLE_LENGTH)} characters`}>
        {(control) => (
          <textarea
            {...control}
            className="editor-title"
            rows={2}
            value={form.title}
            required
            placeholder="The headline"
            onChange={(event) => {
              set('title', event.target.value.replace(/\n/g, ' '));
            }}
          />
        )}
      </Field>
      <Field id="article-excerpt" label="Excerpt" error={errors.excerpt} hint="One or two sentences under the title and in lists.">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={form.excerpt}
            onChange={(event) => {
              set('excerpt', event.target.value);
            }}
          />
        )}
      </Field>
      <div className="editor-field">
        <span id="article-content-label" className="editor-field__label">
          Content
        </span>
        <RichTextEditor
          key={contentKey}
          id="article-content"
          labelledBy="article-content-label"
          describedBy={errors.content ? 'article-content-count article-content-error' : 'article-content-count'}
          initialContent={form.content}
          onChange={(html) => {
            set('content', html);
          }}
        />
        <p id="article-content-count" className="editor-field__hint editor-count">
          {words.toLocaleString('en')} {words === 1 ? 'word' : 'words'} · {readingMinutes(words)} min read
        </p>
        {errors.content ? (
          <p id="article-content-error" className="editor-field__error">
            {errors.content}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The settings column: address, category and language, image, and the rest of spec §3's fields. */
export function SettingsFields({ session, categories }: { session: EditorSession; categories: CategoryMenuItem[] }) {
  const { article, form, errors, set } = session;
  const pickImage = useImagePicker();
  const category = categories.find((item) => item.category === form.category);
  // A stored category or subcategory missing from the menu is kept as it is.
  const categoryOptions = category || form.category === '' ? categories.map((item) => [item.category, item.name] as const) : [[form.category, form.category] as const, ...categories.map((item) => [item.category, item.name] as const)];
  const subcategories = category?.subcategories ?? [];
  const subcategoryOptions = [['', 'None'] as const, ...(form.subcategory !== '' && !subcategories.some((sub) => sub.slug === form.subcategory) ? [[form.subcategory, form.subcategory] as const] : []), ...subcategories.map((sub) => [sub.slug, sub.name] as const)];
  return (
    <>
      <section className="admin-card editor-card" aria-labelledby="address-title">
        <h2 id="address-title" className="admin-section-title">
          Address
        </h2>
        <SlugField
          article={article}
          language={form.language}
          title={form.title}
          slug={form.slug}
          error={errors.slug}
          onChange={(slug) => {
            set('slug', slug);
          }}
        />
      </section>

      <section className="admin-card editor-card" aria-labelledby="placement-title">
        <h2 id="placement-title" className="admin-section-title">
          Category and language
        </h2>
        <Field id="article-category" label="Category" error={errors.category}>
          {(control) => (
            <select
              {...control}
              value={form.category}
              onChange={(event) => {
                set('category', event.target.value);
                set('subcategory', '');
              }}
            >
              {categoryOptions.map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="article-subcategory" label="Subcategory" error={errors.subcategory}>
          {(control) => (
            <select
              {...control}
              value={form.subcategory}
              onChange={(event) => {
                set('subcategory', event.target.value);
              }}
            >
              {subcategoryOptions.map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="article-language" label="Language" error={errors.language}>
          {(control) => (
            <select
              {...control}
              value={form.language}
              onChange={(event) => {
                set('language', event.target.value === 'ro' ? 'ro' : 'en');
              }}
            >
              {LANGUAGES.map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="editor-check">
          <input
            type="checkbox"
            checked={form.manualLanguageOverride}
            onChange={(event) => {
              set('manualLanguageOverride', event.target.checked);
            }}
          />
          Language set by hand (language detection leaves it alone)
        </label>
        <Field id="article-scope" label="Geographic scope" error={errors.geographicScope}>
          {(control) => (
            <select
              {...control}
              value={form.geographicScope}
              onChange={(event) => {
                const scope = GEOGRAPHIC_SCOPES.find((value) => value === event.target.value);
                if (scope) set('geographicScope', scope);
              }}
            >
              {GEOGRAPHIC_SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {scope.charAt(0).toUpperCase() + scope.slice(1)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </section>

      <section className="admin-card editor-card" aria-labelledby="image-title">
        <h2 id="image-title" className="admin-section-title">
          Image
        </h2>
        <Field id="article-image" label="Image address" error={errors.imageUrl} hint="https://… or a file of this site (/media/…). Empty: the category's picture.">
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              value={form.imageUrl}
              onChange={(event) => {
                set('imageUrl', event.target.value);
              }}
            />
          )}
        </Field>
        {pickImage ? (
          <button
            type="button"
            className="admin-button"
            onClick={() => {
              void pickImage().then((image) => {
                if (!image) return;
                set('imageUrl', image.url);
                if (!form.imageCaption.trim() && image.alt) set('imageCaption', image.alt);
              });
            }}
          >
            Choose from the media library
          </button>
        ) : null}
        <Field id="article-caption" label="Caption" error={errors.imageCaption} hint="Also the image's alt text.">
          {(control) => (
            <input
              {...control}
              value={form.imageCaption}
              onChange={(event) => {
                set('imageCaption', event.target.value);
              }}
            />
          )}
        </Field>
      </section>

      <section className="admin-card editor-card" aria-labelledby="details-title">
        <h2 id="details-title" className="admin-section-title">
          Details
        </h2>
        <Field id="article-author" label="Author" error={errors.author}>
          {(control) => (
            <input
              {...control}
              value={form.author}
              placeholder="Unknown Author"
              autoComplete="off"
              onChange={(event) => {
                set('author', event.target.value);
              }}
            />
          )}
        </Field>
        <TagsField
          tags={form.tags}
          error={errors.tags}
          onChange={(tags) => {
            set('tags', tags);
          }}
        />
        <fieldset className="editor-checks">
          <legend>Highlight</legend>
          <label className="editor-check">
            <input
              type="checkbox"
              checked={form.featured}
              onChange={(event) => {
                set('featured', event.target.checked);
              }}
            />
            Featured
          </label>
          <label className="editor-check">
            <input
              type="checkbox"
              checked={form.trending}
              aria-describedby="article-trending-hint"
              onChange={(event) => {
                set('trending', event.target.checked);
                set('trendingSet', true);
              }}
            />
            Trending
          </label>
          <p id="article-trending-hint" className="editor-field__hint">
            {form.trendingSet ? 'Set by hand: the trending computation will not change it.' : 'Left alone, the trending computation decides.'}
          </p>
        </fieldset>
        <Field id="article-trust" label="Trust score" error={errors.trustScore} hint="From 0 to 1.">
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              max={1}
              step={0.05}
              value={form.trustScore}
              onChange={(event) => {
                set('trustScore', event.target.value);
              }}
            />
          )}
        </Field>
        <Field id="article-signature" label="Editorial signature" error={errors.editorialSignature}>
          {(control) => (
            <input
              {...control}
              value={form.editorialSignature}
              placeholder="AI Generator"
              onChange={(event) => {
                set('editorialSignature', event.target.value);
              }}
            />
          )}
        </Field>
      </section>
    </>
  );
}
