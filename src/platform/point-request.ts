/**
 * The page's menu's *Redirect a short link here…*: the background cannot open the popup, so it opens
 * the manager and leaves it the page's address here; the manager (opening, or open already) takes
 * it up once, within POINT_REQUEST_MS.
 */
import { storage } from 'wxt/utils/storage';
import { clock } from '../shared/time/clock';
import { POINT_REQUEST_MS } from '../shared/time/limits';

interface PointRequest {
  url: string;
  at: number;
}

const item = storage.defineItem<PointRequest | null>('local:pointRequest', { fallback: null });

export const askToPoint = (url: string) => item.setValue({ url, at: clock.now() });

/** The address asked for, taken (removed) once; null when none, or too old. */
export async function takePointRequest(): Promise<string | null> {
  const request = await item.getValue();
  if (!request) return null;
  await item.removeValue();
  const age = clock.now() - request.at;
  return typeof request.url === 'string' && age >= 0 && age <= POINT_REQUEST_MS ? request.url : null;
}

/** Calls `listener` when a request is left (the manager was open already). */
export const onPointRequest = (listener: () => void) => item.watch((value) => value && listener());
