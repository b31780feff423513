import { useSyncExternalStore } from 'react';

/**
 * How far each picture of the uploads under way has gone (0 to 1), by its File: the client
 * (./client) reports a multipart call's progress here and a form's picture list reads it, so no
 * form has to pass progress along from its call.
 */
let sent: ReadonlyMap<File, number> = new Map();
const listeners = new Set<() => void>();

const changed = (next: ReadonlyMap<File, number>) => {
  sent = next;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Each file's share of `loaded` bytes of a multipart body of `total` bytes. The files are its
 * last parts, in order (shared/forms/multipart); the text parts and each part's few header bytes
 * are spread evenly in front of them, which is near enough for a progress bar.
 */
export function fileFractions(sizes: readonly number[], loaded: number, total: number): number[] {
  if (loaded >= total) return sizes.map(() => 1);
  const gap = Math.max(0, total - sizes.reduce((sum, size) => sum + size, 0)) / (sizes.length + 1);
  let start = 0;
  return sizes.map((size) => {
    start += gap;
    const fraction = size === 0 ? 1 : (loaded - start) / size;
    start += size;
    return Math.min(1, Math.max(0, fraction));
  });
}

/** The files of a body about to be sent, at 0. */
export function uploadStarted(files: readonly File[]) {
  if (files.length === 0) return;
  const next = new Map(sent);
  files.forEach((file) => next.set(file, 0));
  changed(next);
}

export function uploadProgressed(files: readonly File[], loaded: number, total: number) {
  if (files.length === 0) return;
  const next = new Map(sent);
  const fractions = fileFractions(
    files.map((file) => file.size),
    loaded,
    total,
  );
  files.forEach((file, i) => next.set(file, fractions[i]!));
  changed(next);
}

/** The call ended, answered or not: its files are no longer uploading. */
export function uploadEnded(files: readonly File[]) {
  if (files.length === 0) return;
  const next = new Map(sent);
  files.forEach((file) => next.delete(file));
  changed(next);
}

/** How far this file's upload has gone, or undefined when it is not being uploaded. */
export function useUploadProgress(file: File): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => sent.get(file),
    () => undefined,
  );
}

/** How far all the pictures under way have gone together (by their bytes), or undefined when none is. */
function overall(): number | undefined {
  let size = 0;
  let done = 0;
  for (const [file, fraction] of sent) {
    size += file.size;
    done += file.size * fraction;
  }
  if (sent.size === 0) return undefined;
  return size === 0 ? 1 : done / size;
}

/** The uploads under way as one fraction (0 to 1), for a bar beside the form's submit button. */
export function useUploadsProgress(): number | undefined {
  return useSyncExternalStore(subscribe, overall, () => undefined);
}
