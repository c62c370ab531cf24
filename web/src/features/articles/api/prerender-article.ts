import type { Article } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';
import { queryClient } from '../../../lib/query-client';
import { idsAfter } from '../lib/neighbours';
import { MAX_BATCH, getArticleBatch } from './get-article-batch';
import { allPublishedQueryOptions } from './list-all-published';

/** Articles read ahead and not rendered yet, by id (each batch once, shared by its articles). */
const readAhead = new Map<number, Promise<Map<number, Article>>>();

async function readBatch(ids: readonly number[]): Promise<Map<number, Article>> {
  const { items } = await getArticleBatch(ids);
  return new Map(items.map((article) => [article.id, article]));
}

/**
 * An article for the prerender (null when it is not published). The build renders the articles
 * in the order of its published list, so asking for one reads it and the next 99 of the list in
 * one request: a page costs a hundredth of a request instead of one, which keeps a build of tens
 * of thousands of pages far below the API's read limit. Each article is dropped once rendered.
 */
export async function prerenderArticle(id: number, lang: Lang): Promise<Article | null> {
  let batch = readAhead.get(id);
  if (batch === undefined) {
    const list = await queryClient().query(allPublishedQueryOptions(lang));
    const next = idsAfter(list, id, MAX_BATCH - 1).filter((each) => !readAhead.has(each));
    const ids = [id, ...next];
    batch = readBatch(ids);
    for (const each of ids) readAhead.set(each, batch);
  }
  readAhead.delete(id);
  return (await batch).get(id) ?? null;
}
