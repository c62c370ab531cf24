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
export type SubscribeRequest = Schemas['SubscribeRequest'];
export type Subscribed = Schemas['Subscribed'];
export type ArticleList = Schemas['ArticleList'];
/** Whole articles asked for by id, in the order asked. */
export type ArticleBatch = Schemas['ArticleBatch'];
export type SearchPage = Schemas['SearchPage'];
export type Comment = Schemas['Comment'];
export type CommentPage = Schemas['CommentPage'];
export type CommentRequest = Schemas['CommentRequest'];
export type ReaderState = Schemas['ReaderState'];
export type ArticleMetrics = Schemas['Metrics'];
export type ToggleBody = Schemas['ToggleBody'];
export type Toggled = Schemas['Toggled'];
export type ShareBody = Schemas['ShareBody'];
export type ViewBody = Schemas['ViewBody'];
/** The answer to a recorded view or share. */
export type Counted = Schemas['Counted'];
/** A page of search results (best match first), with the total for paging. */
export type Session = Schemas['Session'];
export type User = Schemas['User'];
export type ApiMessage = Schemas['Message'];
export type Factor = Schemas['Factor'];
export type FactorList = Schemas['FactorList'];
/** A factor being enrolled: its secret, URI and QR code, shown once. */
export type Enrolment = Schemas['Enrolment'];
/** A session raised to aal2, with new recovery codes when a factor was activated. */
export type Verification = Schemas['Verification'];
export type Challenge = Schemas['Challenge'];
export type SessionInfo = Schemas['SessionInfo'];
export type SessionList = Schemas['SessionList'];
export type Ended = Schemas['Ended'];
export type AccountExport = Schemas['AccountExport'];
export type AdminStatus = Schemas['AdminStatus'];
export type ProviderList = Schemas['ProviderList'];
export type NewsletterState = Schemas['NewsletterState'];
/** What the signed-in user may do in the admin area. */
export type StaffRole = Schemas['StaffRole'];
export type ArticleStatus = Schemas['Status'];
/** An article as an editor, a file or an import sends it. */
export type ArticleDraft = Schemas['ArticleDraft'];
export type StatusChange = Schemas['StatusChange'];
/** One page of the admin list: each article with its translation. */
export type AdminArticlePage = Schemas['AdminArticlePage'];
export type AdminArticleRow = Schemas['AdminArticleRow'];
/** Views per day of several articles over the last 30 days, for the admin list's sparklines. */
export type ViewSparklines = Schemas['ViewSparklines'];
export type ArticleViews = Schemas['ArticleViews'];
export type TranslationState = Schemas['TranslationState'];
export type TranslationLink = Schemas['TranslationLink'];
/** An article's saves, newest first. */
export type RevisionList = Schemas['RevisionList'];
export type RevisionSummary = Schemas['RevisionSummary'];
/** One save, with the article as it was saved then. */
export type Revision = Schemas['Revision'];
export type RevisionRestore = Schemas['RevisionRestore'];
export type MediaItem = Schemas['MediaItem'];
export type TestSend = Schemas['TestSend'];
export type Dashboard = Schemas['Dashboard'];
export type EngagementSeries = Schemas['EngagementSeries'];
export type TopArticle = Schemas['TopArticle'];
export type SubscriberSeries = Schemas['SubscriberSeries'];
export type LastBackup = Schemas['LastBackup'];
export type ArticleMetricsSeries = Schemas['ArticleMetricsSeries'];
export type MediaPage = Schemas['MediaPage'];
export type BackupRecord = Schemas['BackupRecord'];
export type BackupCheck = Schemas['BackupCheck'];
/** A restore the worker runs, with its progress (queued → verifying → restoring → writing_media → completed or failed). */
export type RestoreRun = Schemas['RestoreRun'];
export type RestoreStatus = Schemas['RestoreStatus'];
/** The last 10 restores, newest first. */
export type RestoreRunList = Schemas['RestoreRunList'];
export type BackupList = Schemas['BackupList'];
export type BackupKind = Schemas['BackupKind'];
export type CreatedBackup = Schemas['CreatedBackup'];
export type ApiKey = Schemas['ApiKey'];
export type ApiKeyList = Schemas['ApiKeyList'];
export type ApiKeyScope = Schemas['Scope'];
/** A new key: the secret is in this answer only. */
export type CreatedApiKey = Schemas['CreatedApiKey'];
export type ModeratedComment = Schemas['ModeratedComment'];
export type ModeratedCommentPage = Schemas['ModeratedCommentPage'];
export type UserListing = Schemas['UserListing'];
export type UserList = Schemas['UserList'];
export type AccountRole = Schemas['AccountRole'];
export type AuditEntry = Schemas['AuditEntry'];
export type AuditList = Schemas['AuditList'];
export type TrashedArticle = Schemas['TrashedArticle'];
export type TrashList = Schemas['TrashList'];
export type Subscriber = Schemas['Subscriber'];
export type SubscriberStatus = Schemas['SubscriberStatus'];
/** One page of subscribers, newest first, with the count of all that match. */
export type SubscriberList = Schemas['SubscriberList'];
/** A newsletter campaign with its delivery counts. */
export type Campaign = Schemas['Campaign'];
export type CampaignKind = Schemas['CampaignKind'];
export type CampaignStatus = Schemas['CampaignStatus'];
export type CampaignProgress = Schemas['Progress'];
export type CampaignList = Schemas['CampaignList'];
export type CreateCampaign = Schemas['CreateCampaign'];
export type SendCampaign = Schemas['SendCampaign'];

/** What the article page shows of the article itself (keeps the hydration data small); the
 * editor's preview fills the same shape from its form. */
export type ArticleContent = Pick<
  Article,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'content'
  | 'image_url'
  | 'imagecaption'
  | 'category'
  | 'author'
  | 'published_at'
  | 'updated_at'
  | 'views'
  | 'language'
  | 'tags'
  | 'estimated_reading_time'
>;
