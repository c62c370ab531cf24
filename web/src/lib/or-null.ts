import { isNotFound } from './api-client';

/** Resolves to null when the API answers 404 (nothing published there); other failures propagate. */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
