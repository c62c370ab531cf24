/**
 * The podcast API's types, from the server's OpenAPI document (`npm run api-types`).
 */
import type { components } from '../../../lib/api/schema';

type Schemas = components['schemas'];

/** The languages an episode is in: each has its own feed, `/{language}/podcast/feed.xml`. */
export type PodcastLanguage = Schemas['Language'];

/** A draft is nowhere public; a scheduled episode goes live at its `published_at`; a published one is on the site and in its feed. */
export type PodcastStatus = Schemas['PodcastStatus'];

/** An episode as the server keeps it (timestamps are RFC 3339). */
export type PodcastEpisode = Schemas['PodcastEpisode'];

/** An episode as an editor writes it (`POST /admin/podcasts`, `PUT /admin/podcasts/{id}`: a PUT replaces every field). */
export type PodcastEpisodeInput = Schemas['PodcastEpisodeInput'];

/** An uploaded audio file (`POST /admin/podcasts/audio`), as an episode refers to it. */
export type PodcastAudio = Schemas['PodcastAudio'];

/** `GET /admin/podcasts`: one page, newest first, and how many episodes match. */
export type PodcastEpisodePage = Schemas['PodcastEpisodePage'];

/** `POST /admin/podcasts/{id}/publish`'s body: a later time schedules, none (or a past one) publishes now. */
export type PublishEpisode = Schemas['PublishEpisode'];
