import { ErrorCode } from '@trellis/shared/api-error';
import type {
  AccommodationBatchResponseSchema,
  AccommodationResponse,
} from '@trellis/shared/content-api';
import {
  ACCOMMODATION_BATCH_MAX,
  ACCOMMODATION_KEY_SHAPE,
  NO_SUCH_ACCOMMODATION,
} from '@trellis/shared/content-constants';
import { apiRequest, ApiRequestError } from './api-client';

// A plan's screens ask for each item's library entry on its own (statements, review, print);
// asked in the same moment, they go out as one request (`GET /content/accommodations?keys=`)
// instead of one per item: fewer round trips on a slow network, and one update of the page
// when they arrive instead of one per entry.

const noSuchEntry = () => new ApiRequestError(404, ErrorCode.NOT_FOUND, NO_SUCH_ACCOMMODATION);

interface Waiting {
  resolve(entry: AccommodationResponse): void;
  reject(error: unknown): void;
}

let waiting = new Map<string, Waiting[]>();
let flushScheduled = false;

async function send(keys: string[], asked: Map<string, Waiting[]>) {
  try {
    const query = keys.map(encodeURIComponent).join(',');
    const { accommodations } = await apiRequest<typeof AccommodationBatchResponseSchema>(
      `/content/accommodations?keys=${query}`,
    );
    const byKey = new Map(accommodations.map((entry) => [entry.key, entry]));
    for (const key of keys) {
      const entry = byKey.get(key.toUpperCase());
      asked.get(key)?.forEach((one) => (entry ? one.resolve(entry) : one.reject(noSuchEntry())));
    }
  } catch (error) {
    keys.forEach((key) => asked.get(key)?.forEach((one) => one.reject(error)));
  }
}

function flush() {
  const asked = waiting;
  waiting = new Map();
  flushScheduled = false;
  const keys = [...asked.keys()];
  for (let start = 0; start < keys.length; start += ACCOMMODATION_BATCH_MAX) {
    void send(keys.slice(start, start + ACCOMMODATION_BATCH_MAX), asked);
  }
}

/**
 * One library entry with its crosswalk, fetched together with the others asked for before
 * the browser's next task. Rejects like the one-key route: 404 for a key the library does
 * not have, the request's own error when it fails.
 */
export function loadAccommodation(key: string): Promise<AccommodationResponse> {
  // No entry has such a key (the API would refuse it, and with it the others asked along).
  if (!ACCOMMODATION_KEY_SHAPE.test(key)) return Promise.reject(noSuchEntry());
  return new Promise((resolve, reject) => {
    const list = waiting.get(key) ?? [];
    list.push({ resolve, reject });
    waiting.set(key, list);
    if (!flushScheduled) {
      flushScheduled = true;
      setTimeout(flush, 0);
    }
  });
}
