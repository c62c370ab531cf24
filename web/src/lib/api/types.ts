/** Names for the API's schemas. `schema.d.ts` is generated from openapi.json: `npm run api-types`. */
import type { components } from './schema';

type Schemas = components['schemas'];

export type Language = Schemas['Language'];
export type Article = Schemas['Article'];
export type ArticleSummary = Schemas['ArticleSummary'];
/** One page of a filtered list, with the total for paging. */
export type ArticlePage = Schemas['ArticlePage'];
export type AdjacentArticles = Schemas['Adjacent'];
export type CategoryMenuItem = Schemas['CategoryMenuItem'];
export type ApiErrorBody = Schemas['ErrorBody'];
/** A page of search results (best match first), with the total for paging. */
export type SearchPage = Schemas['SearchPage'];
export type Session = Schemas['Session'];
export type User = Schemas['User'];
export type ApiMessage = Schemas['Message'];
